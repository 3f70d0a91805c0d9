// The minimal program's loader: streams, compiles and runs minimal.wasm,
// and sets window.parlourFirstFrame (performance.now()) on the first
// animation frame after the program drew, as Parlour's loader does, and
// marks the start-up's phases with the names Parlour's loader uses.
"use strict";

(async function () {
  const mark = (name) => performance.mark("parlour:" + name);
  const go = new Go();
  mark("fetch");
  const result = await WebAssembly.instantiateStreaming(fetch("minimal.wasm"), go.importObject);
  mark("instantiated");
  (function frame() {
    if (window.minimalDrawn) {
      window.parlourFirstFrame = performance.now();
      mark("first-frame");
      return;
    }
    requestAnimationFrame(frame);
  })();
  mark("run");
  go.run(result.instance);
})();
