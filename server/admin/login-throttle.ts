export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed logins per client address in a sliding window. Past the limit the
 * address is refused until its oldest failure leaves the window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: ThrottleOptions = { maxFailures: 10, windowMs: 15 * 60_000 }) {}

  /** Seconds to wait before trying again, or 0 when the address may try now. */
  retryAfter(address: string, now = Date.now()): number {
    const recent = this.recent(address, now);
    if (recent.length < this.options.maxFailures) return 0;
    const oldest = recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }

  fail(address: string, now = Date.now()): void {
    this.failures.set(address, [...this.recent(address, now), now]);
  }

  succeed(address: string): void {
    this.failures.delete(address);
  }

  private recent(address: string, now: number): number[] {
    const times = (this.failures.get(address) ?? []).filter((t) => now - t < this.options.windowMs);
    if (times.length === 0) this.failures.delete(address);
    return times;
  }
}
