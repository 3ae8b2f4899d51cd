// Invalid arguments: TypeError or RangeError with a clear message; a trap or
// an input too large for memory leaves the module usable.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { hclc } = require('./helpers.js');

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
  const handlers = () => ['uncaughtException', 'unhandledRejection', 'exit'].map((event) => process.listenerCount(event));
  await hclc.init();
  const before = handlers();
  // A chain of prefix operators this long still exhausts the engine's stack
  // (docs/javascript.md): each time the next call starts a fresh instance.
  for (let i = 0; i < 12; i++) {
    await assert.rejects(hclc.evaluate('-'.repeat(100000) + '1'), hclc.HclError);
    assert.strictEqual(await hclc.evaluate('-1'), -1);
  }
  assert.deepStrictEqual(handlers(), before);
});

test('a runaway evaluation stops with a diagnostic and the next call works', async () => {
  await assert.rejects(
    hclc.evaluate('[for a in range(2000) : [for b in range(2000) : [for c in range(2000) : c]]]'),
    hclc.HclError,
  );
  assert.strictEqual(await hclc.evaluate('1 + 1'), 2);
});
