/**
 * A count and its noun, agreed: "1 day", "3 days", "0 days" (docs/decisions/099: one function everywhere a count
 * meets a noun). `plural` defaults to the noun plus "s".
 */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
