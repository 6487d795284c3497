import { describe, expect, it } from "vitest";
import { credentialsChecker, hashPassword, isPasswordHash } from "./credentials";

describe("credentialsChecker", () => {
  it("when a plain password is configured, then only the exact pair passes", async () => {
    const check = credentialsChecker({ username: "operator", password: "correct horse battery" });
    expect(await check("operator", "correct horse battery")).toBe(true);
    expect(await check("operator", "correct horse batter")).toBe(false);
    expect(await check("Operator", "correct horse battery")).toBe(false);
    expect(await check("", "")).toBe(false);
  });

  it("when a scrypt hash is configured, then the password it was made from passes", async () => {
    const hash = hashPassword("correct horse battery");
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain("correct");
    const check = credentialsChecker({ username: "operator", passwordHash: hash });
    expect(await check("operator", "correct horse battery")).toBe(true);
    expect(await check("operator", "wrong horse battery")).toBe(false);
    expect(await check("intruder", "correct horse battery")).toBe(false);
  });

  it("when hashed passwords are checked, then the server's thread stays free meanwhile (scrypt runs off it)", async () => {
    const check = credentialsChecker({ username: "operator", passwordHash: hashPassword("correct horse battery") });
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    // Eight checks take tens of milliseconds of scrypt; run on this thread, no timer could fire until all were done.
    await Promise.all(Array.from({ length: 8 }, () => check("operator", "wrong horse battery")));
    clearInterval(timer);
    expect(turns).toBeGreaterThan(0);
  });
});
