/**
 * Whether `version` is within `range` as npm reads a caret or exact range ('^0.1.0': 0.1.x from
 * 0.1.0 on; '^1.2.0': 1.x from 1.2.0 on). Anything else is not judged (null).
 */
export function withinRange(version: string, range: string): boolean | null {
  const parse = (text: string) => /^(\d+)\.(\d+)\.(\d+)$/.exec(text)?.slice(1).map(Number);
  const caret = range.startsWith('^');
  const have = parse(version);
  const want = parse(caret ? range.slice(1) : range);
  if (!have || !want) return null;
  if (!caret) return have.join('.') === want.join('.');
  const fixed = want[0]! > 0 ? 1 : want[1]! > 0 ? 2 : 3;
  if (have.slice(0, fixed).join('.') !== want.slice(0, fixed).join('.')) return false;
  for (let i = 0; i < 3; i += 1) if (have[i] !== want[i]) return have[i]! > want[i]!;
  return true;
}
