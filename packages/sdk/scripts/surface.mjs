#!/usr/bin/env node
/**
 * The API's public surface, as the SDK ships it.
 *
 *   node scripts/surface.mjs check            fails when the API's router no longer matches the surface of the
 *                                             SDK's current version (api-surface/<version>.d.ts)
 *   node scripts/surface.mjs update [--bump major|minor|patch]
 *                                             regenerates the surface, bumps the version (major when a procedure
 *                                             was removed or changed, minor when procedures were only added),
 *                                             writes api-surface/<new version>.d.ts and src/router-types.ts and
 *                                             opens a CHANGELOG entry listing the procedures
 *
 * The surface is generated with the TypeScript compiler from `AppRouter` (`@cadence/api`, a dev-only dependency):
 * every procedure's client-side input and output type is expanded into plain structural types, so the published
 * declarations need nothing from the workspace (no @cadence/domain, no zod, no mongoose) — only `@trpc/server`'s
 * router types. Keys and union members are sorted, so the text changes only when the surface does.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const paths = {
  sdkDir,
  packageJson: path.join(sdkDir, 'package.json'),
  routerTypes: path.join(sdkDir, 'src', 'router-types.ts'),
  surfaceDir: path.join(sdkDir, 'api-surface'),
  changelog: path.join(sdkDir, 'CHANGELOG.md'),
};
export const UPDATE_COMMAND = 'pnpm --filter @cadence/sdk surface:update';

const HEADER = `// The Cadence API's public surface (the tRPC router as a client sees it).
// Generated from the API's AppRouter by \`${UPDATE_COMMAND}\`: do not edit by hand.
`;

// The API's list of declared operations (docs/decisions/023): each must be a procedure of the router.
const OPERATIONS_INDEX = path.resolve(sdkDir, '../../apps/api/src/operations/index.ts');
const hasOperations = existsSync(OPERATIONS_INDEX);

const ENTRY = `${hasOperations ? "import type { operationModules } from '../../../apps/api/src/operations/index';\nexport type SurfaceOperations = typeof operationModules;\n" : ''}import type { AppRouter } from '@cadence/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
export type SurfaceRecord = AppRouter['_def']['record'];
export type SurfaceInputs = inferRouterInputs<AppRouter>;
export type SurfaceOutputs = inferRouterOutputs<AppRouter>;
export type SurfaceRoot = AppRouter['_def']['_config']['$types'];
`;

function fail(message) {
  throw new Error(message);
}

/** Builds a TypeScript program over the API (through a virtual entry file in this package). */
function createChecker() {
  const configPath = path.join(sdkDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error) fail(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, sdkDir);
  const entry = path.join(sdkDir, 'src', '__surface-entry__.ts');
  const options = { ...parsed.options, noEmit: true };
  const host = ts.createCompilerHost(options, true);
  host.getCurrentDirectory = () => sdkDir; // type roots and relative lookups as from this package, wherever it runs
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (file, lang, onError, create) =>
    path.resolve(file) === entry ? ts.createSourceFile(file, ENTRY, lang, true) : getSourceFile(file, lang, onError, create);
  host.fileExists = (file) => path.resolve(file) === entry || fileExists(file);
  host.readFile = (file) => (path.resolve(file) === entry ? ENTRY : readFile(file));
  const program = ts.createProgram({ rootNames: [entry], options, host });
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(entry));
  if (diagnostics.length) fail(ts.formatDiagnostics(diagnostics, host));
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  const exported = Object.fromEntries(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, checker.getDeclaredTypeOfSymbol(s)]));
  return { checker, exported };
}

