import type { BusinessUpdate } from "../../shared/admin-api";
import type { Business } from "../../shared/api";
import { categoryGroupOf } from "../../shared/categories";
import type { NewBusinessRow } from "../../shared/schema";
import { categorySlug } from "../../shared/slug";
import type { Db } from "../db/database";
import { toBusiness } from "../directory/directory.service";
import type { FacetCache } from "../directory/facets";
import { notFound } from "../http/errors";
import { deleteAllBusinesses, deleteBusiness, updateBusiness } from "./businesses.queries";
import { insertAdminEvent } from "./events.queries";
import { countOf } from "../../shared/format";

export class BusinessAdminService {
  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
  ) {}

  /** Applies a validated partial edit; the slug stays, so published links keep working. */
  async update(id: number, patch: BusinessUpdate): Promise<Business> {
    const values: Partial<NewBusinessRow> = { ...patch };
    if (patch.category) {
      values.categorySlug = categorySlug(patch.category);
      values.categoryGroup = categoryGroupOf(patch.category);
    }
    const row = await updateBusiness(this.db, id, values);
    if (!row) throw notFound("Business not found");
    await insertAdminEvent(this.db, "edit", `Edited ${row.name}`, { id, fields: Object.keys(patch) });
    await this.facets.refresh();
    return toBusiness(row, new Date());
  }

  async remove(id: number): Promise<{ message: string }> {
    const row = await deleteBusiness(this.db, id);
    if (!row) throw notFound("Business not found");
    await insertAdminEvent(this.db, "delete", `Deleted ${row.name}`, { id });
    await this.facets.refresh();
    return { message: `Deleted ${row.name}` };
  }

  async removeAll(): Promise<{ message: string; deleted: number }> {
    const deleted = await this.db.transaction(async (tx) => {
      const count = await deleteAllBusinesses(tx);
      await insertAdminEvent(tx, "delete-all", `Deleted all ${countOf(count, "business", "businesses")}`, { deleted: count });
      return count;
    });
    await this.facets.refresh();
    return { message: `All data deleted: ${countOf(deleted, "business", "businesses")} removed`, deleted };
  }
}
