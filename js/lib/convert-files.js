// convertFiles(directory) for Node, as @cdktf/hcl2json has it: the `.tf`
// files of one folder (not its subfolders) read as one file, named
// hcl2json.tf, each followed by a newline, in the order the file system lists
// them; then the values of its `.tf.json` files merged into the result, in
// the same order.
'use strict';
const fs = require('fs');
const path = require('path');

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Merges `source` into `target` as hcl2json does: objects key by key (a key
// whose object ends up empty is removed), arrays appended to arrays, every
// other value replacing what was there.
function mergeInto(target, source) {
  if (typeof target !== 'object' || target === null || typeof source !== 'object' || source === null) {
    throw new TypeError('hclc.convertFiles: a .tf.json file holds a value that is not an object, which cannot be merged');
  }
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (isPlainObject(value)) {
      if (typeof target[key] !== 'object') target[key] = {};
      mergeInto(target[key], value);
      if (typeof target[key] === 'object' && Object.keys(target[key]).length === 0) delete target[key];
    } else if (Array.isArray(value)) {
      target[key] = Array.isArray(target[key]) ? [...target[key], ...value] : value;
    } else {
      target[key] = value;
    }
  }
  return target;
}

function createConvertFiles(parse) {
  return async function convertFiles(workingDirectory) {
    if (typeof workingDirectory !== 'string') {
      throw new TypeError(`hclc.convertFiles: workingDirectory must be a string, not ${workingDirectory === null ? 'null' : typeof workingDirectory}`);
    }
    let native = '';
    const json = [];
    for (const name of fs.readdirSync(workingDirectory)) {
      const file = path.resolve(workingDirectory, name);
      if (fs.lstatSync(file).isDirectory()) continue;
      if (/\.tf$/.test(name)) native += fs.readFileSync(file, 'utf-8') + '\n';
      else if (/\.tf\.json$/.test(name)) json.push(JSON.parse(fs.readFileSync(file, 'utf-8')));
    }
    if (native === '' && json.length === 0) return {};
    let merged = await parse('hcl2json.tf', native);
    for (const value of json) merged = mergeInto(merged, value);
    return merged;
  };
}

module.exports = { createConvertFiles };
