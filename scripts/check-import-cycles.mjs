#!/usr/bin/env node
// Import cycles in the source, type imports included: a cycle of types alone still ties the
// modules' design together, and ESLint's import-x/no-cycle skips type imports by design. Prints
// each cycle and exits 1 when there is one. `--count` prints the number of cycles only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const ALIASES = {
  '@la-meute/shared': path.join(root, 'packages/shared/src/index.ts'),
  '@/': path.join(root, 'apps/web/src/'),
};

function listFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function resolveFile(base) {
  const withoutJs = base.replace(/\.js$/, '');
  const candidates = [base, ...EXTENSIONS.map((extension) => withoutJs + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function resolveImport(from, specifier) {
  if (specifier === '@la-meute/shared') return ALIASES['@la-meute/shared'];
  if (specifier.startsWith('@/')) return resolveFile(ALIASES['@/'] + specifier.slice(2));
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  return null;
}

/** Every project file each file imports, `import type`, re-exports and dynamic imports included. */
function buildGraph() {
  const graph = new Map();
  for (const source of SOURCES) {
    for (const file of listFiles(path.join(root, source))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((target) => target !== null);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: each one of more than a file is a cycle. */
function findCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const cycles = findCycles(buildGraph());
if (process.argv.includes('--count')) {
  console.log(cycles.length);
} else if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle of ${cycle.length} files (type imports included):`);
    for (const file of cycle) console.error(`  ${path.relative(root, file)}`);
  }
}
process.exitCode = cycles.length > 0 ? 1 : 0;
