// Parlour's engine worker: runs engine.wasm (the search and the games,
// built from wasm/worker, no graphics) in a Web Worker, so the page keeps
// drawing while the AI thinks.
//
// The page posts the compiled engine (a WebAssembly.Module) first, then
// messages as JSON strings (engine requests; see wasm/worker). The engine
// answers with JSON strings (engine replies). Besides those, this script
// posts {ready: true} once the engine runs and {error: "..."} if it cannot
// start or stops. The page compiles engine.wasm once and posts the same
// Module to every worker it starts, so a worker started again after a
// cancelled search neither downloads nor compiles anything.
//
// A worker of this script also downloads and compiles the game itself for
// the loader (see "The game" below).
//
// It is a file of its own, same-origin, with no eval, so that the site can
// run under a strict Content-Security-Policy (worker-src 'self').
"use strict";

var queue = []; // messages that came before the engine was running
var started = false;

function fail(what, err) {
  postMessage({ error: what + (err ? ": " + (err.message || String(err)) : "") });
}

function deliver(data) {
  self.parlourEngineMessage(data);
}

function start(module) {
  if (started) return;
  started = true;
  try {
    importScripts("wasm_exec.js");
  } catch (err) {
    fail("wasm_exec.js could not be loaded", err);
    return;
  }
  var go = new Go();
  WebAssembly.instantiate(module, go.importObject).then(function (instance) {
    // run returns once the engine's main waits for messages, with
    // parlourEngineMessage installed; its promise settles if it stops.
    go.run(instance).then(function () {
      fail("The engine stopped");
    }, function (err) {
      fail("The engine stopped with an error", err);
    });
    if (typeof self.parlourEngineMessage !== "function") {
      fail("The engine did not start");
      return;
    }
    postMessage({ ready: true });
    var waiting = queue;
    queue = [];
    waiting.forEach(deliver);
  }, function (err) {
    fail("The engine could not be started", err);
  });
}

self.onmessage = function (event) {
  var data = event.data;
  if (data instanceof WebAssembly.Module) {
    start(data);
  } else if (typeof data === "string") {
    if (typeof self.parlourEngineMessage === "function") deliver(data);
    else queue.push(data);
  } else if (data && typeof data.compile === "string") {
    compileGame(data.compile, data.keep === true);
  }
};

// ---- The game ---------------------------------------------------------------
//
// The loader (loader.js) asks a worker of its own to download and compile
// the game, parlour.wasm, with {compile: URL, keep: BOOL}, so that the
// download and its progress go on whatever the page's thread is busy
// with. The worker answers with
//   {phase: NAME, at: MS}   "fetch", "response", "downloaded" and
//                           "compiled", at performance.timeOrigin +
//                           performance.now(), which page and worker share
//   {loaded: N, total: N}   the bytes so far, for the progress bar (a
//                           total of 0: unknown), at most every 100 ms
//   {module: MODULE}        the compiled game
//   {failed: KIND, message: TEXT}   KIND "network" (no answer), "http"
//                           (TEXT is "HTTP STATUS"), "broken" (the
//                           download broke off), "damaged" (not a valid
//                           wasm) or "post" (the browser cannot hand a
//                           module to the page)
// and, with keep, {copy: BLOB}: the whole download, for the page to keep
// for the service worker's install (null if it could not be read).

function now() {
  return performance.timeOrigin + performance.now();
}

// expectedLength is the number of bytes the body reader will yield, or 0
// if unknown. With Content-Encoding the reader yields decoded bytes but
// Content-Length counts encoded ones, so only the server's
// X-Uncompressed-Length can be trusted then.
function expectedLength(response) {
  var h = response.headers;
  var plain = parseInt(h.get("X-Uncompressed-Length"), 10);
  if (plain > 0) return plain;
  var encoding = h.get("Content-Encoding");
  if (encoding && encoding.toLowerCase() !== "identity") return 0;
  var length = parseInt(h.get("Content-Length"), 10);
  return length > 0 ? length : 0;
}

// sendCopy posts the body of response to the page as a Blob, for the page
// to keep: the page and the service worker may not share a worker's
// Cache Storage (WebKit's do not).
function sendCopy(response) {
  response.blob().then(function (blob) {
    postMessage({ copy: blob });
  }, function () {
    postMessage({ copy: null });
  });
}

// countBytes reads response, a copy of the game's download, and tells the
// page the bytes so far, at most every 100 ms: the page's thread has a
// game to start, and a message per chunk (thousands) kept it from it.
function countBytes(response, total) {
  var loaded = 0;
  var told = 0; // when the page was last told the bytes so far
  postMessage({ loaded: 0, total: total });
  var reader = response.body.getReader();
  function next() {
    return reader.read().then(function (chunk) {
      if (chunk.done) {
        postMessage({ loaded: loaded, total: total });
        postMessage({ phase: "downloaded", at: now() });
        return;
      }
      loaded += chunk.value.byteLength;
      var t = performance.now();
      if (t - told >= 100) {
        told = t;
        postMessage({ loaded: loaded, total: total });
      }
      return next();
    });
  }
  next().catch(function () {});
}

// compileGame downloads the wasm at url, counting its bytes, and compiles
// it while it arrives.
function compileGame(url, keep) {
  postMessage({ phase: "fetch", at: now() });
  fetch(url).then(function (response) {
    if (!response.ok) {
      postMessage({ failed: "http", message: "HTTP " + response.status });
      return;
    }
    postMessage({ phase: "response", at: now() });
    if (keep) sendCopy(response.clone());
    var total = expectedLength(response);
    // The browser keeps the compiled code of a module compiled straight
    // from its response, and hands it back on the next visit (V8's code
    // cache, keyed by the response's address): so the bytes are counted
    // on a copy, and the response itself is compiled.
    countBytes(response.clone(), total);
    var plain = (response.headers.get("Content-Type") || "").toLowerCase() === "application/wasm"
      ? response
      : new Response(response.body, { headers: { "Content-Type": "application/wasm" } });
    var compiled = typeof WebAssembly.compileStreaming === "function"
      ? WebAssembly.compileStreaming(plain)
      : plain.arrayBuffer().then(function (bytes) {
        return WebAssembly.compile(bytes);
      });
    return compiled.then(function (module) {
      postMessage({ phase: "compiled", at: now() });
      try {
        postMessage({ module: module });
      } catch (err) {
        postMessage({ failed: "post", message: String(err) });
      }
    }, function (err) {
      var kind = err instanceof WebAssembly.CompileError ? "damaged" : "broken";
      postMessage({ failed: kind, message: String(err) });
    });
  }, function (err) {
    postMessage({ failed: "network", message: String(err) });
  });
}
