export type Vars = Record<string, string | number | undefined>;

/** Replaces '{name}' placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}
