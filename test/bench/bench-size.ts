/**
 * `npm run bench:smoke` (part of `npm test`) runs every bench at a tiny size: it proves that each bench still runs
 * to its end and prints its figures, so that a bench cannot rot between two measuring sessions. At that size the
 * figures mean nothing and nothing checks them.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1'

/** The bench's real size, or its smoke size under `npm run bench:smoke`. */
export function benchSize(full: number, smoke: number): number {
  return SMOKE ? smoke : full
}
