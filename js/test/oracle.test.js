// parse against @cdktf/hcl2json's parse on every corpus file: the same value
// (and the same key order) where it accepts the file, the same message where
// it does not.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
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
