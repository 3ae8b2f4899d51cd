// getExpressionAst against @cdktf/hcl2json's: the same tree (node types,
// ranges, meta, children) for every expression the oracle accepts, and its
// error message for every one it refuses. The expressions: those of a few
// hundred corpus files (as hcl2json's parse writes them, "${…}" and
// templates) and written ones covering every kind of node.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const childProcess = require('child_process');
const fs = require('fs');
const { hclc, oracleDir, corpusFiles } = require('./helpers.js');

const noOracle = !oracleDir || !fs.existsSync(oracleDir);

// Every kind of node: literals, templates (quoted, heredoc, flush heredoc,
// directives, strip markers, escapes), traversals, splats, index, for,
// conditional, operators, calls, objects, tuples, parentheses.
const written = [
  "for",
  "\"%{for k, v in x}${v}%{endfor}\"",
  "\"%{if c}a%{endif}\"",
  "[for v in x: v]",
  "(1+2)",
  "{true = 1, null = 2, a = 3, a = 4}",
  "a-b*c/d%e != f || g < h > i <= j >= k",
  "f(x)[0]",
  "a[1.50]",
  "\"\"",
  "a[0].b.c",
  "a[*].b[0]",
  "{a: 1}",
  "\"${x}\"",
  "a.b[0]",
  "\"${a}\"",
  "1+2",
  "f(a, b...)",
  "\"x ${y} z\"",
  "{a=1, \"b\"=c}",
  "[for k,v in x: v if k]",
  "a ? b : c",
  "-x",
  "a[*].b",
  "a.*.b",
  "(a)",
  "<<EOT\nhi ${x}\nEOT\n",
  "true",
  "null",
  "1.5",
  "<<-EOT\n  hi\n  ${x}\nEOT\n",
  "\"ü ${x}\"",
  "\"%{for v in x}${v}%{endfor}\"",
  "\"%{ for k, v in x ~}${v}%{~ endfor ~}\"",
  "\"%{if c}%{endif}\"",
  "\"%{if c}a%{else}%{endif}\"",
  "\"%{if c}${a}${b}%{else}x${y}%{endif}\"",
  "\"a%{if c}b%{endif}c\"",
  "\"%{for v in x}%{endfor}\"",
  "\"%{for v in x}a${v}b%{endfor}\"",
  "a[b].c",
  "a[b][c]",
  "a[*].b.c",
  "a.*.b.c",
  "a[*][0]",
  "a.*[0]",
  "a.b[*].c",
  "f(x)[*].y",
  "f(x).*",
  "[for x in y: x][0]",
  "{a = 1}.a",
  "(a).*",
  "a[0][*]",
  "a[\"b\"].c[\"d\"]",
  "a[-1]",
  "a[true]",
  "a[null]",
  "!!a",
  "--a",
  "-(-a)",
  "a ? b ? c : d : e",
  "(a ? b : c).d",
  "[1, [2, [3]], {a = [4]}]",
  "{ \"a\" = 1, b = { c = 2 } }",
  "{ (a) = 1, \"${b}\" = 2, \"x${c}\" = 3 }",
  "{ a.b = 1 }",
  "{ a = 1, b = 2, }",
  "{\n  a = 1\n  b = 2\n}",
  "[\n  1,\n  2,\n]",
  "f(\n  a,\n  b\n)",
  "upper(\"x\")",
  "provider::aws::arn_parse(\"x\")",
  "f(g(h(1)))",
  "f([for x in y: x]...)",
  "[for k, v in x: v]",
  "{for k, v in x: k => v if v}",
  "{for v in x: v => v...}",
  "[for x in [for y in z: y]: x]",
  "<<EOT\na\nEOT\n",
  "<<EOT\n${a}\nEOT\n",
  "<<-EOT\n    a\n      ${b}\n    c\n  EOT\n",
  "<<EOT\n%{for x in y}\n${x}\n%{endfor}\nEOT\n",
  "<<EOT\nEOT\n",
  "\"\\u00e9 ${x}\"",
  "\"🎉 ${x}\"",
  "\"a\\\\b${x}\"",
  "\"$${x}\"",
  "\"%%{x}\"",
  "\"${\"${x}\"}\"",
  "\"${a}b\"",
  "\"a${b}\"",
  "1",
  "1.0",
  "0.5",
  "1e10",
  "1E-3",
  "\"string\"",
  "false",
  "a.b.c.d.e",
  "a /* c */ + b",
  "a # c\n  + b",
  "a &&\n  b",
  "1 + 2 * 3 - 4 / 5 % 6",
  "(1 + 2) * 3",
  "a == b != c",
  "a < b",
  "a >= b || c <= d",
  "var.a[\"k\"]",
  "data.x.y[0].z",
  "local.a[count.index]",
  "each.value.name",
  "\"${var.a}-${var.b}\"",
  "\"${join(\",\", var.list)}\"",
  "lookup(var.m, \"k\", null)",
  "{for k, v in var.m : k => v if v != null}",
  "var.a != null ? var.a : \"x\"",
  "[for s in var.l : upper(s) if s != \"\"]",
  "merge(var.a, { b = 1 })",
  "try(var.a.b, null)",
  "can(regex(\"^a\", var.x))",
  "\"${var.a == \"\" ? \"x\" : var.a}\"",
  "-1.5",
  "!var.x",
  "x[*]",
  "[]",
  "{}",
  "[[]]",
  "{a = {}}",
  "\"x\" ? 1 : 2",
];