/** Prints a type as plain structural TypeScript (no named references), sorted for stable output. */
function createPrinter(checker) {
  const prop = (type, name) => {
    const symbol = checker.getPropertyOfType(type, name);
    return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
  };

  function print(type, indent, where, stack) {
    const f = type.flags;
    if (f & ts.TypeFlags.Any) return 'any';
    if (f & ts.TypeFlags.Unknown) return 'unknown';
    if (f & ts.TypeFlags.Never) return 'never';
    if (f & ts.TypeFlags.String) return 'string';
    if (f & ts.TypeFlags.Number) return 'number';
    if (f & ts.TypeFlags.Boolean) return 'boolean';
    if (f & ts.TypeFlags.BigInt) return 'bigint';
    if (f & ts.TypeFlags.Null) return 'null';
    if (f & ts.TypeFlags.Undefined) return 'undefined';
    if (f & ts.TypeFlags.Void) return 'void';
    if (f & ts.TypeFlags.StringLiteral) return JSON.stringify(type.value);
    if (f & ts.TypeFlags.NumberLiteral) return String(type.value);
    if (f & ts.TypeFlags.BooleanLiteral) return type.intrinsicName;
    if (f & ts.TypeFlags.TemplateLiteral) return checker.typeToString(type);
    if (f & ts.TypeFlags.Union) return printUnion(type.types, indent, where, stack);
    if (f & ts.TypeFlags.Intersection) {
      const parts = type.types;
      if (parts.every((t) => t.flags & ts.TypeFlags.Object)) return printObject(type, indent, where, stack);
      return parts.map((t) => wrap(print(t, indent, where, stack))).join(' & ');
    }
    if (f & ts.TypeFlags.Object) return printObject(type, indent, where, stack);
    fail(`surface: cannot print the type ${checker.typeToString(type)} at ${where}`);
  }

  function printUnion(types, indent, where, stack) {
    const hasTrue = types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && t.intrinsicName === 'true');
    const hasFalse = types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && t.intrinsicName === 'false');
    const rest = types.filter((t) => !(hasTrue && hasFalse && t.flags & ts.TypeFlags.BooleanLiteral));
    const printed = [...new Set(rest.map((t) => wrap(print(t, indent, where, stack))))];
    if (hasTrue && hasFalse) printed.push('boolean');
    const last = (s) => (s === 'null' ? 1 : s === 'undefined' ? 2 : 0);
    printed.sort((a, b) => last(a) - last(b) || (a < b ? -1 : a > b ? 1 : 0));
    return printed.join(' | ');
  }

  function wrap(text) {
    return /^-?[\w".[\]]+$/.test(text) || text.startsWith('{') ? text : `(${text})`;
  }

  function printObject(type, indent, where, stack) {
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type);
      const readonly = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${readonly}${wrapArray(print(element, indent, `${where}[]`, stack))}[]`;
    }
    if (checker.isTupleType(type)) {
      return `[${checker.getTypeArguments(type).map((t, i) => print(t, indent, `${where}[${i}]`, stack)).join(', ')}]`;
    }
    if (type.symbol?.name === 'Date') return 'Date';
    if (type.getCallSignatures().length || type.getConstructSignatures().length)
      fail(`surface: a function type is not data (${checker.typeToString(type)} at ${where})`);
    if (stack.includes(type)) fail(`surface: recursive type ${checker.typeToString(type)} at ${where}`);
    const inner = `${indent}  `;
    const lines = [];
    for (const info of checker.getIndexInfosOfType(type)) {
      lines.push(`${inner}[key: ${print(info.keyType, inner, where, stack)}]: ${print(info.type, inner, `${where}[key]`, [...stack, type])};`);
    }
    const props = checker.getPropertiesOfType(type).filter((p) => !p.name.startsWith('__@'));
    props.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const p of props) {
      const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
      let t = checker.getTypeOfSymbol(p);
      if (optional && t.flags & ts.TypeFlags.Union) {
        const defined = t.types.filter((m) => !(m.flags & ts.TypeFlags.Undefined));
        t = defined.length === 1 ? defined[0] : t;
        if (defined.length > 1) {
          const key = /^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : JSON.stringify(p.name);
          lines.push(`${inner}${key}?: ${printUnion(defined, inner, `${where}.${p.name}`, [...stack, type])};`);
          continue;
        }
      }
      const key = /^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : JSON.stringify(p.name);
      lines.push(`${inner}${key}${optional ? '?' : ''}: ${print(t, inner, `${where}.${p.name}`, [...stack, type])};`);
    }
    return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
  }

  function wrapArray(text) {
    return /^[\w".]+(\[\])*$/.test(text) || text.startsWith('{') ? text : `(${text})`;
  }

  return { print: (type, indent, where) => print(type, indent, where, []), prop };
}

/**
 * Generates the surface text and the per-procedure index ({ 'users.create': 'mutation …' }).
 * @returns {{ text: string, procedures: Map<string, string> }}
 */
export function generateSurface() {
  const { checker, exported } = createChecker();
  const { print, prop } = createPrinter(checker);
  const { SurfaceRecord, SurfaceInputs, SurfaceOutputs, SurfaceRoot } = exported;
  const procedures = new Map();

  const KIND = { query: 'TRPCQueryProcedure', mutation: 'TRPCMutationProcedure', subscription: 'TRPCSubscriptionProcedure' };

  function walk(record, inputs, outputs, indent, prefix) {
    const inner = `${indent}  `;
    const lines = [];
    const names = checker
      .getPropertiesOfType(record)
      .map((s) => s.name)
      .sort();
    for (const name of names) {
      const where = prefix ? `${prefix}.${name}` : name;
      const value = prop(record, name);
      const def = prop(value, '_def');
      const isProcedure = def && prop(def, 'procedure');
      if (!isProcedure) {
        lines.push(`${inner}${name}: ${walk(value, prop(inputs, name), prop(outputs, name), inner, where)};`);
        continue;
      }
      const kindType = prop(def, 'type');
      const kind = kindType && kindType.flags & ts.TypeFlags.StringLiteral ? kindType.value : fail(`surface: ${where} has no procedure type`);
      usedKinds.add(KIND[kind]);
      const body = `${KIND[kind]}<{\n${inner}  input: ${print(prop(inputs, name), `${inner}  `, `${where} input`)};\n${inner}  output: ${print(prop(outputs, name), `${inner}  `, `${where} output`)};\n${inner}  meta: object;\n${inner}}>`;
      procedures.set(where, body.replace(/\n\s*/g, ' '));
      lines.push(`${inner}/** \`${where}\` (${kind}) */\n${inner}${name}: ${body};`);
    }
    return `{\n${lines.join('\n')}\n${indent}}`;
  }

  const usedKinds = new Set();
  const record = walk(SurfaceRecord, SurfaceInputs, SurfaceOutputs, '', '');
  const errorShape = print(prop(SurfaceRoot, 'errorShape'), '', 'errorShape');
  const transformer = print(prop(SurfaceRoot, 'transformer'), '', 'transformer');
  // Every declared operation reaches the router (and so the SDK): a module missing from trpc/root.ts fails here.
  if (exported.SurfaceOperations) {
    const declared = checker
      .getPropertiesOfType(exported.SurfaceOperations)
      .flatMap((m) => checker.getPropertiesOfType(prop(exported.SurfaceOperations, m.name)).map((o) => `${m.name}.${o.name}`));
    const missing = declared.filter((name) => !procedures.has(name));
    if (missing.length) fail(`surface: operations declared but not in the tRPC router (apps/api/src/trpc/root.ts): ${missing.join(', ')}`);
  }
  procedures.set('(error shape)', errorShape.replace(/\n\s*/g, ' '));
  const imports = ['TRPCBuiltRouter', ...[...usedKinds].sort()].join(', ');
  const text = `${HEADER}import type { ${imports} } from '@trpc/server';

/** The shape of every error the API answers with (\`error.shape\`; \`error.data.httpStatus\`). */
export type ApiErrorShape = ${errorShape};

/** The procedures' record: \`client.<namespace>.<procedure>\`. */
export type ApiProcedures = ${record};

/** The Cadence API router as a client sees it (inputs and serialised outputs). */
export type AppRouter = TRPCBuiltRouter<{ ctx: object; meta: object; errorShape: ApiErrorShape; transformer: ${transformer} }, ApiProcedures>;
`;
  return { text, procedures };
}

/** Reads the per-procedure index back from a surface text (the `/** \`path\` (kind) *\/` markers). */
export function indexSurface(text) {
  const procedures = new Map();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const marker = lines[i].match(/^(\s*)\/\*\* `([^`]+)` \((\w+)\) \*\/$/);
    if (!marker) continue;
    const indent = marker[1];
    const body = [];
    for (let j = i + 1; j < lines.length; j++) {
      body.push(lines[j]);
      if (lines[j] === `${indent}}>;`) break;
    }
    procedures.set(marker[2], body.join('\n').replace(/^\s*\w+: /, '').replace(/;$/, '').replace(/\n\s*/g, ' '));
  }
  const error = text.match(/export type ApiErrorShape = ([\s\S]*?);\n\n/);
  if (error) procedures.set('(error shape)', error[1].replace(/\n\s*/g, ' '));
  return procedures;
}

/** What changed between two surfaces, and the semver bump it needs. */
export function compareSurfaces(before, after) {
  const added = [...after.keys()].filter((k) => !before.has(k));
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const changed = [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k));
  const bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : 'patch';
  return { added, removed, changed, bump };
}

export function bumpVersion(version, bump) {
  const [major, minor, patch] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

export function readVersion() {
  return JSON.parse(readFileSync(paths.packageJson, 'utf8')).version;
}

export const surfaceFile = (version) => path.join(paths.surfaceDir, `${version}.d.ts`);

function describe({ added, removed, changed }) {
  const list = (label, items) => (items.length ? [`  ${label}: ${items.join(', ')}`] : []);
  return [...list('added', added), ...list('removed', removed), ...list('changed', changed)].join('\n');
}

/** The CI check: the generated surface must equal the released surface of the current version. */
export function checkSurface(generated = generateSurface()) {
  const version = readVersion();
  const baselinePath = surfaceFile(version);
  const problems = [];
  if (!existsSync(baselinePath)) {
    problems.push(`api-surface/${version}.d.ts is missing: every version keeps the surface it released.`);
  } else {
    const baseline = readFileSync(baselinePath, 'utf8');
    if (baseline !== generated.text) {
      const diff = compareSurfaces(indexSurface(baseline), generated.procedures);
      problems.push(
        `The API's public surface changed since @cadence/sdk ${version} (a ${diff.bump} change):\n${describe(diff) || '  (declarations differ)'}`,
      );
    }
  }
  if (!existsSync(paths.routerTypes) || readFileSync(paths.routerTypes, 'utf8') !== generated.text) {
    problems.push('src/router-types.ts is not the generated surface.');
  }
  return { ok: problems.length === 0, version, problems };
}

