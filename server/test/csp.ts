/** A Content-Security-Policy header as its directives, each with its sources: "connect-src" → ["'self'"]. */
export function cspDirectives(header: unknown): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}
