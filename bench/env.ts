/** A positive whole number from the environment (a benchmark's tuning), or `fallback` when unset. */
export function wholeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number.`);
  return value;
}
