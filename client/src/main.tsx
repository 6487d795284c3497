import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, loadPageFor } from "./app";
import "./index.css";

const root = document.getElementById("root");
if (root) {
  const app = createRoot(root);
  // The page's own code first (the server has the browser fetch it with the entry): the first frame
  // drawn is the page, not its skeleton. A failure is left to the page, which shows it.
  void loadPageFor(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      // As a transition, the first render yields to the browser every few milliseconds instead of
      // holding the main thread until the whole page is built (half the blocking time on a slow phone).
      startTransition(() => {
        app.render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
    });
}
