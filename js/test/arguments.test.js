// Invalid arguments: TypeError or RangeError with a clear message; a trap or
// an input too large for memory leaves the module usable.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
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

test('a runaway evaluation stops with a diagnostic and the next call works', async () => {
  await assert.rejects(
    hclc.evaluate('[for a in range(2000) : [for b in range(2000) : [for c in range(2000) : c]]]'),
    hclc.HclError,
  );
  assert.strictEqual(await hclc.evaluate('1 + 1'), 2);
});
