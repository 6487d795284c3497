import { useSearch } from "wouter";
import { cityMeta } from "@shared/page-meta";
import { apiPaths } from "@shared/api-paths";
import { cityPath, listViewPath, pagedPath, paths } from "@shared/paths";
import { cityTrail } from "@shared/breadcrumbs";
import { breadcrumbsJsonLd } from "@shared/structured-data";
import { isNotFound } from "../api/api-client";
import { useCityBusinesses } from "../api/businesses";
import { useCityChoice } from "../api/cities";
import { useSite } from "../api/site";
import { listedInText } from "../components/business/count-line";
import { ListWithMap } from "../components/map/list-map-controls";
import { PagedBusinesses } from "../components/business/paged-businesses";
import { CityChooser } from "../components/city/city-chooser";
import { PopularInTown } from "../components/city/popular-in-town";
import { Seo } from "../components/seo";
import { Breadcrumbs } from "../components/ui/breadcrumbs";
import { LoadErrorView } from "../components/ui/failure-views";
import { MessageView, NotFoundView } from "../components/ui/state-views";
import { listViewFrom } from "@shared/browse-state";

/**
 * A town's businesses. The name in the URL is "Portland, OR", or a name alone:
 * that is the town when one state has it, and a choice of towns otherwise.
 */
export function CityPage({ cityName }: { cityName: string }) {
  const view = listViewFrom(useSearch());
  const { page, bbox } = view;
  const choice = useCityChoice(cityName);
  const list = useCityBusinesses(cityName, page, bbox);
  // A name several states share lists them all; its page shows the choice instead, never that mixed list.
  const data = choice.data ? list.data : undefined;
  const siteUrl = useSite().data?.siteUrl ?? window.location.origin;
  const place = choice.data?.place;
  const city = place?.label ?? cityName;
  const path = place?.path ?? cityPath(cityName);

  const failed = [list, choice].filter((query) => query.isError);
  if (failed.length > 0 && !failed.some((query) => isNotFound(query.error))) {
    const retry = { refetch: () => Promise.all(failed.map((query) => query.refetch())), isFetching: list.isFetching || choice.isFetching };
    return <LoadErrorView title="This city could not be loaded" query={retry} />;
  }
  if (failed.length > 0) {
    return (
      <NotFoundView
        title="City Not Found"
        description={`No businesses are listed in ${cityName}.`}
        path={cityPath(cityName)}
        action={{ label: "Back to Home", href: paths.home }}
      >
        We could not find any businesses listed in “{cityName}”.
      </NotFoundView>
    );
  }
  if (choice.data && !place) return <CityChooser choice={choice.data} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo {...cityMeta(city, data?.totalCount)} path={pagedPath(path, page)} jsonLd={place ? breadcrumbsJsonLd(cityTrail(place), siteUrl) : undefined} />
      <Breadcrumbs trail={cityTrail({ label: city, path: place?.path ?? cityPath(cityName) })} className="mb-4" />
      <h1 className="text-3xl font-bold text-slate-900">Businesses in {city}</h1>
      <ListWithMap
        path={path}
        view={view}
        listUrl={apiPaths.cityBusinesses(cityName, 1, bbox)}
        total={data?.totalCount}
        countText={data && listedInText(data.totalCount, city)}
      >
        <PagedBusinesses
          data={data}
          page={page}
          hrefFor={(p) => listViewPath(path, { ...view, page: p })}
          besideMap={view.map}
          empty={<MessageView title="No businesses found">There are no businesses listed in {city} yet.</MessageView>}
        />
      </ListWithMap>
      <PopularInTown name={cityName} town={city} enabled={Boolean(place)} />
    </div>
  );
}
