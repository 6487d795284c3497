import { beforeAll, describe, expect, it } from "vitest";
import { businessHistory } from "../../shared/admin-api";
import { business } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import { dayHoursRule, weekdays } from "../../shared/opening-hours";
import { phoneRule } from "../../shared/phone";
import { loginAgent, testAdmin } from "../test/admin-agent";
import type { Agent } from "../test/admin-import";
import { insertBusinesses } from "../test/businesses";
import { useTestApp } from "../test/test-app";

/** Hours, status and phone through PATCH, checked by the rules the import applies (shared/). */
const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const always = Object.fromEntries(weekdays.map((day) => [day, "Open 24 hours"]));

async function newBusiness() {
  const [row] = await insertBusinesses(context, [{ openingHours: always, timeZone: "America/Chicago", businessStatus: "OPERATIONAL" }]);
  if (!row) throw new Error("row not inserted");
  return row;
}

const publicBusiness = async (id: number) => business.parse((await context.request.get(`/api/businesses/${id}`).expect(200)).body);

describe("PATCH /api/admin/businesses/{id}: hours, status and phone", () => {
  it("when a day's hours cannot be read, then 400 names the opening hours and the day, and nothing is stored", async () => {
    const row = await newBusiness();
    const res = await agent.patch(`/api/admin/businesses/${row.id}`).send({ openingHours: { Monday: "9AM-5PM", Tuesday: "nonsense" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ openingHours: [`Tuesday must be ${dayHoursRule}`] });
    expect((await publicBusiness(row.id)).openingHours).toEqual(always);
  });

  it("when the status is not one of the known ones, then 400 names it", async () => {
    const row = await newBusiness();
    const res = await agent.patch(`/api/admin/businesses/${row.id}`).send({ businessStatus: "CLOSED_FOREVER" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["businessStatus"]);
  });

  it("when the phone is not a dialable number, then 400 names it", async () => {
    const row = await newBusiness();
    const res = await agent.patch(`/api/admin/businesses/${row.id}`).send({ phone: '=HYPERLINK("http://evil.example.com","call")' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ phone: [phoneRule] });
  });

  it("when valid hours and a permanent closure are saved, then both are in the history and the business shows as closed", async () => {
    const row = await newBusiness();
    expect((await publicBusiness(row.id)).isOpen).toBe(true);
    const hours = { Monday: "9AM-5PM", Tuesday: "11AM-2PM, 5-10PM", Sunday: "Closed" };
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ openingHours: hours, businessStatus: "CLOSED_PERMANENTLY" }).expect(200);

    const shown = await publicBusiness(row.id);
    expect(shown).toMatchObject({ openingHours: hours, businessStatus: "CLOSED_PERMANENTLY", isOpen: null });
    const edits = businessHistory.parse((await agent.get(apiPaths.admin.businessHistory(row.id)).expect(200)).body).edits;
    expect(edits[0]?.changes).toEqual([
      { field: "businessStatus", previous: "OPERATIONAL", next: "CLOSED_PERMANENTLY" },
      { field: "openingHours", previous: always, next: hours },
    ]);
  });

  it("when the status and hours are cleared, then the business has neither", async () => {
    const row = await newBusiness();
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ openingHours: null, businessStatus: null }).expect(200);
    expect(await publicBusiness(row.id)).toMatchObject({ openingHours: null, businessStatus: null, isOpen: null });
  });
});
