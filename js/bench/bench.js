// tools/bench npm: hclc's package against @cdktf/hcl2json, each in fresh Node
// processes (start-up included), on the corpus:
//   - the whole corpus parsed in one process (best of --runs), and the ratio;
//   - import to first parse (best of --runs);
//   - peak memory (maxRSS) of the whole-corpus process;
//   - the size `npm pack` makes of each package.
//
//   node js/bench/bench.js PACKAGE_DIR HCL2JSON_DIR CORPUS_DIR [RUNS]
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { corpusFiles } = require('./corpus.js');

const [packageDir, oracleDir, corpus] = process.argv.slice(2, 5).map((p) => path.resolve(p));
const runsArg = process.argv[5];
const runs = Number(runsArg || 3);

// The program each measured process runs: import, parse every file, report.
const program = `
const start = process.hrtime.bigint();
const lib = require(process.argv[1]);
const files = JSON.parse(process.argv[2]);
const fs = require('fs');
const texts = files.map((f) => fs.readFileSync(f, 'utf8'));
(async () => {
  let first = null;
  let bytes = 0;
  for (let i = 0; i < files.length; i++) {
    try { await lib.parse(files[i], texts[i]); } catch (e) {}
    if (first === null) first = Number(process.hrtime.bigint() - start) / 1e6;
    bytes += texts[i].length;
  }
  const total = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(JSON.stringify({ first, total, cpuMs, bytes, maxRssKb: process.resourceUsage().maxRSS }));
  process.exit(0);
})();`;

function measure(libDir, files) {
  let best = null;
  for (let i = 0; i < runs; i++) {
    const out = JSON.parse(execFileSync(process.execPath, ['-e', program, libDir, JSON.stringify(files)]).toString());
    if (!best) best = out;
    best.total = Math.min(best.total, out.total);
    best.cpuMs = Math.min(best.cpuMs, out.cpuMs);
    best.first = Math.min(best.first, out.first);
    best.maxRssKb = Math.max(best.maxRssKb, out.maxRssKb);
  }
  return best;
}

function packedSize(dir) {
  const out = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir }).toString());
  return out[0].size;
}

const files = corpusFiles(corpus);
const ours = measure(packageDir, files);
const theirs = measure(oracleDir, files);
const oneFile = [files.find((f) => f.endsWith('main.tf')) || files[0]];
const oursFirst = measure(packageDir, oneFile);
const theirsFirst = measure(oracleDir, oneFile);
const results = {
  files: files.length,
  bytes: ours.bytes,
  corpusMs: { hclc: ours.total, hcl2json: theirs.total, ratio: theirs.total / ours.total },
  corpusCpuMs: { hclc: ours.cpuMs, hcl2json: theirs.cpuMs, ratio: theirs.cpuMs / ours.cpuMs },
  importToFirstParseMs: { hclc: oursFirst.first, hcl2json: theirsFirst.first },
  peakRssMb: { hclc: ours.maxRssKb / 1024, hcl2json: theirs.maxRssKb / 1024 },
  packedBytes: { hclc: packedSize(packageDir), hcl2json: packedSize(oracleDir) },
};
const f = (x) => x.toFixed(1);
console.log(`corpus: ${results.files} files, ${(results.bytes / 1e6).toFixed(2)} MB, one Node process each, start-up included (best of ${runs})`);
console.log(`| measure | hclc | @cdktf/hcl2json | ratio |`);
console.log(`| --- | --- | --- | --- |`);
console.log(`| whole corpus (ms) | ${f(ours.total)} | ${f(theirs.total)} | ${f(theirs.total / ours.total)}x faster |`);
console.log(`| whole corpus, CPU (ms) | ${f(ours.cpuMs)} | ${f(theirs.cpuMs)} | ${f(theirs.cpuMs / ours.cpuMs)}x less |`);
console.log(`| import to first parse (ms) | ${f(oursFirst.first)} | ${f(theirsFirst.first)} | ${f(theirsFirst.first / oursFirst.first)}x |`);
console.log(`| peak RSS, whole corpus (MB) | ${f(ours.maxRssKb / 1024)} | ${f(theirs.maxRssKb / 1024)} | ${f(ours.maxRssKb / theirs.maxRssKb * 100)}% |`);
console.log(`| npm pack (bytes) | ${results.packedBytes.hclc} | ${results.packedBytes.hcl2json} | ${f(results.packedBytes.hclc / results.packedBytes.hcl2json * 100)}% |`);
console.log(JSON.stringify(results));
