'use strict';
// The corpus's configuration files under a folder, in a stable order: what
// both benchmarks (bench.js, memory.js) parse.
const fs = require('fs');
const path = require('path');

function corpusFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...corpusFiles(full));
    else if (/\.(tf|hcl)$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

module.exports = { corpusFiles };