// Expressions neither accepts, for the message.
const invalid = [
  "\"a\" \"b\"",
  "1 +",
  "\"${",
  "x.0.1",
  "a...",
  "f()...",
  "{a = }",
  "[1,,2]",
  "f(",
  "\"${a",
  "a.",
  "a[",
  "\"\\q\"",
  "a b",
  "",
  "{a = 1 b = 2}",
  "<<EOT\nabc",
  "\"a\nb\"",
  "@",
  "a ? b",
  "[for x in y]",
  "\"%{if a}\"",
  "f(a...,b)",
  "1 2 3 4",
  "\"${a} ${b\"",
  "ü ü",
];

// Where the messages differ, and why (the trees agree everywhere).
const knownMessageDifferences = {
  "\"%{if a}\"": "our message names the if directive's range from line 1 (the reference's 0,1-8 counts from 0)"
};

// The source text of every attribute's expression in a file, found with the
// native `hclc ir` (each Attribute line is followed by its expression's line,
// which ends with its range, @line:column-line:column, columns in grapheme
// clusters). A heredoc keeps the newline after its closing marker.
function attributeExpressions(native, file, into) {
  let ir;
  try {
    ir = childProcess.execFileSync(native, ['ir', file], { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  } catch {
    return; // a file with errors
  }
  const bytes = fs.readFileSync(file);
  const lineStarts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a) lineStarts.push(i + 1);
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const byteAt = (line, column) => {
    let byte = lineStarts[line - 1];
    const end = line < lineStarts.length ? lineStarts[line] : bytes.length;
    let current = 1;
    for (const { segment } of graphemes.segment(bytes.subarray(byte, end).toString())) {
      if (current === column) break;
      current++;
      byte += Buffer.byteLength(segment);
    }
    return byte;
  };
  const lines = ir.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*Attribute /.test(lines[i])) continue;
    const m = /@(\d+):(\d+)-(\d+):(\d+)$/.exec(lines[i + 1]);
    if (!m) continue;
    const text = bytes.subarray(byteAt(+m[1], +m[2]), byteAt(+m[3], +m[4])).toString();
    into.add(text.startsWith('<<') ? text + '\n' : text);
  }
}

// The expression texts in hcl2json's parse output: "${expr}" gives expr, a
// template on one line its quoted form.
function expressionsOf(value, into) {
  if (typeof value === 'string') {
    if (value.startsWith('${') && value.endsWith('}')) into.add(value.slice(2, -1));
    if (value.includes('${') && !value.includes('\n')) into.add(JSON.stringify(value));
  } else if (Array.isArray(value)) {
    for (const item of value) expressionsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) expressionsOf(item, into);
  }
}

