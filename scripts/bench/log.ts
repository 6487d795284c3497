/** Progress goes to stderr; stdout carries only the report. */
export function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
