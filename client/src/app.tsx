import { QueryClientProvider } from "@tanstack/react-query";
import { HelmetProvider } from "react-helmet-async";
import { Route, Switch } from "wouter";
import { queryClient } from "./api/query-client";
import { SiteLayout } from "./components/layout/site-layout";
import { HomePage } from "./pages/home";
import { NotFoundPage } from "./pages/not-found";

export function App() {
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <SiteLayout>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </SiteLayout>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
