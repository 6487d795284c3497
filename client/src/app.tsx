import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { HelmetProvider } from "react-helmet-async";
import { Route, Switch, useLocation } from "wouter";
import { queryClient } from "./api/query-client";
import { SiteLayout } from "./components/layout/site-layout";
import { adminPagePaths } from "@shared/paths";
import { useRememberResults } from "./lib/last-results";
import { routeParam } from "./lib/route-param";
import { HomePage } from "./pages/home";

// Each page is its own chunk, so a visitor downloads only the page in front of them.

const BrowsePage = lazy(() => import("./pages/browse").then((m) => ({ default: m.BrowsePage })));
const CityPage = lazy(() => import("./pages/city").then((m) => ({ default: m.CityPage })));
const CategoryPage = lazy(() => import("./pages/category").then((m) => ({ default: m.CategoryPage })));
const CitiesPage = lazy(() => import("./pages/cities").then((m) => ({ default: m.CitiesPage })));
const BusinessDetailPage = lazy(() => import("./pages/business-detail").then((m) => ({ default: m.BusinessDetailPage })));
const AboutPage = lazy(() => import("./pages/about").then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import("./pages/contact").then((m) => ({ default: m.ContactPage })));
const AddBusinessPage = lazy(() => import("./pages/add-business").then((m) => ({ default: m.AddBusinessPage })));
const AdvertisePage = lazy(() => import("./pages/advertise").then((m) => ({ default: m.AdvertisePage })));
const PrivacyPolicyPage = lazy(() => import("./pages/privacy-policy").then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() => import("./pages/terms-of-service").then((m) => ({ default: m.TermsOfServicePage })));
const AdminApp = lazy(() => import("./admin/admin-app").then((m) => ({ default: m.AdminApp })));
const NotFoundPage = lazy(() => import("./pages/not-found").then((m) => ({ default: m.NotFoundPage })));

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function PublicRoutes() {
  useRememberResults();
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
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
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  const [location] = useLocation();
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <ScrollToTop />
        {(adminPagePaths as readonly string[]).includes(location) ? (
          <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
            <AdminApp />
          </Suspense>
        ) : (
          <SiteLayout>
            <PublicRoutes />
          </SiteLayout>
        )}
      </QueryClientProvider>
    </HelmetProvider>
  );
}
