// Sums vitest and Playwright JSON reports into the one closing line CI reads.
// Each failed test is named just above that line (suite, file, test, first line of its
// error), so the tail of a CI log is enough to know what failed.
import { existsSync, readFileSync } from "node:fs";
import { basename, relative } from "node:path";

let passed = 0;
let failed = 0;
const failures = [];

const firstLine = (text) =>
  String(text ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? "";

// Returns how many files failed to load (they have no failed test of their own).
function vitestFailures(suite, report) {
  let unloaded = 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push(`${suite}: ${relative(process.cwd(), file.name)} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed to load has no failed test of its own but a message.
    if (failedTests.length === 0 && file.status === "failed") {
      failures.push(`${suite}: ${relative(process.cwd(), file.name)}: ${firstLine(file.message)}`);
      unloaded += 1;
    }
  }
  return unloaded;
}

function playwrightFailures(suite, node, titles = []) {
  for (const spec of node.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const last = test.results?.[test.results.length - 1];
      const where = `${spec.file}:${spec.line}`;
      failures.push(`${suite}: ${where} > ${[...titles, spec.title].join(" > ")}: ${firstLine(last?.error?.message)}`);
    }
  }
  for (const child of node.suites ?? []) {
    playwrightFailures(suite, child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
  }
}

for (const file of process.argv.slice(2)) {
  const suite = basename(file, ".json");
  if (!existsSync(file)) {
    failures.push(`${suite}: no report (the suite did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + vitestFailures(suite, report);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    for (const child of report.suites ?? []) playwrightFailures(suite, child);
  }
}
if (failures.length > 0) {
  console.log("failed:");
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
