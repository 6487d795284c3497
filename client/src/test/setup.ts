import { configure } from "@testing-library/react";

// Component tests share two cores with the server's tests: RTL's default 1 s wait for an element
// is too short on a loaded host, and a missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });
