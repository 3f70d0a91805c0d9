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
// It is a file of its own, same-origin, with no eval, so that the site can
// run under a strict Content-Security-Policy (worker-src 'self').
"use strict";

importScripts("wasm_exec.js");

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
  }
};
