// Parlour's offline support on the page's side: registers the service
// worker (sw.js), which keeps the whole app for use without a network, and
// offers a new version once the browser has installed one.
//
// On a first visit the worker is registered only after the game has drawn
// its first frame and the engine (engine.wasm) has arrived, so that its
// install never competes with the game's start; it then takes the two wasm
// files the page kept (loader.js, parlourKeep) instead of downloading them
// again, and the other files are in the HTTP cache, where its requests
// are cheap revalidations.
//
// A new version waits until the player presses Update in the banner; the
// page then reloads into it. The game in progress is saved in localStorage
// after every move, so the reload brings it back.
"use strict";

(function () {
  if (!("serviceWorker" in navigator)) return;
  var sw = navigator.serviceWorker;
  var banner = document.getElementById("update");
  var updateButton = document.getElementById("update-now");
  var laterButton = document.getElementById("update-later");
  var root = document.documentElement;
  var registration = null;
  var reloading = false;

  // offer shows the banner for an installed worker that waits to replace
  // the one in control. A first install replaces nothing.
  function offer() {
    if (!registration || !registration.waiting || !sw.controller || !banner.hidden) return;
    // In the language the player chose since the page started, if they did.
    if (typeof window.parlourSpeak === "function") window.parlourSpeak();
    banner.hidden = false;
    root.classList.add("update-offered");
    fit();
  }

  // fit tells the page's style how tall the banner is, so the game gives
  // up that much of the page (parlour.css).
  function fit() {
    root.style.setProperty("--banner-height", banner.hidden ? "0px" : banner.offsetHeight + "px");
  }
  window.addEventListener("resize", fit);

  function withdraw() {
    banner.hidden = true;
    root.classList.remove("update-offered");
    fit();
  }

  updateButton.addEventListener("click", function () {
    var waiting = registration && registration.waiting;
    updateButton.disabled = true;
    if (waiting) {
      waiting.postMessage({ type: "skip-waiting" });
    } else {
      location.reload();
    }
  });
  laterButton.addEventListener("click", withdraw);

  // The new worker has taken control: every open page reloads, so that no
  // page of the old version asks the new cache for a file.
  sw.addEventListener("controllerchange", function () {
    if (reloading) return;
    reloading = true;
    location.reload();
  });

  function watch(reg) {
    registration = reg;
    offer();
    reg.addEventListener("updatefound", function () {
      var installing = reg.installing;
      if (!installing) return;
      installing.addEventListener("statechange", function () {
        if (installing.state === "installed") offer();
      });
    });
    // A page may stay open for days: look for a new version when it is
    // shown again, and every hour. Offline, the check simply fails.
    function check() {
      reg.update().catch(function () {});
    }
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") check();
    });
    setInterval(check, 3600 * 1000);
  }

  function register() {
    sw.register("sw.js").then(watch, function (err) {
      console.warn("Parlour will not work offline: the service worker could not be registered.", err);
    });
  }

  // whenReady calls fn once the loader has marked the game as running.
  function whenReady(fn) {
    if (document.body.dataset.ready === "1") {
      fn();
      return;
    }
    var observer = new MutationObserver(function () {
      if (document.body.dataset.ready === "1") {
        observer.disconnect();
        fn();
      }
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }

  // whenEngineSettled calls fn once the page's engine is no longer being
  // downloaded (window.parlourEngine, see platform.NewThinker), or after a
  // minute at most.
  function whenEngineSettled(fn) {
    var waited = 0;
    (function check() {
      var engine = window.parlourEngine;
      if (!engine || engine.state !== "loading" || waited >= 60000) {
        fn();
        return;
      }
      waited += 250;
      setTimeout(check, 250);
    })();
  }

  // registerAfterKept registers once what the page downloaded is kept.
  function registerAfterKept() {
    var kept = typeof window.parlourKept === "function" ? window.parlourKept() : Promise.resolve();
    kept.then(register, register);
  }

  if (sw.controller) {
    register();
  } else {
    whenReady(function () {
      whenEngineSettled(registerAfterKept);
    });
  }
})();
