import { describe, expect, it } from "vitest";
import { WritePace } from "./write-pace";

/** Batches of `rows` sent at `sentAt` and written at `writtenAt` (ms), in order; answers the size asked for after each. */
function sizesAfter(batches: { rows: number; sentAt: number; writtenAt: number }[]): number[] {
  const pace = new WritePace();
  const events = batches.flatMap((batch, index) => [
    { at: batch.sentAt, index, kind: "sent" as const },
    { at: batch.writtenAt, index, kind: "written" as const },
  ]);
  events.sort((a, b) => a.at - b.at || a.index - b.index);
  const sizes: number[] = [];
  for (const event of events) {
    if (event.kind === "sent") pace.sent(batches[event.index]!.rows, event.at);
    else {
      pace.written(event.at);
      sizes.push(pace.nextSize());
    }
  }
  return sizes;
}

describe("the size of the next batch an import reads", () => {
  it("when the database writes at once but the reader sends a batch every 0.6 s, then batches stay at 2,000 rows", () => {
    // The reader is the slower: each write waits for its batch, then takes 5 ms.
    const batches = Array.from({ length: 6 }, (_, i) => ({ rows: 2000, sentAt: i * 600, writtenAt: i * 600 + 5 }));
    expect(sizesAfter(batches)).toEqual([2000, 2000, 2000, 2000, 2000, 2000]);
  });

  it("when the database writes 2,000 rows in a second and the reader is ahead, then batches shrink to what it writes in 0.4 s", () => {
    // All sent at once (the reader three batches ahead); each write takes 0.5 ms a row after the last.
    const batches = Array.from({ length: 6 }, (_, i) => ({ rows: 2000, sentAt: 0, writtenAt: (i + 1) * 1000 }));
    expect(sizesAfter(batches)).toEqual([2000, 800, 800, 800, 800, 800]);
  });

  it("when writes take 2 ms a row, then batches go no smaller than 500 rows", () => {
    const batches = Array.from({ length: 3 }, (_, i) => ({ rows: 1000, sentAt: 0, writtenAt: (i + 1) * 2000 }));
    expect(sizesAfter(batches).at(-1)).toBe(500);
  });
});
