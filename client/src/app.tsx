import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, type ReactNode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { Route, Switch, useLocation } from "wouter";
import { queryClient } from "./api/query-client";
import { SiteLayout } from "./components/layout/site-layout";
import { PageErrorBoundary } from "./components/ui/page-error-boundary";
import { AdminSkeleton, CitiesSkeleton, DetailSkeleton, ListPageSkeleton, TextPageSkeleton } from "./components/ui/page-skeletons";
import { matchPage, pageRoutes, type PageKey } from "@shared/page-routes";
import { useRememberResults } from "./lib/last-results";
import { lazyPage, type LazyPage } from "./lib/lazy-page";
import { routeParam } from "./lib/route-param";
import { HomePage } from "./pages/home";

// Each page is its own chunk, so a visitor downloads only the page in front of them; its skeleton shows
// while the chunk downloads (lib/lazy-page.tsx).

const BrowsePage = lazyPage(() => import("./pages/browse").then((m) => m.BrowsePage), ListPageSkeleton);
const CityPage = lazyPage(() => import("./pages/city").then((m) => m.CityPage), ListPageSkeleton);
const CityCategoryPage = lazyPage(() => import("./pages/city-category").then((m) => m.CityCategoryPage), ListPageSkeleton);
const CategoryPage = lazyPage(() => import("./pages/category").then((m) => m.CategoryPage), ListPageSkeleton);
const CategoriesPage = lazyPage(() => import("./pages/categories").then((m) => m.CategoriesPage), TextPageSkeleton);
const CitiesPage = lazyPage(() => import("./pages/cities").then((m) => m.CitiesPage), CitiesSkeleton);
const BusinessDetailPage = lazyPage(() => import("./pages/business-detail").then((m) => m.BusinessDetailPage), DetailSkeleton);
const AboutPage = lazyPage(() => import("./pages/about").then((m) => m.AboutPage), TextPageSkeleton);
const ContactPage = lazyPage(() => import("./pages/contact").then((m) => m.ContactPage), TextPageSkeleton);
const AddBusinessPage = lazyPage(() => import("./pages/add-business").then((m) => m.AddBusinessPage), TextPageSkeleton);
const AdvertisePage = lazyPage(() => import("./pages/advertise").then((m) => m.AdvertisePage), TextPageSkeleton);
const PrivacyPolicyPage = lazyPage(() => import("./pages/privacy-policy").then((m) => m.PrivacyPolicyPage), TextPageSkeleton);
const TermsOfServicePage = lazyPage(() => import("./pages/terms-of-service").then((m) => m.TermsOfServicePage), TextPageSkeleton);
const SavedPage = lazyPage(() => import("./pages/saved").then((m) => m.SavedPage), TextPageSkeleton);
const AdminApp = lazyPage(() => import("./admin/admin-app").then((m) => m.AdminApp), AdminSkeleton);
const NotFoundPage = lazyPage(() => import("./pages/not-found").then((m) => m.NotFoundPage), TextPageSkeleton);

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

type Params = Record<string, string | undefined>;

/** How the client draws a page of the table: its code, loaded when first needed, and the page given the path's parameters. */
interface PageView {
  page?: { load: () => Promise<unknown> };
  render: (params: Params) => ReactNode;
}

const plain = (Page: LazyPage<object>): PageView => ({ page: Page, render: () => <Page /> });

/** Each page of the page-route table (shared/page-routes.ts), which holds their paths. */
export const pageViews: Record<PageKey, PageView> = {
  home: { render: () => <HomePage /> },
  browse: plain(BrowsePage),
  category: { page: CategoryPage, render: (p) => <CategoryPage slug={routeParam(p.slug)} /> },
  city: { page: CityPage, render: (p) => <CityPage cityName={routeParam(p.cityName)} /> },
  cityCategory: {
    page: CityCategoryPage,
    render: (p) => <CityCategoryPage cityName={routeParam(p.cityName)} categorySlug={routeParam(p.categorySlug)} />,
  },
  cities: plain(CitiesPage),
  categories: plain(CategoriesPage),
  businessBySlug: { page: BusinessDetailPage, render: (p) => <BusinessDetailPage slug={routeParam(p.slug)} /> },
  businessById: { page: BusinessDetailPage, render: (p) => <BusinessDetailPage id={routeParam(p.id)} /> },
  about: plain(AboutPage),
  contact: plain(ContactPage),
  addBusiness: plain(AddBusinessPage),
  advertise: plain(AdvertisePage),
  privacy: plain(PrivacyPolicyPage),
  terms: plain(TermsOfServicePage),
  saved: plain(SavedPage),
  admin: plain(AdminApp),
  notFound: plain(NotFoundPage),
};

/** The pages drawn inside the site's layout, in the table's order: the first whose pattern matches is drawn. */
const publicRoutes = pageRoutes.filter((route) => !route.standalone);

/**
 * Fetches the code of the page at `path` (the admin's too), so that the first
 * render draws it rather than its skeleton; nothing to fetch for the home page.
 */
export function loadPageFor(path: string): Promise<unknown> {
  return pageViews[matchPage(path).route.page].page?.load() ?? Promise.resolve();
}

export function PublicRoutes() {
  const [location] = useLocation();
  useRememberResults();
  return (
    <PageErrorBoundary resetKey={location}>
      {/* For anything lazy that is not a lazyPage: a skeleton of a page's height, never a screen-high blank that hides the footer. */}
      <Suspense fallback={<TextPageSkeleton />}>
        <Switch>
          {publicRoutes.map(({ pattern, page }) => (
            <Route key={pattern} path={pattern}>
              {(params: Params) => pageViews[page].render(params)}
            </Route>
          ))}
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

export function App() {
  const [location] = useLocation();
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <ScrollToTop />
        {matchPage(location).route.standalone ? (
          <PageErrorBoundary resetKey={location} standalone>
            <AdminApp />
          </PageErrorBoundary>
        ) : (
          <SiteLayout>
            <PublicRoutes />
          </SiteLayout>
        )}
      </QueryClientProvider>
    </HelmetProvider>
  );
}
