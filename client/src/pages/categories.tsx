import { Link } from "wouter";
import type { CategorySummary } from "@shared/api";
import { categoryGroups, defaultGroupSlug } from "@shared/categories";
import { countOf, fullCount } from "@shared/format";
import { staticMeta } from "@shared/page-meta";
import { categoryPath, paths } from "@shared/paths";
import { categoriesTrail } from "@shared/breadcrumbs";
import { breadcrumbsJsonLd } from "@shared/structured-data";
import { useCategories } from "../api/categories";
import { useSite } from "../api/site";
import { useSiteName } from "../components/content/site-name";
import { Seo } from "../components/seo";
import { LoadErrorView } from "../components/ui/failure-views";
import { MessageView } from "../components/ui/state-views";

interface GroupOfCategories {
  slug: string;
  name: string;
  businessCount: number;
  categories: CategorySummary[];
}

/** The categories under their broad groups, in the groups' own order; each group's categories A to Z. */
function grouped(categories: CategorySummary[]): GroupOfCategories[] {
  const known = new Set(categoryGroups.map((g) => g.slug));
  return categoryGroups
    .map((group) => {
      // A group slug the site no longer knows (rules changed since an import) is shown with the default group.
      const members = categories.filter((c) => c.group === group.slug || (group.slug === defaultGroupSlug && !known.has(c.group)));
      return {
        slug: group.slug,
        name: group.name,
        businessCount: members.reduce((sum, c) => sum + c.businessCount, 0),
        // Not localeCompare: the page's first Intl collator costs more than the sort (see shared/format.ts).
        categories: members.toSorted((a, b) => (a.category.toLowerCase() < b.category.toLowerCase() ? -1 : 1)),
      };
    })
    .filter((group) => group.categories.length > 0);
}

const groupHeadingId = (slug: string) => `group-${slug}`;

function CategoryGroupSection({ group }: { group: GroupOfCategories }) {
  const id = groupHeadingId(group.slug);
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        <Link href={categoryPath(group.slug)} className="underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-700">
          {group.name}
        </Link>{" "}
        <span className="text-base font-normal text-slate-600">({countOf(group.businessCount, "business", "businesses")})</span>
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {group.categories.map((c) => (
          <li key={c.slug}>
            {/* Underlined: beside its count, color alone would not tell the link from the text (axe: link-in-text-block). */}
            <Link href={categoryPath(c.slug)} className="text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700">
              {c.category}
            </Link>{" "}
            <span className="text-sm text-slate-600">({fullCount(c.businessCount)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every category with its count, under its broad group: the browse filter and the header list only the largest. */
export function CategoriesPage() {
  const query = useCategories();
  const siteName = useSiteName();
  const siteUrl = useSite().data?.siteUrl ?? window.location.origin;
  const { data } = query;
  if (query.isError) return <LoadErrorView title="Categories could not be loaded" query={query} />;
  const groups = data ? grouped(data) : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo {...staticMeta(paths.categories, siteName)} path={paths.categories} jsonLd={breadcrumbsJsonLd(categoriesTrail(), siteUrl)} />
      <h1 className="text-3xl font-bold text-slate-900">All Categories</h1>
      <p className="mt-2 min-h-6 text-slate-600">{data && `${countOf(data.length, "category", "categories")} with listed businesses`}</p>
      {groups === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading categories" className="mt-8 min-h-screen animate-pulse rounded-xl bg-slate-100" />
      ) : groups.length === 0 ? (
        <MessageView title="No categories yet">No businesses are listed yet.</MessageView>
      ) : (
        <>
          <nav aria-label="Groups" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.slug}>
                  <a
                    href={`#${groupHeadingId(group.slug)}`}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
                  >
                    {group.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-8 space-y-10">
            {groups.map((group) => (
              <CategoryGroupSection key={group.slug} group={group} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
