// 10,000 mutations of corpus files through parse, toJSONSyntax and format:
// each call returns or throws an Error; none traps the module.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const { hclc, corpusFiles } = require('./helpers.js');

// A small deterministic generator (xorshift32), so that a failure repeats.
function generator(seed) {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  };
}

const tokens = ['{', '}', '[', ']', '(', ')', '"', '${', '%{', '<<EOT\n', '\nEOT\n', '=', '\n', ' ', '#', '/*', '*/',
  '.', '*', '?', ':', ',', '\\', '~', 'for', 'if', 'in', '=>', '...', '0', '1e9999', 'é', '\u0301', '\uFFFD', '\t'];

function mutate(text, random) {
  let out = text;
  const edits = 1 + random(8);
  for (let i = 0; i < edits; i++) {
    const at = random(out.length + 1);
    switch (random(4)) {
      case 0: out = out.slice(0, at) + tokens[random(tokens.length)] + out.slice(at); break;
      case 1: out = out.slice(0, at) + out.slice(at + 1 + random(20)); break;
      case 2: { const from = random(out.length + 1); out = out.slice(0, at) + out.slice(from, from + random(200)) + out.slice(at); break; }
      default: out = out.slice(0, at) + String.fromCharCode(32 + random(95)) + out.slice(at + 1);
    }
  }
  // Lone surrogates are the API's RangeError, tested on their own.
  return out.replace(/[\uD800-\uDFFF]/g, '?');
}

const files = corpusFiles();
test('10,000 mutated corpus files: no trap', { skip: files.length === 0 ? 'no corpus' : false, timeout: 900000 }, async () => {
  const sync = await hclc.init();
  const texts = files.map((f) => fs.readFileSync(f, 'utf8')).filter((t) => t.length < 20000);
  const random = generator(20261128);
  const counts = { ok: 0, diagnostics: 0 };
  for (let i = 0; i < 10000; i++) {
    const input = mutate(texts[random(texts.length)], random);
    const fn = ['parse', 'toJSONSyntax', 'format'][i % 3];
    try {
      if (fn === 'parse') sync.parse('fuzz.tf', input);
      else sync[fn](input);
      counts.ok++;
    } catch (e) {
      assert.doesNotMatch(e.message, /WebAssembly module failed/, `input ${i} (${fn}): ${JSON.stringify(input.slice(0, 300))}`);
      counts.diagnostics++;
    }
  }
  console.log(`fuzz: ${counts.ok} accepted, ${counts.diagnostics} with diagnostics, no trap`);
});
