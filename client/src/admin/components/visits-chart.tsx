import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

interface VisitsChartProps {
  days: { day: string; visitors: number; crawlers: number }[];
  /** The lines' colours, which the tab's own legend shows too. */
  colours: { visitors: string; crawlers: string };
}

const height = 260;

/**
 * Visits per day as lines, visitors and crawlers apart, drawn by uPlot on a canvas (decision 049). This
 * module is loaded only when the Insights tab shows a chart, so uPlot is fetched with it and never
 * with a visitor's page. The canvas is hidden from screen readers: the table beside it says the same.
 */
export function VisitsChart({ days, colours }: VisitsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((d) => Date.parse(d.day) / 1000), days.map((d) => d.visitors), days.map((d) => d.crawlers)];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        legend: { show: false },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [
          { stroke: "#475569", grid: { stroke: "#e2e8f0" } },
          { stroke: "#475569", grid: { stroke: "#e2e8f0" }, size: 48 },
        ],
        series: [
          { label: "Day", value: (_u, ts) => (ts == null ? "" : new Date(ts * 1000).toISOString().slice(0, 10)) },
          { label: "Visitors", stroke: colours.visitors, width: 2, points: { show: days.length <= 14 } },
          { label: "Crawlers", stroke: colours.crawlers, width: 2, dash: [6, 4], points: { show: days.length <= 14 } },
        ],
      },
      data,
      element,
    );
    const resized = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [days, colours]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}
