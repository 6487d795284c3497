import { notFoundMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { NotFoundView } from "../components/ui/state-views";

export function NotFoundPage() {
  return (
    <NotFoundView {...notFoundMeta} path={window.location.pathname} action={{ label: "Back to Home", href: paths.home }}>
      The page you asked for does not exist or has moved.
    </NotFoundView>
  );
}
