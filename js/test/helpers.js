// What the tests share: the package under test (HCLC_JS_PACKAGE, the folder
// hclc_build_wasm makes), the oracle (HCLC_JS_ORACLE, @cdktf/hcl2json's
// folder, installed from the npm registry into the build folder) and the
// corpus (HCLC_CORPUS).
'use strict';
const fs = require('fs');
const path = require('path');

const packageDir = process.env.HCLC_JS_PACKAGE;
if (!packageDir) throw new Error('HCLC_JS_PACKAGE must name the built package folder');

function corpusFiles() {
  const root = process.env.HCLC_CORPUS;
  if (!root || !fs.existsSync(root)) return [];
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tf|hcl)$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  return files;
}

module.exports = {
  hclc: require(packageDir),
  oracleDir: process.env.HCLC_JS_ORACLE,
  corpusFiles,
};
