// Invalid arguments: TypeError or RangeError with a clear message; a trap or
// an input too large for memory leaves the module usable.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { hclc, oracleDir } = require('./helpers.js');

test('non-strings are TypeErrors', async () => {
  await assert.rejects(hclc.parse('a.tf', 42), { name: 'TypeError', message: /contents must be a string, not number/ });
  await assert.rejects(hclc.parse(null, 'a = 1'), { name: 'TypeError', message: /filename must be a string, not null/ });
  await assert.rejects(hclc.evaluate('1', [1]), { name: 'TypeError', message: /variables must be an object/ });
  await assert.rejects(hclc.evaluate('1', {}, { functions: 'x' }), { name: 'RangeError' });
  const sync = await hclc.init();
  assert.throws(() => sync.format(undefined), TypeError);
});

test('lone surrogates and huge inputs are RangeErrors', async () => {
  await assert.rejects(hclc.parse('a.tf', 'a = "\uD800"'), { name: 'RangeError', message: /lone UTF-16 surrogate/ });
  await assert.rejects(hclc.parse('a.tf', 'a = "\uDC00x"'), { name: 'RangeError' });
  await assert.rejects(hclc.parse('a.tf', 'a'.repeat(33 * 1024 * 1024)), { name: 'RangeError', message: /the limit is/ });
  assert.deepStrictEqual(await hclc.parse('a.tf', 'a = "\uD83D\uDE00"\n'), { a: '\u{1F600}' });
});

test('deep nesting is an HclError, and the module stays usable', async () => {
  // Either the parser's stack budget (a diagnostic with its range) or, when
  // the engine's stack runs out first, the HclError that says so.
  await assert.rejects(hclc.evaluate('['.repeat(100000)), hclc.HclError);
  assert.strictEqual(await hclc.evaluate('[[[1]]][0][0][0]'), 1);
  await assert.rejects(hclc.parse('deep.tf', 'a = ' + '('.repeat(200000) + '1' + ')'.repeat(200000) + '\n'), Error);
  assert.deepStrictEqual(await hclc.parse('a.tf', 'a = 1\n'), { a: 1 });
});

// Chains of `n` links that nest without brackets, as expressions.
const chain = {
  not: (n) => '!'.repeat(n) + 'x',
  neg: (n) => '-'.repeat(n) + '1',
  if: (n) => '"' + '%{if x}'.repeat(n) + 'y' + '%{endif}'.repeat(n) + '"',
  cond: (n) => Array.from({ length: n }, (_, i) => `a${i} ? b : `).join('') + 'c',
};

test('chains of 1000 prefix operators, directives and conditionals work everywhere', async () => {
  const variables = { x: true, b: 'b', c: 'c' };
  for (let i = 0; i < 1000; i++) variables[`a${i}`] = false;
  const expected = { not: true, neg: 1, if: 'y', cond: 'c' };
  for (const [kind, make] of Object.entries(chain)) {
    const expression = make(1000);
    assert.deepStrictEqual(await hclc.evaluate(expression, variables), expected[kind], kind);
    const file = `a = ${expression}\n`;
    const parsed = await hclc.parse('chain.tf', file);
    assert.strictEqual(typeof parsed.a, 'string', kind);
    if (oracleDir && fs.existsSync(oracleDir)) assert.deepStrictEqual(parsed, await require(oracleDir).parse('chain.tf', file), kind);
    assert.match(await hclc.toJSONSyntax(file), /"a"/, kind);
    assert.strictEqual(await hclc.format(file), file, kind);
  }
});

// What the native hclc says of a file: its diagnostics, as JSON.
function nativeDiagnostics(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclc-nesting-'));
  const file = path.join(dir, 'deep.tf');
  fs.writeFileSync(file, text);
  const run = spawnSync(process.env.HCLC_NATIVE, ['json', '--diags', 'json', file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  return JSON.parse(run.stderr || run.stdout).diagnostics;
}

test('nesting past the native limit: its diagnostic and range', { skip: !fs.existsSync(process.env.HCLC_NATIVE || '') && 'no native hclc built' }, async () => {
  const deep = (open, middle, close, n) => 'a = ' + open.repeat(n) + middle + close.repeat(n) + '\n';
  const inputs = [
    deep('[', '', ']', 1001),
    deep('(', '1', ')', 1001),
    deep('{a = ', '1', '}', 1001),
    'b {\n'.repeat(1001) + '}\n'.repeat(1001),
    deep('[', '', ']', 100000),
    // Chains that nest without brackets count as levels (their 1001st link),
    // also as long as those that exhausted the engine's stack in session 14.
    ...[1001, 10000].map((n) => 'a = ' + chain.not(n) + '\n'),
    ...[1001, 10000].map((n) => 'a = ' + chain.neg(n) + '\n'),
    ...[1001, 2600].map((n) => 'a = ' + chain.if(n) + '\n'),
    ...[1001, 20000].map((n) => 'a = ' + chain.cond(n) + '\n'),
  ];
  for (const text of inputs) {
    const expected = nativeDiagnostics(text).map(({ subject, ...rest }) => ({ ...rest, subject: { ...subject, filename: 'deep.tf' } }));
    assert.strictEqual(expected[0].summary, 'Nesting too deep');
    await assert.rejects(hclc.parse('deep.tf', text), (e) => assert.deepStrictEqual(e.diagnostics, expected) || true);
    await assert.rejects(hclc.toJSONSyntax(text, 'deep.tf'), (e) => assert.deepStrictEqual(e.diagnostics, expected) || true);
  }
  // As deep as the native hclc accepts.
  assert.deepStrictEqual(await hclc.parse('a.tf', deep('[', '', ']', 1000)).then((v) => v.a.length), 1);
});

test('instances made after traps add no process handlers', async () => {
  // In a worker whose stack (0.4 MB) 1000 brackets exhaust
  // before the library's bound: each time the call fails with the HclError
  // that says so, and the next call starts a fresh instance.
  const { Worker } = require('worker_threads');
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('worker_threads');
    const hclc = require(workerData);
    const handlers = () => ['uncaughtException', 'unhandledRejection', 'exit'].map((event) => process.listenerCount(event));
    (async () => {
      await hclc.init();
      const before = handlers();
      const outcomes = [];
      for (let i = 0; i < 12; i++) {
        outcomes.push(await hclc.evaluate('['.repeat(1000) + ']'.repeat(1000)).then(() => 'value', (e) => e.name + ': ' + e.message));
        outcomes.push(await hclc.evaluate('-1'));
      }
      parentPort.postMessage({ before, after: handlers(), outcomes });
    })();
    `,
    { eval: true, workerData: process.env.HCLC_JS_PACKAGE, resourceLimits: { stackSizeMb: 0.4 } },
  );
  const result = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  await worker.terminate();
  for (let i = 0; i < result.outcomes.length; i += 2) {
    assert.match(result.outcomes[i], /^HclError: hclc: the input is nested too deeply for the JavaScript engine's stack/);
    assert.strictEqual(result.outcomes[i + 1], -1);
  }
  assert.deepStrictEqual(result.after, result.before);
});

test('a runaway evaluation stops with a diagnostic and the next call works', async () => {
  await assert.rejects(
    hclc.evaluate('[for a in range(2000) : [for b in range(2000) : [for c in range(2000) : c]]]'),
    hclc.HclError,
  );
  assert.strictEqual(await hclc.evaluate('1 + 1'), 2);
});
