import { Link, useSearch } from "wouter";
import { listViewFrom } from "@shared/browse-state";
import { cityCategoryTrail } from "@shared/breadcrumbs";
import { cityCategoryMeta, townCategoryName } from "@shared/page-meta";
import { apiPaths } from "@shared/api-paths";
import { cityCategoryPath, cityPath, listViewPath, pagedPath, paths } from "@shared/paths";
import { listPageJsonLd } from "@shared/structured-data";
import { publicPageSize } from "@shared/constants";
import { isNotFound } from "../api/api-client";
import { useCityCategoryBusinesses } from "../api/businesses";
import { useCityChoice } from "../api/cities";
import { useSite } from "../api/site";
import { PagedBusinesses } from "../components/business/paged-businesses";
import { CityChooser } from "../components/city/city-chooser";
import { ListWithMap } from "../components/map/list-map-controls";
import { Seo } from "../components/seo";
import { Breadcrumbs } from "../components/ui/breadcrumbs";
import { LoadErrorView } from "../components/ui/failure-views";
import { MessageView, NotFoundView } from "../components/ui/state-views";
import { businessesText } from "../lib/search-text";

/**
 * One category in one town, "Restaurants in Houston, TX": the town's page kept to a group or a
 * fine category. A name several states share offers its towns, each with this category.
 */
export function CityCategoryPage({ cityName, categorySlug }: { cityName: string; categorySlug: string }) {
  const view = listViewFrom(useSearch());
  const { page, bbox } = view;
  const choice = useCityChoice(cityName);
  const list = useCityCategoryBusinesses(cityName, categorySlug, page, bbox);
  const data = choice.data ? list.data : undefined;
  const siteUrl = useSite().data?.siteUrl ?? window.location.origin;
  const place = choice.data?.place;
  const town = place?.label ?? cityName;
  const category = townCategoryName(categorySlug, data?.items[0]);
  const path = place ? cityCategoryPath(place.name, place.state, category.slug) : `${cityPath(cityName)}/${category.slug}`;
  const trail = cityCategoryTrail({ label: town, path: place?.path ?? cityPath(cityName) }, { name: category.name, path });

  const failed = [list, choice].filter((query) => query.isError);
  if (failed.length > 0 && !failed.some((query) => isNotFound(query.error))) {
    const retry = { refetch: () => Promise.all(failed.map((query) => query.refetch())), isFetching: list.isFetching || choice.isFetching };
    return <LoadErrorView title="This page could not be loaded" query={retry} />;
  }
  if (failed.length > 0) {
    return (
      <NotFoundView
        title="Not Found"
        description={`No ${category.name.toLowerCase()} are listed in ${town}.`}
        path={path}
        action={{ label: `All businesses in ${town}`, href: place?.path ?? cityPath(cityName) }}
      >
        We could not find any {category.name.toLowerCase()} listed in “{town}”.
      </NotFoundView>
    );
  }
  if (choice.data && !place) return <CityChooser choice={choice.data} categorySlug={category.slug} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo
        {...cityCategoryMeta(category.name, town, data?.totalCount)}
        path={pagedPath(path, page)}
        jsonLd={place && data ? listPageJsonLd(data.items, (page - 1) * publicPageSize + 1, trail, siteUrl) : undefined}
      />
      <Breadcrumbs trail={trail} className="mb-4" />
      <h1 className="text-3xl font-bold text-slate-900">
        {category.name} in {town}
      </h1>
      <ListWithMap
        path={path}
        view={view}
        listUrl={apiPaths.cityCategoryBusinesses(cityName, categorySlug, 1, bbox)}
        total={data?.totalCount}
        countText={data && `${businessesText(data.totalCount)} listed`}
      >
        <PagedBusinesses
          data={data}
          page={page}
          hrefFor={(p) => listViewPath(path, { ...view, page: p })}
          besideMap={view.map}
          empty={
            <MessageView title="No businesses on this page">
              There are fewer {category.name.toLowerCase()} in {town}.{" "}
              <Link className="font-medium text-brand-700 hover:underline" href={pagedPath(path, 1)}>
                Back to the first page
              </Link>
            </MessageView>
          }
        />
      </ListWithMap>
      {/* Stacked on a phone: on one wrapped line "All categories" broke in two after a stray "·". */}
      <p className="mt-10 flex flex-col items-start gap-2 text-slate-600 sm:flex-row">
        <Link className="font-medium text-brand-700 hover:underline" href={place?.path ?? cityPath(cityName)}>
          Every business in {town}
        </Link>
        <span aria-hidden className="max-sm:hidden">
          ·
        </span>
        <Link className="font-medium text-brand-700 hover:underline" href={paths.categories}>
          All categories
        </Link>
      </p>
    </div>
  );
}
