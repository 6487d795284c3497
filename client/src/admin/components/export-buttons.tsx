import { Download } from "lucide-react";
import { useState } from "react";
import { noCountry } from "@shared/api";
import { apiPaths } from "@shared/api-paths";
import { serverMessage } from "../../api/api-client";
import { downloadFile } from "../api/files";
import { toast } from "../toast-store";
import { Button } from "../../components/ui/button";

/** Export All, and Export {country} when a country is chosen; both wait while a file is being made. */
export function ExportButtons({ country }: { country?: string }) {
  const [busy, setBusy] = useState<"all" | "country" | null>(null);

  const run = async (which: "all" | "country") => {
    setBusy(which);
    try {
      const name = await downloadFile(apiPaths.admin.export, { country: which === "country" ? country : undefined });
      toast({ title: "Export complete", description: `Saved ${name}` });
    } catch (error) {
      toast({ title: "Export failed", description: serverMessage(error, "Failed to export Excel file"), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy !== null}>
      <Button disabled={busy !== null} onClick={() => run("all")}>
        <Download aria-hidden className="size-4" />
        {busy === "all" ? "Exporting..." : "Export All"}
      </Button>
      {country && (
        <Button variant="primary" disabled={busy !== null} onClick={() => run("country")} className="max-w-full">
          <Download aria-hidden className="size-4 shrink-0" />
          <span className="break-words whitespace-normal">
            {busy === "country" ? "Exporting..." : country === noCountry ? "Export No country" : `Export ${country}`}
          </span>
        </Button>
      )}
    </div>
  );
}
