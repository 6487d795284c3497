import { Route, Switch } from "wouter";
import { Toaster } from "./components/toaster";
import { AdminLoginPage } from "./pages/admin-login";
import { AdminPanelPage } from "./pages/admin-panel";

/** Everything the operator uses: its own chunk, which visitors never download. */
export function AdminApp() {
  return (
    <>
      <Switch>
        <Route path="/admin" component={AdminLoginPage} />
        <Route path="/admin-login" component={AdminLoginPage} />
        <Route path="/admin-panel" component={AdminPanelPage} />
        <Route path="/admin/dashboard" component={AdminPanelPage} />
      </Switch>
      <Toaster />
    </>
  );
}
