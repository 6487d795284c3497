import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, type ReactNode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { Route, Switch, useLocation } from "wouter";
import { queryClient } from "./api/query-client";
import { SiteLayout } from "./components/layout/site-layout";
import { PageErrorBoundary } from "./components/ui/page-error-boundary";
import { AdminSkeleton, CitiesSkeleton, DetailSkeleton, ListPageSkeleton, TextPageSkeleton } from "./components/ui/page-skeletons";
import { adminPagePaths } from "@shared/paths";
import { useRememberResults } from "./lib/last-results";
import { lazyPage } from "./lib/lazy-page";
import { routeParam } from "./lib/route-param";
import { HomePage } from "./pages/home";

// Each page is its own chunk, so a visitor downloads only the page in front of them; its skeleton shows
// while the chunk downloads (lib/lazy-page.tsx).

const BrowsePage = lazyPage(() => import("./pages/browse").then((m) => m.BrowsePage), ListPageSkeleton);
const CityPage = lazyPage(() => import("./pages/city").then((m) => m.CityPage), ListPageSkeleton);
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

/** Every public page by its path, as wouter matches it; the last, with no path, is any other address. */
const publicRoutes: { path?: string; page?: { load: () => Promise<unknown> }; render: (params: Params) => ReactNode }[] = [
  { path: "/", render: () => <HomePage /> },
  { path: "/businesses", page: BrowsePage, render: () => <BrowsePage /> },
  { path: "/category/:slug", page: CategoryPage, render: (p) => <CategoryPage slug={routeParam(p.slug)} /> },
  { path: "/city/:cityName", page: CityPage, render: (p) => <CityPage cityName={routeParam(p.cityName)} /> },
  { path: "/cities", page: CitiesPage, render: () => <CitiesPage /> },
  { path: "/categories", page: CategoriesPage, render: () => <CategoriesPage /> },
  { path: "/details/:slug", page: BusinessDetailPage, render: (p) => <BusinessDetailPage slug={routeParam(p.slug)} /> },
  { path: "/business/:id", page: BusinessDetailPage, render: (p) => <BusinessDetailPage id={routeParam(p.id)} /> },
  { path: "/about", page: AboutPage, render: () => <AboutPage /> },
  { path: "/contact", page: ContactPage, render: () => <ContactPage /> },
  { path: "/add-business", page: AddBusinessPage, render: () => <AddBusinessPage /> },
  { path: "/advertise", page: AdvertisePage, render: () => <AdvertisePage /> },
  { path: "/privacy-policy", page: PrivacyPolicyPage, render: () => <PrivacyPolicyPage /> },
  { path: "/terms-of-service", page: TermsOfServicePage, render: () => <TermsOfServicePage /> },
  { path: "/saved", page: SavedPage, render: () => <SavedPage /> },
  { page: NotFoundPage, render: () => <NotFoundPage /> },
];

/** A path pattern ("/city/:cityName") as a test of a whole path, one segment per parameter. */
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}/?$`, "i").test(path);

/**
 * Fetches the code of the page at `path` (the admin's too), so that the first
 * render draws it rather than its skeleton; nothing to fetch for the home page.
 */
export function loadPageFor(path: string): Promise<unknown> {
  if ((adminPagePaths as readonly string[]).includes(path)) return AdminApp.load();
  const route = publicRoutes.find((r) => r.path === undefined || matches(r.path, path));
  return route?.page?.load() ?? Promise.resolve();
}

export function PublicRoutes() {
  const [location] = useLocation();
  useRememberResults();
  return (
    <PageErrorBoundary resetKey={location}>
      {/* For anything lazy that is not a lazyPage: a skeleton of a page's height, never a screen-high blank that hides the footer. */}
      <Suspense fallback={<TextPageSkeleton />}>
        <Switch>
          {publicRoutes.map(({ path, render }) => (
            <Route key={path ?? "*"} path={path}>
              {(params: Params) => render(params)}
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
        {(adminPagePaths as readonly string[]).includes(location) ? (
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
