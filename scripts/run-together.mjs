#!/usr/bin/env node
// Runs npm scripts side by side: the typecheck and the lint are each single-threaded, so on two
// cores they take the time of the longer one. Each script's output is printed whole when it ends,
// in the order they were named; the exit code is the first failure's, else 0.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
  });
}

const pending = names.map(run);
let failure = 0;
for (const result of pending) {
  const { name, code, output, seconds } = await result;
  process.stdout.write(`\n> ${name} (${seconds.toFixed(0)} s, ${code === 0 ? 'passed' : `failed with ${code}`})\n`);
  process.stdout.write(output);
  if (code !== 0 && failure === 0) failure = code;
}
process.exit(failure);
