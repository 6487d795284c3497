import { useCategoryCities } from "../../api/cities";
import { CountLinks } from "../ui/count-links";

/**
 * "Top towns for Restaurants": the towns with most of the category, each linking the category's
 * page in that town. Drawn after the list, so it never moves the cards while it loads; nothing
 * at all where the read fails.
 */
export function TopTowns({ slug, title }: { slug: string; title: string }) {
  const { data } = useCategoryCities(slug);
  if (!data || data.towns.length === 0) return null;
  return (
    <section aria-labelledby="top-towns" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="top-towns" className="text-xl font-semibold text-slate-900">
        Top towns for {title}
      </h2>
      <div className="mt-4">
        <CountLinks links={data.towns} label={`Towns for ${title}`} />
      </div>
    </section>
  );
}
