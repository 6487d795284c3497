import { Download } from "lucide-react";

export const importTemplateUrl = "/api/admin/import-template";

/** The spec's import columns in order (server/spreadsheet/columns.ts; a test keeps the two in step). */
export const guideColumns: { name: string; required: boolean; about: string }[] = [
  { name: "name", required: true, about: "Business name; every row needs one." },
  { name: "category", required: true, about: "For example Bakery or Plumber." },
  { name: "full_address", required: true, about: "Street, city, state and ZIP, separated by commas." },
  { name: "postal_code", required: true, about: "ZIP or postal code." },
  { name: "country", required: true, about: "Country name, for example United States." },
  { name: "phone", required: false, about: "Phone number." },
  { name: "rating", required: true, about: "A number from 1 to 5; may be left empty." },
  { name: "reviews", required: true, about: "Number of reviews, a whole number." },
  { name: "photo", required: false, about: "Photo address (http or https)." },
  { name: "working_hours", required: true, about: "Opening hours, in one of the formats below." },
  { name: "about", required: false, about: "Description text." },
  { name: "place_id", required: true, about: "Unique ID of the place; every row needs one." },
  { name: "location_link", required: false, about: "Map link (http or https)." },
];

const code = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900";

/** What a spreadsheet must look like, with the template to start from. */
export function FormatGuide() {
  return (
    <section aria-labelledby="format-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="format-heading" className="text-lg font-semibold text-slate-900">
        Spreadsheet format
      </h2>
      <p className="mt-2 text-slate-700">
        Accepted files: .xlsx, .xls and .csv, up to 50 MB by default. The first row holds the column names (case and spaces do not
        matter); the columns marked required must be present. Columns of an export (city, site, email…) are read too; others are
        ignored. Further sheets with the same header row are read too.
      </p>
      <a
        href={importTemplateUrl}
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
              <th scope="col" className="py-2 pr-3 font-medium">Column</th>
              <th scope="col" className="py-2 pr-3 font-medium">Required</th>
              <th scope="col" className="py-2 font-medium">Contents</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {guideColumns.map((column) => (
              <tr key={column.name}>
                <th scope="row" className="py-2 pr-3 align-top font-normal">
                  <code className={`${code} whitespace-nowrap`}>{column.name}</code>
                </th>
                <td className="py-2 pr-3 align-top">{column.required ? "Required" : "Optional"}</td>
                <td className="py-2 align-top">{column.about}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>
          <strong>place_id is unique:</strong> a row whose place_id is already in the directory, or earlier in the file, is skipped
          and counted as a duplicate.
        </li>
        <li>
          <strong>rating</strong> is 1 to 5 (decimals allowed) or empty; any other value makes the row an error.
        </li>
        <li>
          <strong>working_hours</strong> as <code className={`${code} break-words`}>Monday: 9 AM-5 PM | Tuesday: 9 AM-5 PM</code> or as JSON, e.g.{" "}
          <code className={`${code} break-words`}>{'{"Monday": "9 AM-5 PM", "Sunday": "Closed"}'}</code> (a list of times per day also works). Use
          English day names.
        </li>
        <li>
          <strong>menu_link</strong>, <strong>reservation_links</strong> and <strong>order_links</strong> (Outscraper&apos;s
          names; its <code className={code}>booking_appointment_link</code> is read as a reservation link): one link, several separated
          by commas, or a JSON list, up to 10 of a kind. <strong>other_hours</strong> as JSON hours per kind, e.g.{" "}
          <code className={`${code} break-words`}>{'{"Delivery": {"Monday": "11 AM-9 PM"}}'}</code>, or a list of such objects.
        </li>
        <li>
          Links that are not http(s) addresses, or are longer than 2,000 characters, are dropped from their row; the rest of the row
          is imported. A menu, reservation or order link written as a bare host name (book.example.com) is read as https.
        </li>
        <li>Rows with errors are listed by row number after the upload; the other rows are still imported.</li>
      </ul>
    </section>
  );
}
