// hclc for browsers, as classic scripts (no Node APIs):
//   <script src="hclc_wasm.js"></script>
//   <script src="lib/core.js"></script>
//   <script src="browser.js"></script>
// defines `hclc` (the same API as index.js), fetching hclc_wasm.wasm from
// beside this script.
(function () {
  'use strict';
  const here = document.currentScript ? document.currentScript.src : location.href;
  const wasmUrl = new URL('hclc_wasm.wasm', here);
  self.hclc = self.hclcCore.createApi(self.createHclcModule, async () => {
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error(`hclc: cannot fetch ${wasmUrl}: ${response.status}`);
    return response.arrayBuffer();
  });
})();
