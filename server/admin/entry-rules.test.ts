import { beforeAll, describe, expect, it } from "vitest";
import { maxLinkLength, maxReviewCount, ratingRule } from "../../shared/business-rules";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { insertBusinesses } from "../test/businesses";
import { businessRow, makeXlsx, type SheetRow } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

/** The edit form (PATCH) and the import apply one set of rules (shared/business-rules.ts): what one refuses, the other does too. */
const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

async function patch(body: Record<string, unknown>) {
  const [row] = await insertBusinesses(context, [{}]);
  if (!row) throw new Error("row not inserted");
  return agent.patch(`/api/admin/businesses/${row.id}`).send(body);
}

/** Imports one row beside a valid one; the answer and the stored business, when there is one. */
async function importRow(overrides: SheetRow) {
  const row = businessRow(overrides);
  const result = await importFile(agent, makeXlsx([businessRow(), row]), "rules.xlsx");
  const stored = result.stats.imported === 2 ? await fetchByPlaceId(context, String(row.place_id)) : null;
  return { result, stored };
}

const longLink = `https://example.com/${"a".repeat(maxLinkLength)}`;

describe("one rule for the edit form and the import", () => {
  it.each([0, 5.5, -1])("when the rating is %s, then the edit is refused and so is the import row, with the same rule", async (rating) => {
    const edit = await patch({ rating });
    expect(edit.status).toBe(400);
    expect(edit.body.errors.rating).toEqual([`must be ${ratingRule}`]);
    const { result } = await importRow({ rating });
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 1 });
    expect(result.errors[0]?.message).toContain(`rating must be ${ratingRule}`);
  });

  it.each([1, 5, null])("when the rating is %s, then both the edit and the import take it", async (rating) => {
    const edit = await patch({ rating });
    expect(edit.status).toBe(200);
    expect(edit.body.rating).toBe(rating);
    expect((await importRow({ rating })).stored?.rating).toBe(rating);
  });

  it("when the address is empty, then both keep the business with no address", async () => {
    const edit = await patch({ address: null });
    expect(edit.status).toBe(200);
    expect(edit.body.address).toBeNull();
    const { stored } = await importRow({ full_address: "" });
    expect(stored?.address).toBeNull();
  });

  it("when the category is empty, then both refuse", async () => {
    const edit = await patch({ category: "  " });
    expect(edit.status).toBe(400);
    expect(edit.body.errors.category).toEqual(["is required"]);
    const { result } = await importRow({ category: "" });
    expect(result.errors[0]?.message).toBe("category is empty");
  });

  it("when the review count is past the maximum, then both refuse", async () => {
    expect((await patch({ reviewCount: maxReviewCount + 1 })).status).toBe(400);
    expect((await patch({ reviewCount: maxReviewCount })).status).toBe(200);
    const { result } = await importRow({ reviews: String(maxReviewCount + 1) });
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 1 });
    expect(result.errors[0]?.message).toMatch(/^reviews must be a whole number/);
  });

  it("when the website is longer than the link limit, then the edit refuses it and the import leaves it out", async () => {
    const edit = await patch({ website: longLink });
    expect(edit.status).toBe(400);
    expect(Object.keys(edit.body.errors)).toEqual(["website"]);
    const { result, stored } = await importRow({ site: longLink, photo: longLink });
    expect(result.stats).toMatchObject({ imported: 2, urlsDropped: 2 });
    expect(stored).toMatchObject({ website: null, photos: [] });
  });

  it("when the e-mail is not an address, then the edit refuses it and the import leaves it out", async () => {
    const edit = await patch({ email: "not an address" });
    expect(edit.status).toBe(400);
    expect(edit.body.errors.email).toEqual(["must be an e-mail address"]);
    const { stored } = await importRow({ email: "not an address" });
    expect(stored?.email).toBeNull();
    expect((await importRow({ email: "hello@crumbs.example" })).stored?.email).toBe("hello@crumbs.example");
  });

  it("when the opening hours name a day that is not a weekday, then the edit refuses and the import ignores that day", async () => {
    const edit = await patch({ openingHours: { Funday: "9AM-5PM" } });
    expect(edit.status).toBe(400);
    expect(Object.keys(edit.body.errors)).toEqual(["openingHours"]);
    const { stored } = await importRow({ working_hours: JSON.stringify({ Funday: "9AM-5PM", Monday: "9AM-5PM" }) });
    expect(stored?.openingHours).toEqual({ Monday: "9AM-5PM" });
  });
});
