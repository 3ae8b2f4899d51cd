// hclc for Node (CommonJS): the API of lib/core.js, with the WebAssembly
// module read from beside this file on first use.
'use strict';
const { createApi } = require('./lib/core.js');
const { createConvertFiles } = require('./lib/convert-files.js');
const createHclcModule = require('./hclc_wasm.js');

const hclc = createApi(createHclcModule, async () => {
  const { readFile } = require('fs/promises');
  const { join } = require('path');
  return readFile(join(__dirname, 'hclc_wasm.wasm'));
});
// Node only: it reads a folder.
hclc.convertFiles = createConvertFiles(hclc.parse);
module.exports = hclc;
