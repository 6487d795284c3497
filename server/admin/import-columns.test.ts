import { beforeAll, describe, expect, it } from "vitest";
import { errorResponse } from "../../shared/api";
import { specImportColumns } from "../../shared/import-columns";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { businessRow, makeXlsx, toGrid } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

/**
 * The format guide marks a column Required from shared/import-columns.ts; these drive
 * every column through the importer, so "Required" there is what the importer refuses.
 */
const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const columns = specImportColumns.map((c) => [c.name, c.required] as const);

describe("POST /api/admin/import: each column is required exactly as the definition says", () => {
  it.each(columns)("when %s is empty on a row (required: %s), then the row is refused only if required", async (name, required) => {
    const full = businessRow();
    const emptied = businessRow({ [name]: "" });
    const result = await importFile(agent, makeXlsx([full, emptied]), `empty-${name}.xlsx`);
    if (required) {
      expect(result.stats).toMatchObject({ imported: 1, totalErrors: 1 });
      expect(result.errors).toEqual([{ row: 3, message: `${name} is empty` }]);
    } else {
      expect(result.stats).toMatchObject({ imported: 2, totalErrors: 0 });
      await fetchByPlaceId(context, String(emptied.place_id));
    }
  });

  it.each(columns)("when the file has no %s column (required: %s), then it is refused only if required", async (name, required) => {
    const { [name]: _left, ...row } = businessRow();
    const res = await upload(agent, makeXlsx(toGrid([row])), `without-${name}.xlsx`);
    if (required) {
      expect(res.status).toBe(400);
      expect(errorResponse.parse(res.body).message).toBe(`Missing required columns: ${name}`);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    }
  });
});
