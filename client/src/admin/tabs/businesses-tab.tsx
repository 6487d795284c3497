import { useId, useRef, useState } from "react";
import { trashKeepDays } from "@shared/admin-api";
import type { Business } from "@shared/api";
import { adminPageSize } from "@shared/constants";
import { useCategories } from "../../api/categories";
import { useCountries } from "../../api/countries";
import { serverMessage } from "../../api/api-client";
import { useAdminBusinesses, useDeleteBusiness, type AdminListFilters } from "../api/admin-data";
import { AdminPager } from "../components/admin-pager";
import { BusinessFilters, type FilterValues } from "../components/business-filters";
import { BusinessTable } from "../components/business-table";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EditBusinessDialog } from "../components/edit-business-dialog";
import { ExportButtons } from "../components/export-buttons";
import { useDeleteToast } from "../components/undo-delete";
import { toast } from "../toast-store";

const firstPage: AdminListFilters = { search: "", country: "all", category: "all", status: "all", page: 1 };

interface RowTarget {
  business: Business;
  /** The button that opened the dialog, to get focus back when it closes. */
  trigger: HTMLElement;
}

/** Businesses: filters, the table, the pager, export, and the edit and delete dialogs. */
export function BusinessesTab() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [filters, setFilters] = useState<AdminListFilters>(firstPage);
  const [editing, setEditing] = useState<RowTarget | null>(null);
  const [deleting, setDeleting] = useState<RowTarget | null>(null);
  const list = useAdminBusinesses(filters);
  const countries = useCountries().data ?? [];
  const categories = useCategories().data ?? [];
  const remove = useDeleteBusiness();
  const deleted = useDeleteToast();

  // After a delete empties the last page, show the page that is now last.
  const totalPages = list.data?.totalPages ?? 0;
  if (list.data && !list.isPlaceholderData && totalPages > 0 && filters.page > totalPages) {
    setFilters({ ...filters, page: totalPages });
  }

  /** Closes a dialog; if the row that opened it is gone (deleted, or filtered out by an edit), focus goes to the heading. */
  const close = (setTarget: (target: null) => void) => {
    setTarget(null);
    setTimeout(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
  };

  const changeFilters = (changes: Partial<FilterValues>) => setFilters((current) => ({ ...current, ...changes, page: 1 }));

  const confirmDelete = async () => {
    if (!deleting) return;
    const { business } = deleting;
    try {
      const result = await remove.mutateAsync(business.id);
      deleted(result, "Business deleted", `${business.name} was moved to the trash.`);
      close(setDeleting);
    } catch (error) {
      toast({ title: "Delete failed", description: serverMessage(error, "Failed to delete business"), variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          Businesses
        </h2>
        <ExportButtons country={filters.country === "all" ? undefined : filters.country} />
      </div>
      <BusinessFilters filters={filters} countries={countries} categories={categories} onChange={changeFilters} />
      <BusinessTable
        businesses={list.data?.businesses}
        loading={list.isPending}
        error={list.isError ? serverMessage(list.error, list.error.message) : undefined}
        refreshing={list.isPlaceholderData}
        onEdit={(business, trigger) => setEditing({ business, trigger })}
        onDelete={(business, trigger) => setDeleting({ business, trigger })}
      />
      {list.data ? (
        <AdminPager page={filters.page} pageSize={adminPageSize} totals={list.data} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
      ) : (
        <div className="h-10" aria-hidden />
      )}
      {editing && <EditBusinessDialog business={editing.business} returnFocus={editing.trigger} onClose={() => close(setEditing)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete business"
          message={`Delete ${deleting.business.name}? It goes to the trash, where it can be restored for ${trashKeepDays} days.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          returnFocus={deleting.trigger}
          onConfirm={confirmDelete}
          onCancel={() => close(setDeleting)}
        />
      )}
    </section>
  );
}
