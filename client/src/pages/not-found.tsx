import { notFoundMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { Seo } from "../components/seo";
import { MessageView } from "../components/ui/state-views";

export function NotFoundPage() {
  return (
    <>
      <Seo {...notFoundMeta} path={window.location.pathname} noindex />
      <MessageView headingLevel={1} title="Page not found" action={{ label: "Back to Home", href: paths.home }}>
        The page you asked for does not exist or has moved.
      </MessageView>
    </>
  );
}
