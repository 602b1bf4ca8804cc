#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + integration + component tests, then end-to-end tests in
// Debian's Chromium. Every step runs even when an earlier one fails, so one run shows every
// problem; the last lines name each failure and count them all as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const reports = mkdtempSync(path.join(tmpdir(), 'console-tests-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const totals = { passed: 0, failed: 0, skipped: 0 };
let problems = 0;
/** What failed, repeated at the end so that the tail of a long log says it. */
const failures = [];

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

/** A check without test cases (typecheck, lint) counts as one test. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) {
    problems += 1;
    failures.push(name);
  }
}

/** A Vitest run, counted from its JSON report. */
function vitest(name, extraArgs) {
  console.log(`\n▶ ${name}`);
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(bin('vitest'), ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) {
    totals.failed += 1;
    problems += 1;
    failures.push(`${name}: the test runner stopped before reporting`);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const named = failures.length;
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  for (const file of result.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} › ${test.fullName}`);
    // A file that fails before its tests run (an import error) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0) failures.push(`${where}: ${file.message}`);
  }
  if (result.numTotalTests === 0) failures.push(`${name}: no tests ran`);
  // Vitest also fails a run whose tests all passed on an error outside them (an unhandled rejection).
  if (!ok && failures.length === named) failures.push(`${name}: an error outside the tests, printed above`);
  if (!ok || result.numFailedTests > 0 || result.numTotalTests === 0) problems += 1;
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
vitest('unit, integration and component tests', []);

if (existsSync(chromium)) {
  // The hosting tests serve the build with nginx (deploy/serve); under CI a missing one fails them.
  if (!existsSync(nginx) && !process.env.CI) {
    console.warn(
      `\n!!! HOSTING TESTS SKIPPED: no nginx at ${nginx}.\n` +
        '!!! Install it with `apt-get install -y nginx` (or set NGINX) to run them.\n',
    );
  }
  vitest('end-to-end tests', ['--config', 'vitest.e2e.config.ts']);
} else if (process.env.CI) {
  failures.push(`Chromium is missing at ${chromium}: CI requires the end-to-end tests`);
  totals.failed += 1;
  problems += 1;
} else {
  console.warn(
    `\n!!! END-TO-END TESTS SKIPPED: no Chromium at ${chromium}.\n` +
      '!!! Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH) to run them.\n',
  );
}

for (const failure of failures) console.log(`✖ ${failure}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(problems ? 1 : 0);
