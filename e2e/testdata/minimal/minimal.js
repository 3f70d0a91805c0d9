// The minimal program's loader: streams, compiles and runs minimal.wasm,
// and sets window.parlourFirstFrame (performance.now()) on the first
// animation frame after the program drew, as Parlour's loader does.
"use strict";

(async function () {
  const go = new Go();
  const result = await WebAssembly.instantiateStreaming(fetch("minimal.wasm"), go.importObject);
  (function frame() {
    if (window.minimalDrawn) {
      window.parlourFirstFrame = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  })();
  go.run(result.instance);
})();
