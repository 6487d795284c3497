import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

describe("onDemand", () => {
  it("when loaded twice, then the code is fetched once and kept", async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const code = onDemand(importer);
    expect(code.get()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.get()).toEqual({ answer: 42 });
    await code.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("when a download fails, then the next load tries again", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ answer: 42 });
    const code = onDemand<{ answer: number }>(importer);
    await expect(code.load()).rejects.toThrow("offline");
    expect(code.get()).toBeUndefined();
    expect(await code.load()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