/** Regenerates, bumps the version when the surface changed, writes the baseline, the types and a CHANGELOG entry. */
export function updateSurface({ bump: forced } = {}) {
  const generated = generateSurface();
  const version = readVersion();
  const baselinePath = surfaceFile(version);
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath, 'utf8') : undefined;
  mkdirSync(paths.surfaceDir, { recursive: true });
  if (baseline === generated.text) {
    writeFileSync(paths.routerTypes, generated.text);
    return { version, changed: false };
  }
  const diff = compareSurfaces(baseline ? indexSurface(baseline) : new Map(), generated.procedures);
  const bump = forced ?? diff.bump;
  const next = baseline ? bumpVersion(version, bump) : version;
  const pkgText = readFileSync(paths.packageJson, 'utf8');
  writeFileSync(paths.packageJson, pkgText.replace(/"version": "[^"]+"/, `"version": "${next}"`));
  writeFileSync(surfaceFile(next), generated.text);
  writeFileSync(paths.routerTypes, generated.text);
  if (baseline) {
    const date = new Date().toISOString().slice(0, 10);
    const section = (title, items, kind) => (items.length ? `\n### ${title}\n${items.map((p) => `- \`${p}\`${kind}`).join('\n')}\n` : '');
    const entry = `## ${next} — ${date}\n${section('Removed (breaking)', diff.removed, '')}${section('Changed', diff.changed, ' — input or output type changed')}${section('Added', diff.added, '')}\nSurface: \`api-surface/${next}.d.ts\` (${bump} bump from ${version}). Describe what a consumer must change above.\n\n`;
    const log = existsSync(paths.changelog) ? readFileSync(paths.changelog, 'utf8') : '# Changelog\n\n';
    const at = log.indexOf('\n## ');
    writeFileSync(paths.changelog, at === -1 ? `${log.trimEnd()}\n\n${entry}` : `${log.slice(0, at + 1)}${entry}${log.slice(at + 1)}`);
  }
  return baseline ? { version: next, previous: version, bump, changed: true, diff } : { version, changed: true, first: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command = 'check', ...rest] = process.argv.slice(2);
  const bumpAt = rest.indexOf('--bump');
  const bump = bumpAt === -1 ? undefined : rest[bumpAt + 1];
  if (bump !== undefined && !['major', 'minor', 'patch'].includes(bump)) fail('--bump must be major, minor or patch');
  if (command === 'check') {
    const result = checkSurface();
    if (result.ok) console.log(`API surface matches @cadence/sdk ${result.version} (api-surface/${result.version}.d.ts).`);
    else {
      console.error(`${result.problems.join('\n')}\nRun \`${UPDATE_COMMAND}\` (bumps the version per VERSIONING.md) and complete the CHANGELOG entry.`);
      process.exit(1);
    }
  } else if (command === 'update') {
    const result = updateSurface({ bump });
    if (!result.changed) console.log(`API surface unchanged: @cadence/sdk stays ${result.version}.`);
    else if (result.first) console.log(`Wrote api-surface/${result.version}.d.ts and src/router-types.ts (the surface of ${result.version}, which had none).`);
    else console.log(`@cadence/sdk ${result.previous} -> ${result.version} (${result.bump}).\n${describe(result.diff)}\nWrote api-surface/${result.version}.d.ts, src/router-types.ts and a CHANGELOG entry to complete.`);
  } else if (command === 'print') {
    process.stdout.write(generateSurface().text);
  } else fail(`unknown command ${command} (check | update [--bump major|minor|patch] | print)`);
}
