// The browser path: Debian's headless Chromium opens a page (browser/page.html)
// served with the package over HTTP, which parses a file with hclc and shows
// the result; the test reads the page's DOM and takes a screenshot.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { execFile } = require('child_process');

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
const packageDir = process.env.HCLC_JS_PACKAGE;

// Headless Chromium's virtual time runs on while the WebAssembly module
// compiles off the page's thread, and would end the page before its result on
// a busy machine; it stands still while a request is pending. So the page
// asks for /hold first, which is answered only once it has asked for /done
// (its result shown) or after a minute.
function serve() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const held = [];
  const release = () => held.splice(0).forEach((response) => response.writeHead(204).end());
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (name === '/hold') return held.push(response) && setTimeout(release, 60000).unref();
    if (name === '/done') return release() || response.writeHead(204).end();
    const file = name === '/page.html' ? path.join(__dirname, 'browser', 'page.html') : path.join(packageDir, path.normalize(name));
    if (!file.startsWith(packageDir) && !file.endsWith('page.html')) return response.writeHead(403).end();
    fs.readFile(file, (error, data) => {
      if (error) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' }).end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// The colour of a screenshot's top-left pixel: the PNG's image data
// inflated, and its first row unfiltered (with no row above it, each filter
// depends only on the pixels to the left, none for the first).
function topLeftPixel(png) {
  const chunks = [];
  let colourType = 0;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString();
    if (type === 'IHDR') colourType = png[at + 8 + 9];
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const data = zlib.inflateSync(Buffer.concat(chunks));
  const channels = colourType === 6 ? 4 : 3;
  return [...data.subarray(1, 1 + channels)].slice(0, 3);
}

function run(args) {
  return new Promise((resolve, reject) =>
    execFile(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...args],
      { timeout: 120000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout))));
}

test('a page parses a file with hclc in headless Chromium', { skip: chromium ? false : 'no chromium (Debian package chromium)', timeout: 300000 }, async () => {
  const server = await serve();
  const url = `http://127.0.0.1:${server.address().port}/page.html`;
  const shot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hclc-browser-')), 'page.png');
  try {
    const dom = await run(['--virtual-time-budget=20000', '--dump-dom', url]);
    assert.match(dom, /RESULT \{"resource":\{"aws_instance":\{"web":\[\{"ami":"ami-123","count":"\$\{2 \+ 3\}"\}\]\}\}\}/);
    await run(['--virtual-time-budget=20000', '--window-size=900,500', `--screenshot=${shot}`, url]);
    const png = fs.readFileSync(shot);
    assert.strictEqual(png.subarray(1, 4).toString(), 'PNG');
    // The IHDR chunk: the window's size, as asked.
    assert.deepStrictEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [900, 500]);
    // The page turns green once it shows the result.
    assert.deepStrictEqual(topLeftPixel(png), [0x00, 0xaa, 0x66]);
    console.log(`browser: screenshot ${shot} (${png.length} bytes)`);
  } finally {
    server.close();
  }
});
