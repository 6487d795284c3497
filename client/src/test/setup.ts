import { vi } from "vitest";
import { configure } from "@testing-library/react";

// Component tests share two cores with the server's tests: RTL's default 1 s wait for an element
// is too short on a loaded host, and a missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// One worker runs many component test files (vitest.config.ts: isolate false), keeping the libraries
// it loaded. The app's own modules are evaluated afresh for each file, so that no store of theirs
// (toasts, bookmarks) carries over from another file.
vi.resetModules();