// Compares hclc with the oracle on each expression: {same, trees, errors, differences}.
async function compare(oracle, expressions) {
  const result = { trees: 0, errors: 0, differences: {} };
  for (const expression of expressions) {
    let expected, expectedError, actual, actualError;
    try {
      expected = await oracle.getExpressionAst('main.tf', expression);
    } catch (e) {
      expectedError = e.message;
    }
    try {
      actual = await hclc.getExpressionAst('main.tf', expression);
    } catch (e) {
      actualError = e.message;
    }
    if (expectedError === undefined && actualError === undefined) {
      try {
        assert.deepStrictEqual(actual, expected);
        result.trees++;
      } catch {
        result.differences[expression] = 'tree';
      }
    } else if (expectedError !== undefined && actualError === expectedError) {
      result.errors++;
    } else {
      result.differences[expression] = expectedError === undefined ? 'hclc refuses it' : actualError === undefined ? 'hclc accepts it' : 'message';
    }
  }
  return result;
}

test('getExpressionAst gives what @cdktf/hcl2json gives on the corpus\'s expressions', { skip: noOracle, timeout: 600000 }, async () => {
  const oracle = require(oracleDir);
  const files = corpusFiles().filter((file) => file.endsWith('.tf'));
  const step = Math.max(1, Math.floor(files.length / 300));
  const expressions = new Set();
  let read = 0;
  for (let i = 0; i < files.length; i += step) {
    read++;
    try {
      expressionsOf(await oracle.parse(files[i], fs.readFileSync(files[i], 'utf8')), expressions);
    } catch {
      // a file hcl2json refuses has no expressions to compare
    }
  }
  const result = await compare(oracle, expressions);
  console.log(`getExpressionAst: ${expressions.size} expressions of ${read} corpus files: ` +
    `${result.trees} equal trees, ${result.errors} equal errors, ${Object.keys(result.differences).length} differences`);
  assert.ok(result.trees > 1000, `only ${result.trees} trees compared`);
  assert.deepStrictEqual(result.differences, {});
});

const native = process.env.HCLC_NATIVE;
test('getExpressionAst gives what @cdktf/hcl2json gives on every attribute expression of the corpus', {
  skip: noOracle ? 'no oracle' : !native || !fs.existsSync(native) ? 'no native hclc (HCLC_NATIVE)' : false,
  timeout: 600000,
}, async () => {
  const oracle = require(oracleDir);
  const files = corpusFiles().filter((file) => file.endsWith('.tf'));
  const expressions = new Set();
  for (const file of files) attributeExpressions(native, file, expressions);
  const result = await compare(oracle, expressions);
  console.log(`getExpressionAst: ${expressions.size} attribute expressions of ${files.length} corpus files: ` +
    `${result.trees} equal trees, ${result.errors} equal errors, ${Object.keys(result.differences).length} differences`);
  assert.ok(result.trees > 1000, `only ${result.trees} trees compared`);
  assert.deepStrictEqual(result.differences, {});
});

// Corpus expressions with a character inserted, a few removed or the tail
// cut (a fixed sequence): where the oracle accepts one, hclc gives the same
// tree; where it refuses one, hclc does too. The messages may differ: the
// parser's first diagnostic, or their number, is not always the reference's
// (the figure is printed).
test('getExpressionAst on mutated corpus expressions: the same trees, the same refusals', {
  skip: noOracle ? 'no oracle' : !native || !fs.existsSync(native) ? 'no native hclc (HCLC_NATIVE)' : false,
  timeout: 600000,
}, async () => {
  const oracle = require(oracleDir);
  const sources = new Set();
  for (const file of corpusFiles().filter((f) => f.endsWith('.tf')).slice(0, 200)) attributeExpressions(native, file, sources);
  const pool = [...sources].filter((expression) => expression.length <= 400);
  const insertions = ['(', ')', '[', ']', '{', '}', '"', '$', '%', '~', '*', '.', ',', '=', ':', '?', '!', '-', '<<EOT\n', '\n', ' ', 'x', '1', '${', '%{'];
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const mutated = new Set();
  while (mutated.size < 3000) {
    const text = pool[random(pool.length)];
    const at = random(text.length + 1);
    const how = random(3);
    mutated.add(how === 0 ? text.slice(0, at) + insertions[random(insertions.length)] + text.slice(at)
      : how === 1 ? text.slice(0, at) + text.slice(at + 1 + random(3))
        : text.slice(0, at) + text.slice(random(text.length + 1)));
  }
  const result = await compare(oracle, mutated);
  const messages = Object.values(result.differences).filter((kind) => kind === 'message').length;
  console.log(`getExpressionAst: ${mutated.size} mutated expressions: ${result.trees} equal trees, ` +
    `${result.errors} equal errors, ${messages} other messages`);
  const notMessages = Object.entries(result.differences).filter(([, kind]) => kind !== 'message');
  assert.deepStrictEqual(notMessages, []);
  assert.ok(result.trees > 1000 && result.errors > 500, `${result.trees} trees, ${result.errors} errors`);
});

