/** At most `size` consecutive page numbers around `current`, within 1…total. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
