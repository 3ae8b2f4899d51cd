// Where a package's memory goes while it parses the corpus in one Node
// process, as tools/bench npm's corpus run does: the RSS (and V8's heap and
// external memory) after reading the corpus, after the first parse and along
// the run, where the peak was, and the CPU time of each of the process's
// threads (the main thread runs the parses; V8's background threads compile
// the module's hot functions with its optimizing compiler).
//
//   node js/bench/memory.js PACKAGE_DIR CORPUS_DIR
//   node --trace-wasm-compilation-times js/bench/memory.js …   (each compilation's memory)
'use strict';
const fs = require('fs');
const path = require('path');
const { corpusFiles } = require('./corpus.js');

const [packageDir, corpus] = process.argv.slice(2, 4).map((p) => path.resolve(p));

const mb = (bytes) => (bytes / 1048576).toFixed(1);
function residentBytes() {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
}
function report(label) {
  const usage = process.memoryUsage();
  console.log(`${label.padEnd(14)} rss ${mb(residentBytes())} MB, V8 heap ${mb(usage.heapTotal)} MB ` +
    `(used ${mb(usage.heapUsed)}), external ${mb(usage.external)} MB`);
}

// CPU time of each thread, from /proc (clock ticks of 10 ms).
function threadTimes() {
  const out = [];
  for (const task of fs.readdirSync('/proc/self/task')) {
    const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.push({ task: Number(task), ms: (Number(fields[11]) + Number(fields[12])) * 10 });
  }
  return out;
}

const files = corpusFiles(corpus);
const texts = files.map((file) => fs.readFileSync(file, 'utf8'));
report('corpus read');
const lib = require(packageDir);
(async () => {
  await lib.parse(files[0], texts[0]);
  report('first parse');
  let peak = { rss: 0, file: -1 };
  for (let i = 0; i < files.length; i++) {
    try {
      await lib.parse(files[i], texts[i]);
    } catch (e) {
      // Invalid files answer with an error, as they do in tools/bench npm.
    }
    const rss = residentBytes();
    if (rss > peak.rss) peak = { rss, file: i };
    if (i > 0 && i % 100 === 0) report(`file ${i}`);
  }
  report('end');
  const cpu = process.cpuUsage();
  console.log(`highest RSS after a file: ${mb(peak.rss)} MB after file ${peak.file} ` +
    `(${path.relative(corpus, files[peak.file])}); maxRSS ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
  console.log(`CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms: ` +
    threadTimes().filter((t) => t.ms > 0).map((t) => `${t.task === process.pid ? 'main' : 'thread'} ${t.ms} ms`).join(', '));
})();
