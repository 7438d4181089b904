/**
 * `npm run lint:deps`: the import rules of .dependency-cruiser.cjs over src/ — no cycle (between
 * files, and between folders), a module reaches another only through its index.ts, the front
 * reaches the back end only through its doors — plus the same front rule for the `.astro` files,
 * whose frontmatter dependency-cruiser cannot parse. Violations listed in
 * .dependency-cruiser-known-violations.json (what other work still has to move) are reported as
 * known, not as failures; anything new fails.
 *
 *   node scripts/lint-deps.ts              check; exit 1 on any new violation
 *   node scripts/lint-deps.ts --figures    the counts of issue 34 (known violations included), exit 0
 *   node scripts/lint-deps.ts --root DIR   run on another checkout (its own config), e.g. a fixture
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}
interface CruiseJson {
  summary: { violations: Violation[]; error: number; ignore?: number };
}
interface RuleLike {
  name: string;
  from?: { path?: string | string[] };
  to?: { path?: string | string[]; pathNot?: string | string[] };
}

const args = process.argv.slice(2);
const figures = args.includes('--figures');
const rootArg = args.indexOf('--root');
const root = path.resolve(rootArg >= 0 ? args[rootArg + 1]! : '.');
const here = path.resolve(import.meta.dirname, '..');
const CONFIG = '.dependency-cruiser.cjs';
const KNOWN = '.dependency-cruiser-known-violations.json';

/** dependency-cruiser over src/, as its JSON report: every violation, known or not. */
export function cruise(dir: string): CruiseJson {
  // Run by this very Node (24), not by whatever `node` the bin script's shebang finds first.
  const bin = path.join(here, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const r = spawnSync(process.execPath, [bin, 'src', '--config', CONFIG, '--output-type', 'json'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0 && !r.stdout) throw new Error(`depcruise failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as CruiseJson;
}

const asList = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The front rule of the config, applied to the frontmatter imports of every .astro file under src/. */
export function astroViolations(dir: string): Violation[] {
  const config = createRequire(path.join(dir, 'package.json'))(path.join(dir, CONFIG)) as { forbidden: RuleLike[] };
  const rule = config.forbidden.find((r) => r.name === 'front-through-entry-points');
  if (!rule) return [];
  const from = asList(rule.from?.path).map((p) => new RegExp(p));
  const to = asList(rule.to?.path).map((p) => new RegExp(p));
  const allowed = asList(rule.to?.pathNot).map((p) => new RegExp(p));
  const out: Violation[] = [];
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.astro') ? [path.join(d, e.name)] : []));
  const src = path.join(dir, 'src');
  for (const file of fs.existsSync(src) ? walk(src) : []) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    if (!from.some((re) => re.test(rel))) continue;
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    for (const [, spec] of frontmatter.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
      if (!spec?.startsWith('.')) continue;
      const target = path
        .relative(dir, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      if (to.some((re) => re.test(target)) && !allowed.some((re) => re.test(target)))
        out.push({ from: rel, to: target, rule: { name: rule.name, severity: 'error' } });
    }
  }
  return out;
}

/**
 * The violations listed in the known-violations file (rule, from, to), which other work still has
 * to remove; matched here rather than by depcruise's --ignore-known, which skips folder cycles.
 */
export function knownOf(dir: string): (v: Violation) => boolean {
  const file = path.join(dir, KNOWN);
  const list = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Violation[]) : [];
  const keys = new Set(list.map((v) => `${v.rule.name} ${v.from} ${v.to}`));
  return (v) => keys.has(`${v.rule.name} ${v.from} ${v.to}`);
}

/** The figures: cycles (distinct, between files and between folders), reaches into another module's inner files, front imports of back-end internals. */
export function countFigures(violations: Violation[]) {
  // A cycle is reported once per member: count each circle once, by its set of members.
  const distinct = (name: string) =>
    new Set(violations.filter((v) => v.rule.name === name).map((v) => [...new Set([v.from, ...(v.cycle ?? []).map((c) => c.name)])].sort().join(' ')));
  return {
    fileCycles: distinct('no-circular').size,
    folderCycles: distinct('no-circular-between-folders').size,
    modulesOnACircle: new Set(
      violations
        .filter((v) => v.rule.name === 'no-circular-between-folders')
        .flatMap((v) => [v.from, ...(v.cycle ?? []).map((c) => c.name)])
        .filter((f) => /^src\/backend\/modules\/[^/]+$/.test(f)),
    ).size,
    crossModuleInternalImports: violations.filter((v) => v.rule.name === 'module-through-its-index').length,
    frontImportsOfBackendInternals: violations.filter((v) => v.rule.name === 'front-through-entry-points').length,
    layerImportsOfModules: violations.filter((v) => ['layers-import-no-module', 'core-below-http', 'backend-below-server'].includes(v.rule.name)).length,
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const result = cruise(root);
  const violations = [...result.summary.violations, ...astroViolations(root)];
  if (figures) {
    const f = countFigures(violations);
    console.log(`cycles between files: ${f.fileCycles}`);
    console.log(`cycles between folders: ${f.folderCycles}`);
    console.log(`back-end modules on a folder circle: ${f.modulesOnACircle}`);
    console.log(`imports of another module's inner files: ${f.crossModuleInternalImports}`);
    console.log(`imports of back-end internals from pages, layouts, components, middleware, islands and src/lib: ${f.frontImportsOfBackendInternals}`);
    console.log(
      `imports against the layers (core, http or db importing a module; core importing http; the back end importing src/server): ${f.layerImportsOfModules}`,
    );
    process.exit(0);
  }
  const isKnown = knownOf(root);
  const errors = violations.filter((v) => v.rule.severity === 'error' && !isKnown(v));
  const known = violations.filter((v) => v.rule.severity === 'error' && isKnown(v));
  for (const v of errors) console.log(`  ${v.rule.name}: ${v.from} → ${v.cycle?.length ? v.cycle.map((c) => c.name).join(' → ') : v.to}`);
  if (known.length) console.log(`${known.length} known violation(s) left for other work (${KNOWN}); none may be added.`);
  console.log(errors.length ? `lint:deps: ${errors.length} forbidden import(s) (rules and reasons: ${CONFIG})` : 'lint:deps: no forbidden import');
  process.exit(errors.length ? 1 : 0);
}
