/** An empty slot; a hash is never 0 (see hashOf). */
const empty = 0;
const mixA = 0x811c9dc5;
const mixB = 0x9e3779b9;

/** Two 32-bit FNV-1a hashes with different seeds, joined into one number of up to 52 bits, never 0. */
function hashOf(text: string): number {
  let a = mixA;
  let b = mixB;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0) * 0x100000 + ((b >>> 0) & 0xfffff) + 1;
}

/**
 * A set of strings held as 52-bit hashes in a typed array: 16 bytes a string, a small part of what a
 * Set of the strings holds (decision 018). Two strings share a hash with a chance
 * of 2^-52, so among a million strings `has` answers true for one never added about once in 4,500
 * million lookups: for uses where such an answer costs nothing real (a slug that takes a -2 suffix
 * it did not need).
 */
export class StringHashSet {
  private slots = new Float64Array(1024);
  private count = 0;

  has(text: string): boolean {
    const hash = hashOf(text);
    for (let i = this.slotOf(hash); ; i = (i + 1) & (this.slots.length - 1)) {
      const slot = this.slots[i];
      if (slot === hash) return true;
      if (slot === empty) return false;
    }
  }

  add(text: string): void {
    this.insert(hashOf(text));
  }

  private insert(hash: number): void {
    // Kept at most half full, so a lookup meets an empty slot within a few steps.
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    for (let i = this.slotOf(hash); ; i = (i + 1) & (this.slots.length - 1)) {
      const slot = this.slots[i];
      if (slot === hash) return;
      if (slot === empty) {
        this.slots[i] = hash;
        this.count += 1;
        return;
      }
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    this.count = 0;
    for (const hash of old) if (hash !== empty) this.insert(hash);
  }

  /** The low bits of the hash pick the first slot to try. */
  private slotOf(hash: number): number {
    return (hash % this.slots.length) & (this.slots.length - 1);
  }
}
