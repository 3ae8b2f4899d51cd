// parse against @cdktf/hcl2json's parse on every corpus file: the same value
// (and the same key order) where it accepts the file, the same message where
// it does not.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { hclc, oracleDir, corpusFiles } = require('./helpers.js');

const files = corpusFiles();
const skip = !oracleDir || !fs.existsSync(oracleDir) ? 'no @cdktf/hcl2json oracle (HCLC_JS_ORACLE)' : files.length === 0 ? 'no corpus' : false;

test('parse gives what @cdktf/hcl2json gives on every corpus file', { skip, timeout: 600000 }, async () => {
  const oracle = require(oracleDir);
  let same = 0;
  const differences = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    let expected, expectedError, actual, actualError;
    try {
      expected = await oracle.parse(file, text);
    } catch (e) {
      expectedError = e.message;
    }
    try {
      actual = await hclc.parse(file, text);
    } catch (e) {
      actualError = e.message;
    }
    const agree = expectedError !== undefined
      ? actualError === expectedError
      : actualError === undefined && JSON.stringify(actual) === JSON.stringify(expected);
    if (agree) same++;
    else differences.push(file);
  }
  console.log(`parse: ${same} of ${files.length} corpus files as @cdktf/hcl2json`);
  assert.deepStrictEqual(differences, []);
});

test('parse reports invalid HCL with @cdktf/hcl2json\'s message', { skip: !oracleDir || !fs.existsSync(oracleDir) }, async () => {
  const oracle = require(oracleDir);
  for (const text of ['a = \n', 'a = 1\nb = 2 +\nc = "\n', 'x = -true\n', 'a {}\na "l" {}\n', 'a "l" {}\na {}\n', 'b {\n']) {
    const expected = await oracle.parse('bad.tf', text).then(() => null, (e) => e.message);
    const actual = await hclc.parse('bad.tf', text).then(() => null, (e) => e.message);
    assert.strictEqual(actual, expected, JSON.stringify(text));
  }
});

test('getReferencesInExpression gives what @cdktf/hcl2json gives', { skip: !oracleDir || !fs.existsSync(oracleDir) }, async () => {
  const oracle = require(oracleDir);
  const expressions = ['${var.a}', 'foo ${aws_instance.web.id} ${local.x[0]}', '${[for x in var.l : x.name]}',
    '${module.m.out}', '${count.index + each.key}', '${path.module}/x', '${var.m["k"].z}', '${f(var.a, self.b)}',
    'plain', '${x.*.id}', '${var.a[count.index].b}', '${aws_instance.web[*].id}', '${var.a}${var.b}',
    '${local.a.b.c[1]["x"]}', '${-var.a}', 'line1\n${var.x}\nline3', '${{for k, v in var.m : k => v}}',
    '${var.a ? local.b : 1}', '${a.0.b}', 'var.a', '${é}${var.z}', '%{ for x in var.xs }${x}%{ endfor }',
    'x ${var.a["é"]} y', '${var.a.b[*].c}', '"${var.q}"'];
  for (const expression of expressions) {
    assert.deepStrictEqual(await hclc.getReferencesInExpression('main.tf', expression),
      await oracle.getReferencesInExpression('main.tf', expression), JSON.stringify(expression));
  }
});

// The folders of the corpus that hold `.tf` files, and one made here with
// `.tf.json` files too: objects merge key by key, arrays are appended, an
// object left empty is removed, subfolders are not read.
function convertFilesFolders() {
  const folders = [...new Set(files.filter((file) => file.endsWith('.tf')).map((file) => path.dirname(file)))];
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'hclc-convert-files-'));
  fs.writeFileSync(path.join(made, 'main.tf'), 'resource "a" "b" {\n  count = 2\n}\nlocals {\n  x = [1]\n}\n');
  fs.writeFileSync(path.join(made, 'variables.tf'), 'variable "v" {\n  default = "d"\n}');
  fs.writeFileSync(path.join(made, 'override.tf.json'), JSON.stringify({
    resource: { a: { b: [{ count: 3 }], c: [{ x: 'y' }] } },
    locals: [{ y: 2 }],
    variable: { v: [{ type: 'string' }], w: {} },
    output: { o: { value: '${1}' } },
    terraform: 'scalar',
  }));
  fs.writeFileSync(path.join(made, 'second.tf.json'), JSON.stringify({ output: { o: { value: 'again' } }, terraform: { x: 1 } }));
  fs.mkdirSync(path.join(made, 'sub.tf'));
  fs.writeFileSync(path.join(made, 'sub.tf', 'ignored.tf'), 'ignored = true\n');
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'hclc-convert-files-empty-'));
  const jsonOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'hclc-convert-files-json-'));
  fs.writeFileSync(path.join(jsonOnly, 'only.tf.json'), JSON.stringify({ a: [1], b: { c: 'd' } }));
  return { folders: [...folders, made, empty, jsonOnly], made: [made, empty, jsonOnly] };
}

test('convertFiles gives what @cdktf/hcl2json gives on every corpus folder', { skip, timeout: 600000 }, async () => {
  const oracle = require(oracleDir);
  const { folders, made } = convertFilesFolders();
  const quiet = console.error;
  console.error = () => {}; // hcl2json's note on a folder without files
  try {
    let same = 0;
    const differences = [];
    for (const folder of folders) {
      const expected = await oracle.convertFiles(folder).then((v) => JSON.stringify(v), (e) => 'error: ' + e.message);
      const actual = await hclc.convertFiles(folder).then((v) => JSON.stringify(v), (e) => 'error: ' + e.message);
      if (actual === expected) same++;
      else differences.push(folder);
    }
    console.log(`convertFiles: ${same} of ${folders.length} folders as @cdktf/hcl2json`);
    assert.deepStrictEqual(differences, []);
    assert.deepStrictEqual(await hclc.convertFiles(made[0]).then((v) => v.resource.a), {
      b: [{ count: 2 }, { count: 3 }],
      c: [{ x: 'y' }],
    });
  } finally {
    console.error = quiet;
    for (const folder of made) fs.rmSync(folder, { recursive: true });
  }
});
