import { describe, expect, it } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, convertWithLibreOffice, csvText, libreOffice } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

/**
 * Files written by a real spreadsheet program rather than by SheetJS itself.
 * Skipped where LibreOffice is not installed (it is not a dependency of the project).
 */
const context = useTestApp(testAdmin);

describe.skipIf(!libreOffice)("POST /api/admin/import with files saved by LibreOffice", () => {
  it.each(["xls", "xlsx"] as const)(
    "when LibreOffice saved the sheet as .%s, then its rows import with their values",
    async (format) => {
      const agent = await loginAgent(context);
      const rows = [
        businessRow({ name: `Café Zoë ${uniqueToken()}`, postal_code: "02134", reviews: 1234, rating: 4.2 }),
        businessRow({ working_hours: "Monday:9AM-5PM|Tuesday:Closed", rating: "" }),
      ];
      const file = convertWithLibreOffice(csvText(rows), format);
      const result = await importFile(agent, file, `libreoffice.${format}`);
      expect(result.stats).toMatchObject({ imported: 2, duplicatesSkipped: 0, totalErrors: 0 });
      const first = await fetchByPlaceId(context, String(rows[0]?.place_id));
      // LibreOffice reads 02134 as the number 2134; the importer pads US ZIPs back to five digits.
      expect(first).toMatchObject({ name: rows[0]?.name, zipCode: "02134", reviewCount: 1234, rating: 4.2 });
      const second = await fetchByPlaceId(context, String(rows[1]?.place_id));
      expect(second).toMatchObject({ rating: null, openingHours: { Monday: "9AM-5PM", Tuesday: "Closed" } });
    },
    180_000,
  );
});