test('getExpressionAst gives what @cdktf/hcl2json gives on every kind of node', { skip: noOracle }, async () => {
  const oracle = require(oracleDir);
  const result = await compare(oracle, written);
  assert.deepStrictEqual(result.differences, {});
  assert.strictEqual(result.trees, written.length);
});

test('getExpressionAst refuses invalid expressions with @cdktf/hcl2json\'s error', { skip: noOracle }, async () => {
  const oracle = require(oracleDir);
  const result = await compare(oracle, invalid);
  const expected = Object.fromEntries(Object.keys(knownMessageDifferences).map((expression) => [expression, 'message']));
  assert.deepStrictEqual(result.differences, expected);
  assert.strictEqual(result.errors, invalid.length - Object.keys(expected).length);
});

test('getExpressionAst: the tree of a template, its message and diagnostics', async () => {
  assert.deepStrictEqual(await hclc.getExpressionAst('main.tf', '"${var.a}"'), {
    type: 'templateWrap',
    range: { start: { line: 0, column: 0, byte: 0 }, end: { line: 0, column: 10, byte: 10 } },
    meta: { value: '"${var.a}"' },
    children: [{
      type: 'scopeTraversal',
      range: { start: { line: 0, column: 3, byte: 3 }, end: { line: 0, column: 8, byte: 8 } },
      meta: {
        value: 'var.a',
        fullAccessor: 'var.a',
        traversal: [
          { type: 'nameTraversal', segment: 'var', range: { start: { line: 0, column: 3, byte: 3 }, end: { line: 0, column: 6, byte: 6 } } },
          { type: 'nameTraversal', segment: 'a', range: { start: { line: 0, column: 6, byte: 6 }, end: { line: 0, column: 8, byte: 8 } } },
        ],
      },
      children: [],
    }],
  });
  const sync = await hclc.init();
  assert.strictEqual(sync.getExpressionAst('x.tf', '1').type, 'literalValue');
  assert.throws(() => sync.getExpressionAst('x.tf', 'a b'), (e) =>
    e.message === "getExpressionAst errors on input string 'a b': x.tf:0,2-3: Extra characters after expression; " +
      'An expression was successfully parsed, but extra characters were found after it. ' &&
    e.diagnostics.length === 1 && e.diagnostics[0].summary === 'Extra characters after expression');
  await assert.rejects(hclc.getExpressionAst('x.tf', 42), TypeError);
});

// Operator chains are not nesting levels for the parser; the tree's walk
// recurses once per operand. 5,000 operands work; past what the engine's
// stack holds (about 7,000 on Node's main thread) an HclError. Every node of
// the tree holds its own text, so a chain of n operators answers in memory
// that grows as n squared: past 64 MB of text held by the nodes together
// (about 8,000 operands) the call fails before the walk, and the next call
// works (@cdktf/hcl2json runs out of stack at 5,000 and ends the process at
// 100,000).
test('getExpressionAst: long operator chains, and an error past 64 MB of node text', async () => {
  const sum = (n) => Array(n).fill('1').join('+');
  const tree = await hclc.getExpressionAst('x.tf', sum(5000));
  assert.strictEqual(tree.type, 'binaryOp');
  assert.strictEqual(tree.meta.value.length, 9999);
  for (const n of [10000, 100000]) {
    await assert.rejects(hclc.getExpressionAst('x.tf', sum(n)), (e) => e.message.endsWith(
      ": the expression's syntax tree is too large to answer: its nodes hold more than 64 MB of source text " +
      'together (each node holds its own) ') && e.diagnostics.length === 0);
  }
  assert.strictEqual((await hclc.getExpressionAst('x.tf', 'a')).type, 'scopeTraversal');
});
