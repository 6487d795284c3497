import { Download } from "lucide-react";
import { apiPaths } from "@shared/api-paths";
import { maxLinkLength, maxLinksPerKind } from "@shared/business-rules";
import { fullCount } from "@shared/format";
import { bookingColumn, extraImportColumns, headersOf, specImportColumns, type ImportColumn } from "@shared/import-columns";

const code = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900";

/** The other headers a column is read from, as "type or subtypes". */
function aliasText(column: ImportColumn): string | null {
  const others = headersOf(column).filter((header) => header !== column.name);
  return others.length ? others.join(" or ") : null;
}

function ColumnRow({ column }: { column: ImportColumn }) {
  const aliases = aliasText(column);
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 align-top font-normal">
        <code className={`${code} whitespace-nowrap`}>{column.name}</code>
      </th>
      <td className="py-2 pr-3 align-top">{column.required ? "Required" : "Optional"}</td>
      <td className="space-y-1 py-2 align-top">
        <p>
          {column.description} {column.rule}
        </p>
        {aliases && <p className="text-slate-600">Also read from: {aliases}.</p>}
        {column.example && (
          <p className="text-slate-600">
            Example: <code className={`${code} break-words`}>{column.example}</code>
          </p>
        )}
      </td>
    </tr>
  );
}

/** What a spreadsheet must look like, with the template to start from; the columns and their rules come from shared/import-columns.ts. */
export function FormatGuide() {
  return (
    <section aria-labelledby="format-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="format-heading" className="text-lg font-semibold text-slate-900">
        Spreadsheet format
      </h2>
      <p className="mt-2 text-slate-700">
        Accepted files: .xlsx, .xls and .csv, up to 50 MB by default. The first row holds the column names (case and spaces do not matter). A required column
        must be present and filled on every row; a row without it is listed as an error. Optional columns may be absent or empty. Further sheets with the same
        header row are read too.
      </p>
      <a
        href={apiPaths.admin.importTemplate}
        download
        className="mt-3 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Download aria-hidden className="size-4" /> Download the template (.xlsx)
      </a>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">Import columns</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Column
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Required
              </th>
              <th scope="col" className="py-2 font-medium">
                Contents
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {specImportColumns.map((column) => (
              <ColumnRow key={column.name} column={column} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>
          The columns of an export are read too, all optional:{" "}
          {extraImportColumns.map((column, i) => (
            <span key={column.name}>
              {i > 0 && ", "}
              <code className={code}>{column.name}</code>
            </span>
          ))}
          . Other columns are ignored.
        </li>
        <li>
          <strong>menu_link</strong>, <strong>reservation_links</strong> and <strong>order_links</strong> (Outscraper&apos;s names; its{" "}
          <code className={code}>{bookingColumn}</code> is read as a reservation link): one link, several separated by commas, or a JSON list, up to{" "}
          {maxLinksPerKind} of a kind. <strong>other_hours</strong> as JSON hours per kind, e.g.{" "}
          <code className={`${code} break-words`}>{'{"Delivery": {"Monday": "11 AM-9 PM"}}'}</code>, or a list of such objects.
        </li>
        <li>
          Links that are not http(s) addresses, or are longer than {fullCount(maxLinkLength)} characters, are dropped from their row; the rest of the row is
          imported. A menu, reservation or order link written as a bare host name (book.example.com) is read as https.
        </li>
        <li>Rows with errors are listed by row number after the upload; the other rows are still imported.</li>
      </ul>
    </section>
  );
}
