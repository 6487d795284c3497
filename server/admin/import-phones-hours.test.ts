import { beforeAll, describe, expect, it } from "vitest";
import { importJobList } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const junkPhone = '=HYPERLINK("http://evil.example.com","call")';

describe("POST /api/admin/import: phones and hours", () => {
  it("when a phone is not a dialable number, then it is left out of its row and counted, as bad links are", async () => {
    const junk = businessRow({ phone: junkPhone });
    const words = businessRow({ phone: "call us" });
    const good = businessRow({ phone: "(217) 555-0100 ext. 12" });
    const fileName = `phones-${uniqueToken()}.xlsx`;
    const result = await importFile(agent, makeXlsx([junk, words, good]), fileName);
    expect(result.stats).toMatchObject({ imported: 3, totalErrors: 0, urlsDropped: 0, phonesDropped: 2 });
    expect((await fetchByPlaceId(context, String(junk.place_id))).phone).toBeNull();
    expect((await fetchByPlaceId(context, String(words.place_id))).phone).toBeNull();
    expect((await fetchByPlaceId(context, String(good.place_id))).phone).toBe("(217) 555-0100 ext. 12");
    // The job the import tab lists reports the same count.
    const jobs = importJobList.parse((await agent.get(apiPaths.admin.imports).expect(200)).body).imports;
    expect(jobs.find((job) => job.fileName === fileName)).toMatchObject({ phonesDropped: 2, hoursUnreadable: 0 });
  });

  it("when a day's hours cannot be read, then that day is left out, the readable days kept, and the row counted once", async () => {
    const pipes = businessRow({ working_hours: "Monday:9AM-5PM|Tuesday: nonsense|Wednesday: soon" });
    const json = businessRow({ working_hours: JSON.stringify({ Friday: "whenever", Saturday: "10AM-2PM" }) });
    const none = businessRow({ working_hours: "open daily" });
    const result = await importFile(agent, makeCsv([pipes, json, none]), "hours.csv");
    expect(result.stats).toMatchObject({ imported: 3, totalErrors: 0, hoursUnreadable: 3, phonesDropped: 0 });
    expect((await fetchByPlaceId(context, String(pipes.place_id))).openingHours).toEqual({ Monday: "9AM-5PM" });
    expect((await fetchByPlaceId(context, String(json.place_id))).openingHours).toEqual({ Saturday: "10AM-2PM" });
    expect((await fetchByPlaceId(context, String(none.place_id))).openingHours).toBeNull();
  });

  it("when hours and phones are readable, then nothing is counted and they are stored as given", async () => {
    const row = businessRow({ working_hours: JSON.stringify({ Monday: "11AM-2PM, 5-10PM", Sunday: "Closed", Saturday: "Open 24 hours" }) });
    const result = await importFile(agent, makeXlsx([row]), "fine.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, phonesDropped: 0, hoursUnreadable: 0 });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({
      phone: "+1 217-555-0100",
      openingHours: { Monday: "11AM-2PM, 5-10PM", Sunday: "Closed", Saturday: "Open 24 hours" },
    });
  });

  it("when the status is written in words or is unknown, then a known one is stored in Outscraper's form and another left out", async () => {
    const words = businessRow({ business_status: "closed temporarily" });
    const label = businessRow({ business_status: "Permanently closed" });
    const unknown = businessRow({ business_status: "maybe open" });
    await importFile(agent, makeXlsx([words, label, unknown]), "statuses.xlsx");
    expect((await fetchByPlaceId(context, String(words.place_id))).businessStatus).toBe("CLOSED_TEMPORARILY");
    expect((await fetchByPlaceId(context, String(label.place_id))).businessStatus).toBe("CLOSED_PERMANENTLY");
    expect((await fetchByPlaceId(context, String(unknown.place_id))).businessStatus).toBeNull();
  });
});
