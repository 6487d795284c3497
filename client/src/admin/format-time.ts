/** "3 minutes ago", "yesterday", "just now" (under a minute). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const units: [number, Intl.RelativeTimeFormatUnit][] = [
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
  ];
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [size, unit] of units) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return "just now";
}

/**
 * An estimate of the time left in words. It moves with every reading, so it is
 * rounded to what a person would say: "about 40 s left", "about 3 min left".
 */
export function etaText(seconds: number): string {
  if (seconds < 5) return "a few seconds left";
  const rounded = seconds < 15 ? Math.round(seconds) : Math.round(seconds / 5) * 5;
  if (rounded < 60) return `about ${rounded} s left`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `about ${minutes} min left`;
  const rest = minutes % 60;
  return `about ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""} left`;
}
