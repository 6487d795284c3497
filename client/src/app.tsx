import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
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

export function PublicRoutes() {
  const [location] = useLocation();
  useRememberResults();
  return (
    <PageErrorBoundary resetKey={location}>
      {/* For anything lazy that is not a lazyPage: a skeleton of a page's height, never a screen-high blank that hides the footer. */}
      <Suspense fallback={<TextPageSkeleton />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/businesses" component={BrowsePage} />
          <Route path="/category/:slug">{(p) => <CategoryPage slug={routeParam(p.slug)} />}</Route>
          <Route path="/city/:cityName">{(p) => <CityPage cityName={routeParam(p.cityName)} />}</Route>
          <Route path="/cities" component={CitiesPage} />
          <Route path="/details/:slug">{(p) => <BusinessDetailPage slug={routeParam(p.slug)} />}</Route>
          <Route path="/business/:id">{(p) => <BusinessDetailPage id={routeParam(p.id)} />}</Route>
          <Route path="/about" component={AboutPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/add-business" component={AddBusinessPage} />
          <Route path="/advertise" component={AdvertisePage} />
          <Route path="/privacy-policy" component={PrivacyPolicyPage} />
          <Route path="/terms-of-service" component={TermsOfServicePage} />
          <Route path="/saved" component={SavedPage} />
          <Route component={NotFoundPage} />
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
