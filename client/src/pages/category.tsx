import { useSearch } from "wouter";
import { findCategoryGroup } from "@shared/categories";
import { categoryMeta, categoryTitle } from "@shared/page-meta";

export { categoryTitle };
import { apiPaths } from "@shared/api-paths";
import { categoryPath, listViewPath, pagedPath, paths } from "@shared/paths";
import { categoryShareImage } from "@shared/share-images";
import { categoryTrail } from "@shared/breadcrumbs";
import { breadcrumbsJsonLd } from "@shared/structured-data";
import { categorySlug } from "@shared/slug";
import { isNotFound } from "../api/api-client";
import { useCategoryBusinesses } from "../api/businesses";
import { useSite } from "../api/site";
import { listedInText } from "../components/business/count-line";
import { ListWithMap } from "../components/map/list-map-controls";
import { PagedBusinesses } from "../components/business/paged-businesses";
import { TopTowns } from "../components/category/top-towns";
import { useSiteName } from "../components/content/site-name";
import { Seo } from "../components/seo";
import { Breadcrumbs } from "../components/ui/breadcrumbs";
import { LoadErrorView } from "../components/ui/failure-views";
import { MessageView, NotFoundView } from "../components/ui/state-views";
import { listViewFrom } from "@shared/browse-state";

export function CategoryPage({ slug }: { slug: string }) {
  const view = listViewFrom(useSearch());
  const { page, bbox } = view;
  const query = useCategoryBusinesses(slug, page, bbox);
  const { data, isError, error } = query;
  const group = findCategoryGroup(slug);
  const title = group ? group.name : (data?.items[0]?.category ?? categoryTitle(slug));
  const siteName = useSiteName();
  const groupSlug = group?.slug ?? data?.items[0]?.categoryGroup;
  // "RESTAURANTS", "Bar & grill" and "bar-&-grill" open the same page; its canonical is the one slug.
  const path = categoryPath(categorySlug(slug));
  const siteUrl = useSite().data?.siteUrl ?? window.location.origin;
  const trail = categoryTrail(title, path);

  if (isError && !isNotFound(error)) return <LoadErrorView title="This category could not be loaded" query={query} />;
  if (isError) {
    return (
      <NotFoundView
        title="Category Not Found"
        description={`No businesses are listed under ${title}.`}
        path={path}
        action={{ label: "Browse All Categories", href: paths.browse }}
      >
        We could not find any businesses listed under “{title}”.
      </NotFoundView>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo
        {...categoryMeta(title, data?.totalCount)}
        path={pagedPath(path, page)}
        image={groupSlug ? categoryShareImage(groupSlug, siteName) : undefined}
        jsonLd={breadcrumbsJsonLd(trail, siteUrl)}
      />
      <Breadcrumbs trail={trail} className="mb-4" />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <ListWithMap
        path={path}
        view={view}
        listUrl={apiPaths.categoryBusinesses(slug, 1, bbox)}
        total={data?.totalCount}
        countText={data && listedInText(data.totalCount, title)}
      >
        <PagedBusinesses
          data={data}
          page={page}
          hrefFor={(p) => listViewPath(path, { ...view, page: p })}
          besideMap={view.map}
          empty={<MessageView title={`No businesses found in ${title}`} action={{ label: "Browse All Categories", href: paths.browse }} />}
        />
      </ListWithMap>
      <TopTowns slug={slug} title={title} />
    </div>
  );
}
