import { describe, expect, it } from "vitest";
import { StringHashSet } from "./string-hash-set";

describe("a set of strings held as hashes", () => {
  it("when 200,000 slugs are added, then each is found and 200,000 others are not", () => {
    const set = new StringHashSet();
    const slug = (n: number) => `joes-pizza-chij${n.toString(36)}`;
    for (let n = 0; n < 200_000; n++) set.add(slug(n));
    for (let n = 0; n < 200_000; n++) expect(set.has(slug(n))).toBe(true);
    let falseHits = 0;
    for (let n = 200_000; n < 400_000; n++) if (set.has(slug(n))) falseHits += 1;
    expect(falseHits).toBe(0);
  });

  it("when strings differ only in order or in one character, then they are told apart", () => {
    const set = new StringHashSet();
    set.add("ab");
    set.add("cafe-2");
    expect([set.has("ab"), set.has("ba"), set.has("cafe-2"), set.has("cafe-3"), set.has("")]).toEqual([true, false, true, false, false]);
  });
});
