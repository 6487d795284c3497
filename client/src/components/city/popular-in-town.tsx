import { useCityCategories } from "../../api/cities";
import { CountLinks } from "../ui/count-links";

/** How many of a town's fine categories follow its groups: the ones with most businesses. */
const finestShown = 12;

/**
 * "Popular in Austin, TX": the town's groups, then its largest fine categories, each linking its
 * page in the town. Drawn after the list, so it never moves the cards while it loads; nothing at
 * all where the read fails or `name` is shared by several towns (`enabled` false).
 */
export function PopularInTown({ name, town, enabled }: { name: string; town: string; enabled: boolean }) {
  const { data } = useCityCategories(name, enabled);
  if (!enabled || !data || data.groups.length + data.categories.length === 0) return null;
  return (
    <section aria-labelledby="popular-in-town" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="popular-in-town" className="text-xl font-semibold text-slate-900">
        Popular in {town}
      </h2>
      <div className="mt-4 space-y-3">
        <CountLinks links={data.groups} label={`Kinds of business in ${town}`} strong />
        <CountLinks links={data.categories.slice(0, finestShown)} label={`Categories in ${town}`} />
      </div>
    </section>
  );
}
