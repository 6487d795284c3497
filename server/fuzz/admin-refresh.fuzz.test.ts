import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { businessRow, makeCsv, type ImportRow } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";
import { fuzzOptions, hostileText, seeds, urlPart } from "./fuzz-kit";

/**
 * Issue 41: the import's `existing` parameter (skip or update the businesses already listed), fed
 * hostile values and refreshes of hostile cells: only 200, 202 or 400 come back, never a 5xx, and
 * a refresh stores what it takes as text.
 */

const context = useTestApp(testAdmin);
const options = (numRuns: number) => fuzzOptions(seeds.admin, numRuns);
let agent: Agent;
let listed: ImportRow[];
beforeAll(async () => {
  agent = await loginAgent(context);
  listed = Array.from({ length: 4 }, () => businessRow());
  await importFile(agent, makeCsv(listed), "listed.csv");
});

/** Text a CSV cell carries unchanged: printable, no leading or trailing space, no line break. */
const plain = /^(?=\S)[\x20-\x7e]*(?<=\S)$/;

const existingValue = fc.oneof(
  { arbitrary: fc.constantFrom("skip", "update", "UPDATE", "update ", "", "skip,update", "update&existing=skip", "existing"), weight: 3 },
  { arbitrary: urlPart, weight: 2 },
);

describe("fuzzing the refresh import", () => {
  it("POST /api/admin/import?existing=random answers 200, 202 or 400, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(existingValue, fc.boolean(), async (existing, asJob) => {
        const query = `existing=${existing}${asJob ? "&mode=job" : ""}`;
        const res = await upload(agent, makeCsv([{ ...(listed[0] as ImportRow), rating: 3.1 }]), "fuzz.csv").query(query);
        expect([200, 202, 400], `${query}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      }),
      options(25),
    );
  });

  it("refreshes of hostile names, descriptions, phones and links answer 200 or 400 and store plain text as it came", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 1, 2, 3), hostileText, hostileText, hostileText, async (index, name, description, link) => {
        const row = listed[index] as ImportRow;
        const file = makeCsv([{ ...row, name: `N ${name}`, description, phone: link, site: link, menu_link: link }]);
        const res = await upload(agent, file, "hostile.csv").query({ existing: "update" });
        // A NUL makes the file no spreadsheet at all (400).
        expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
        if (res.status !== 200 || !plain.test(name)) return;
        expect((await fetchByPlaceId(context, String(row.place_id))).name).toBe(`N ${name}`);
      }),
      options(25),
    );
  });
});
