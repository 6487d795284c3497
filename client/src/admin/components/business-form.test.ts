import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-client";
import { makeBusiness } from "../../test/fixtures";
import { checkChanges, formValuesOf, serverFieldErrors, type BusinessFormValues } from "./business-form";

const initial = formValuesOf(makeBusiness({ rating: null, reviewCount: 3, email: "old@example.com" }));
const check = (changes: Partial<BusinessFormValues>) => checkChanges(initial, { ...initial, ...changes });

describe("checkChanges", () => {
  it("when fields change, then only they are sent, trimmed, with blank text as null", () => {
    expect(check({ city: "  Dallas ", email: "   ", website: " https://x.example ", rating: "4.2", reviewCount: "7" })).toEqual({
      ok: true,
      changes: { city: "Dallas", email: null, website: "https://x.example", rating: 4.2, reviewCount: 7 },
    });
  });

  it.each([
    [{ rating: "5.1" }, "rating", "Rating must be a number from 1 to 5"],
    [{ rating: "0" }, "rating", "Rating must be a number from 1 to 5"],
    [{ rating: "-1" }, "rating", "Rating must be a number from 1 to 5"],
    [{ reviewCount: "2.5" }, "reviewCount", "Review count must be a whole number"],
    [{ reviewCount: "" }, "reviewCount", "Review count is required"],
    [{ category: "  " }, "category", "Category is required"],
    [{ website: "ftp://files.example" }, "website", "Website must be an http(s) URL"],
  ] as const)("when %j, then %s says %j", (changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("when the rating is emptied, then it is sent as no rating", () => {
    const rated = formValuesOf(makeBusiness({ rating: 4 }));
    expect(checkChanges(rated, { ...rated, rating: "" })).toEqual({ ok: true, changes: { rating: null } });
  });
});

describe("serverFieldErrors", () => {
  it("when a 400 names fields, then each gets its first message, and unknown keys go to the form", () => {
    const error = new ApiError(
      400,
      JSON.stringify({ message: "Invalid body", errors: { rating: ["Too big: expected number to be <=5"], body: ["must change at least one field"] } }),
    );
    expect(serverFieldErrors(error)).toEqual({ rating: "Rating: Too big: expected number to be <=5", form: "must change at least one field" });
  });

  it("when the body is not JSON or has no errors, or the failure is not the server's, then there are none", () => {
    expect(serverFieldErrors(new ApiError(500, "Internal Server Error"))).toEqual({});
    expect(serverFieldErrors(new ApiError(404, '{"message":"Business not found"}'))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, '{"message":"Invalid body","errors":"rating"}'))).toEqual({});
    expect(serverFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
  });
});
