import { lighthouseRuns } from "./scripts/bench/lighthouse";
const path = process.argv[2] ?? "/details/thomas-and-brooks-home-cleaning-ms0018g";
for (let i = 0; i < 2; i++) {
  for (const port of [5196, 5197]) {
    const { runs } = await lighthouseRuns(`http://127.0.0.1:${port}${path}`, 1);
    const r = runs[0]!;
    console.log(port === 5196 ? "before" : "after ", path, r.score, "fcp", Math.round(r.fcp), "lcp", Math.round(r.lcp), "tbt", Math.round(r.tbt), "cls", r.cls);
  }
}
