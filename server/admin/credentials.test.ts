import { describe, expect, it } from "vitest";
import { credentialsChecker, hashPassword, isPasswordHash } from "./credentials";

describe("credentialsChecker", () => {
  it("when a plain password is configured, then only the exact pair passes", () => {
    const check = credentialsChecker({ username: "operator", password: "correct horse battery" });
    expect(check("operator", "correct horse battery")).toBe(true);
    expect(check("operator", "correct horse batter")).toBe(false);
    expect(check("Operator", "correct horse battery")).toBe(false);
    expect(check("", "")).toBe(false);
  });

  it("when a scrypt hash is configured, then the password it was made from passes", () => {
    const hash = hashPassword("correct horse battery");
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain("correct");
    const check = credentialsChecker({ username: "operator", passwordHash: hash });
    expect(check("operator", "correct horse battery")).toBe(true);
    expect(check("operator", "wrong horse battery")).toBe(false);
    expect(check("intruder", "correct horse battery")).toBe(false);
  });
});
