import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorResponse } from "../../shared/api";
import { suggestions } from "../../shared/schema";
import { suggestionAccepted, type SubmissionRequest, type SuggestionRequest } from "../../shared/suggestions";
import { solvedAltcha } from "../test/altcha-solver";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { testOrigin, useTestApp } from "../test/test-app";

const context = useTestApp({}, { suggestionsPerHour: 1000 });

async function listed() {
  const [row] = await insertBusinesses(context, [{ phone: "+1 217-555-0100", website: "https://before.test" }]);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Sends a suggestion with a solved check, expecting `status`. */
const suggest = async (id: number, body: Omit<SuggestionRequest, "altcha">, status: number) =>
  context.request
    .post(`/api/businesses/${id}/suggestions`)
    .set("Origin", testOrigin)
    .send({ altcha: await solvedAltcha(context.request), ...body })
    .expect(status);

const stored = async (id: number) => {
  const [row] = await context.database.db.select().from(suggestions).where(eq(suggestions.id, id));
  return row;
};

const fieldsOf = (body: unknown) => Object.keys(errorResponse.parse(body).errors ?? {});

describe("POST /api/businesses/{id}/suggestions", () => {
  it("when a visitor suggests a new phone, then 202 with the item's id, stored open with only that change", async () => {
    const business = await listed();
    const res = await suggest(business.id, { report: "edit", changes: { phone: "+1 217-555-0199" }, note: "They changed numbers" }, 202);
    const { id } = suggestionAccepted.parse(res.body);
    expect(await stored(id)).toMatchObject({
      kind: "edit",
      businessId: business.id,
      changes: { phone: "+1 217-555-0199" },
      notes: ["They changed numbers"],
      reports: 1,
      status: "open",
      contactEmail: null,
    });
  });

  it("when closed or moved is reported, then the item is kind closed with the status, or moved with the new address only", async () => {
    const business = await listed();
    const closed = suggestionAccepted.parse((await suggest(business.id, { report: "permanently-closed" }, 202)).body);
    const paused = suggestionAccepted.parse((await suggest(business.id, { report: "temporarily-closed" }, 202)).body);
    const moved = suggestionAccepted.parse(
      (await suggest(business.id, { report: "moved", changes: { address: "9 New Rd", zipCode: "62702", phone: "+1 217-555-0111" } }, 202)).body,
    );
    expect(await stored(closed.id)).toMatchObject({ kind: "closed", changes: { businessStatus: "CLOSED_PERMANENTLY" } });
    expect(await stored(paused.id)).toMatchObject({ kind: "closed", changes: { businessStatus: "CLOSED_TEMPORARILY" } });
    expect((await stored(moved.id))?.changes).toEqual({ address: "9 New Rd", zipCode: "62702" });
  });

  it("when a field is wrong, then 400 names that field", async () => {
    const business = await listed();
    const cases: [Omit<SuggestionRequest, "altcha">, string][] = [
      [{ report: "edit", changes: { phone: "call us" } }, "changes.phone"],
      [{ report: "edit", changes: { website: "javascript:alert(1)" } }, "changes.website"],
      [{ report: "edit", changes: { openingHours: { Monday: "whenever" } } }, "changes.openingHours"],
      [{ report: "edit", changes: {} }, "changes"],
      [{ report: "edit", changes: { phone: "+1 217-555-0199" }, note: "x".repeat(1001) }, "note"],
      [{ report: "gone" as "moved" }, "report"],
    ];
    for (const [body, field] of cases) {
      const res = await suggest(business.id, body, 400);
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual([expect.stringMatching(new RegExp(`^${field}`))]);
    }
  });

  it("when the business does not exist, then 404", async () => {
    await suggest(999_999_999, { report: "permanently-closed" }, 404);
  });

  it("when the hidden homepage field is filled, then 400 naming it and nothing is stored", async () => {
    const business = await listed();
    const res = await suggest(business.id, { report: "permanently-closed", homepage: "http://spam.test" }, 400);
    expect(fieldsOf(res.body)).toEqual(["homepage"]);
    expect(await context.database.db.select().from(suggestions).where(eq(suggestions.businessId, business.id))).toEqual([]);
  });

  it("when visitors send the same change, then it is one item counting the reports and keeping their notes", async () => {
    const business = await listed();
    const hours = { Monday: "9AM-5PM", Tuesday: "9AM-6PM" };
    const first = suggestionAccepted.parse((await suggest(business.id, { report: "edit", changes: { openingHours: hours }, note: "first" }, 202)).body);
    const again = suggestionAccepted.parse(
      (await suggest(business.id, { report: "edit", changes: { openingHours: { Tuesday: "9AM-6PM", Monday: "9AM-5PM" } }, note: "second" }, 202)).body,
    );
    const other = suggestionAccepted.parse((await suggest(business.id, { report: "edit", changes: { openingHours: { Monday: "9AM-4PM" } } }, 202)).body);
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(await stored(first.id)).toMatchObject({ reports: 2, notes: ["first", "second"] });
  });

  it("when a suggestion is taken, then the public page still shows the listing unchanged", async () => {
    const business = await listed();
    const before = (await context.request.get(`/api/businesses/${business.id}`).expect(200)).body as unknown;
    await suggest(business.id, { report: "edit", changes: { phone: "+1 217-555-0142", website: "https://after.test" } }, 202);
    await suggest(business.id, { report: "permanently-closed" }, 202);
    await context.recountFacets();
    expect((await context.request.get(`/api/businesses/${business.id}`).expect(200)).body).toEqual(before);
  });

  it("when the text is hostile, then it is stored exactly as sent", async () => {
    const business = await listed();
    const note = `<script>alert("x")</script> '; DROP TABLE suggestions; -- ${uniqueToken()} <img src=x onerror=alert(1)>`;
    const address = `<b onmouseover="alert(1)">1 Main</b>`;
    const res = await suggest(business.id, { report: "moved", changes: { address }, note }, 202);
    expect(await stored(suggestionAccepted.parse(res.body).id)).toMatchObject({ notes: [note], changes: { address } });
  });

  it("when another site posts it, then 403", async () => {
    const business = await listed();
    const altcha = await solvedAltcha(context.request);
    await context.request
      .post(`/api/businesses/${business.id}/suggestions`)
      .set("Origin", "https://elsewhere.test")
      .send({ report: "permanently-closed", altcha })
      .expect(403);
  });
});

describe("POST /api/submissions", () => {
  const owner = (): Omit<SubmissionRequest, "altcha"> => ({
    name: `Corner Bakery ${uniqueToken()}`,
    category: "Bakery",
    address: "12 Elm St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    phone: "+1 217-555-0123",
    website: "https://bakery.test",
    openingHours: { Monday: "7AM-3PM" },
    description: "Bread & <em>cakes</em>",
    email: "owner@bakery.test",
  });
  const submit = async (body: Omit<SubmissionRequest, "altcha">, status: number) =>
    context.request
      .post("/api/submissions")
      .set("Origin", testOrigin)
      .send({ altcha: await solvedAltcha(context.request), ...body })
      .expect(status);

  it("when an owner adds a business, then 202 and a submission with the business fields and the e-mail kept apart", async () => {
    const { email, ...business } = owner();
    const { id } = suggestionAccepted.parse((await submit({ ...business, email }, 202)).body);
    expect(await stored(id)).toMatchObject({ kind: "submission", businessId: null, changes: business, contactEmail: email, status: "open" });
  });

  it("when a field is missing or wrong, then 400 names it", async () => {
    const cases: [Partial<SubmissionRequest>, string][] = [
      [{ name: "" }, "name"],
      [{ email: "not-an-address" }, "email"],
      [{ website: "javascript:alert(1)" }, "website"],
      [{ zipCode: "9".repeat(50) }, "zipCode"],
      [{ homepage: "x" }, "homepage"],
    ];
    for (const [change, field] of cases) {
      const res = await submit({ ...owner(), ...change }, 400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
  });
});
