import { businessMeta } from "@shared/page-meta";
import { businessPath, paths } from "@shared/paths";
import { businessShareImage } from "@shared/share-images";
import { businessTrail } from "@shared/breadcrumbs";
import { businessJsonLd } from "@shared/structured-data";
import { isNotFound } from "../api/api-client";
import { useBusinessDetail } from "../api/businesses";
import { defaultSiteName, useSite } from "../api/site";
import { AboutSection } from "../components/detail/about-section";
import { ContactBox } from "../components/detail/contact-box";
import { DetailHero } from "../components/detail/detail-hero";
import { HoursBox } from "../components/detail/hours-box";
import { NearbySection } from "../components/detail/nearby-section";
import { OtherHoursBox } from "../components/detail/other-hours-box";
import { AdSlot, AffiliateBanners } from "../components/detail/promotions";
import { ReviewsSection } from "../components/detail/reviews-section";
import { SuggestEditButton } from "../components/detail/suggest-edit-button";
import { Seo } from "../components/seo";
import { Breadcrumbs } from "../components/ui/breadcrumbs";
import { LoadErrorView } from "../components/ui/failure-views";
import { DetailSkeleton } from "../components/ui/page-skeletons";
import { NotFoundView } from "../components/ui/state-views";

export function BusinessDetailPage(key: { slug: string } | { id: string }) {
  const query = useBusinessDetail(key);
  const { data: business, isPending, isError, error } = query;
  const site = useSite().data;
  if (isPending) return <DetailSkeleton />;
  if (isError && !isNotFound(error)) {
    return <LoadErrorView title="This business could not be loaded" query={query} />;
  }
  if (isError) {
    return (
      <NotFoundView
        title="Business Not Found"
        description="This business does not exist or may have been removed."
        path={paths.home}
        action={{ label: "Back to Home", href: paths.home }}
      >
        The business you are looking for does not exist or may have been removed.
      </NotFoundView>
    );
  }
  const siteUrl = site?.siteUrl ?? window.location.origin;
  const url = new URL(businessPath(business), siteUrl).toString();
  const head = businessMeta(business);
  return (
    <>
      <Seo
        title={head.title}
        description={head.description}
        path={businessPath(business)}
        image={businessShareImage(business, site?.siteName ?? defaultSiteName)}
        type="business.business"
        jsonLd={businessJsonLd(business, siteUrl)}
      />
      <div className="border-b border-slate-200 bg-white">
        <Breadcrumbs trail={businessTrail(business)} className="mx-auto max-w-6xl px-4 py-3" />
      </div>
      <DetailHero business={business} url={url} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <AboutSection business={business} />
          <ReviewsSection business={business} />
        </div>
        <div className="space-y-6">
          <ContactBox business={business} />
          <HoursBox hours={business.openingHours} />
          <OtherHoursBox hours={business.otherHours} />
          <SuggestEditButton business={business} />
          <AdSlot ad={site?.adSlot ?? null} />
          <AffiliateBanners banners={site?.affiliateBanners ?? []} />
        </div>
      </div>
      <NearbySection business={business} />
    </>
  );
}
