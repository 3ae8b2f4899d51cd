// The rest of the API, asynchronous and synchronous, CommonJS and ES modules.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { hclc } = require('./helpers.js');

test('parse: blocks as arrays by label, expressions as ${…}', async () => {
  const value = await hclc.parse('main.tf', 'resource "a" "b" {\n  count = 2 + 3\n  tags = { x = 1 }\n}\n');
  assert.deepStrictEqual(value, { resource: { a: { b: [{ count: '${2 + 3}', tags: { x: 1 } }] } } });
});

test('toJSONSyntax, format, evaluate, decode', async () => {
  assert.strictEqual(await hclc.toJSONSyntax('a = 1\nb = "x${y}"\n'), '{\n  "a": 1,\n  "b": "x${y}"\n}\n');
  assert.strictEqual(await hclc.format('a=1\nbb = "x"\n'), 'a  = 1\nbb = "x"\n');
  assert.strictEqual(await hclc.evaluate('1 + x', { x: 2 }), 3);
  assert.deepStrictEqual(await hclc.evaluate('[for s in xs : upper(s)]', { xs: ['a', 'b'] }), ['A', 'B']);
  assert.strictEqual(await hclc.evaluate('startswith("hello", "he")', {}, { functions: 'terraform' }), true);
  const spec = 'object {\n  attr "name" {\n    type = string\n  }\n  attr "size" {\n    type = number\n  }\n}\n';
  assert.deepStrictEqual(await hclc.decode('name = "n"\nsize = 1 + s\n', spec, { s: 2 }), { name: 'n', size: 3 });
});

test('errors carry diagnostics with ranges', async () => {
  await assert.rejects(hclc.evaluate('1 +'), (e) => {
    assert.ok(e instanceof hclc.HclError);
    assert.strictEqual(e.diagnostics[0].severity, 'error');
    assert.strictEqual(e.diagnostics[0].subject.start.line, 1);
    assert.strictEqual(e.diagnostics[0].subject.start.column, 4);
    assert.match(e.message, /^<expr>:1,/);
    return true;
  });
  await assert.rejects(hclc.format('a = \n'), hclc.HclError);
  await assert.rejects(hclc.evaluate('bcrypt("x")', {}, { functions: 'terraform' }), /not available in this build/);
});

test('the synchronous functions work after init()', async () => {
  const sync = await hclc.init();
  assert.strictEqual(sync, hclc.sync);
  assert.deepStrictEqual(sync.parse('a.tf', 'a = 1\n'), { a: 1 });
  assert.strictEqual(sync.evaluate('"${a}-${b}"', { a: 'x', b: 1 }), 'x-1');
});

test('ES modules import the same API', async () => {
  const esm = await import(path.join(process.env.HCLC_JS_PACKAGE, 'index.mjs'));
  assert.deepStrictEqual(await esm.parse('a.tf', 'x = true\n'), { x: true });
  assert.strictEqual(esm.default.parse, esm.parse);
  assert.strictEqual(esm.convertFiles, esm.default.convertFiles);
});

test('convertFiles: a folder\'s .tf files as one, its .tf.json files merged in', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hclc-convert-'));
  try {
    fs.writeFileSync(path.join(folder, 'a.tf'), 'locals {\n  a = 1\n}\n');
    fs.writeFileSync(path.join(folder, 'b.tf'), 'locals {\n  b = 2\n}');
    fs.writeFileSync(path.join(folder, 'c.tf.json'), '{"locals": [{"c": 3}], "x": {"y": {}}}');
    assert.deepStrictEqual(await hclc.convertFiles(folder), { locals: [{ a: 1 }, { b: 2 }, { c: 3 }] });
    fs.writeFileSync(path.join(folder, 'd.tf'), 'a = \n');
    await assert.rejects(hclc.convertFiles(folder), { message: /^parse config: \[hcl2json\.tf:/ });
    await assert.rejects(hclc.convertFiles(42), TypeError);
  } finally {
    fs.rmSync(folder, { recursive: true });
  }
});

test('getReferencesInExpression: references with byte offsets', async () => {
  assert.deepStrictEqual(await hclc.getReferencesInExpression('main.tf', 'x ${var.a[0]} ${[for v in var.l : v]}'), [
    { value: 'var.a.0', startPosition: 4, endPosition: 12 },
    { value: 'var.l', startPosition: 26, endPosition: 31 },
  ]);
});
