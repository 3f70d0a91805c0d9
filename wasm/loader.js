// Parlour's loader: checks that the browser has WebAssembly and WebGL 2
// before downloading anything; on a first visit has a worker (worker.js)
// download parlour.wasm at once and compile it while it arrives, with a
// progress bar of the bytes, and on a visit from the service worker
// compiles it here, from the HTTP cache where it can (compileKept);
// starts the game with Go's wasm_exec.js; checks that the browser can
// make a WebGL 2 context when the game asks (parlourCanDraw); hides the
// loading screen once the game is up; and shows a readable error panel
// if anything on the way fails. A browser without WebGL 2 is told so and
// the game never starts: one that lacks it altogether before anything is
// downloaded, one whose WebGL 2 is turned off or blocked once its context
// cannot be made.
//
// A page's first WebGL context can take a second and more to make (the
// browser starts its graphics stack; longer with software WebGL), and
// making it holds the page's thread. It is made once the game's packages
// are initialised, just before the game would make its own, so that the
// browser's wait overlaps the download, the compiling and the
// initialisation instead of holding them up: that is where the minimal
// Ebitengine program makes its context too. A first visit's download runs
// in a worker all the same, so that the page's thread stays free for the
// progress bar.
// A browser whose workers cannot hand the compiled module over downloads
// it on the page's thread instead.
//
// On a first visit, the files the page downloads itself (parlour.wasm
// here, engine.wasm through parlourKeep) are kept in the cache
// "parlour-staged", where the service worker's install takes them from
// after checking their hashes (sw.js), so that no file is downloaded twice.
//
// It lives in its own file, not inline in index.html, so that the page can
// run under a strict Content-Security-Policy.
//
// It speaks the player's language, as the program will: see "The page's
// language" below.
//
// For tests and measurement it sets:
//   window.parlourFirstFrame  performance.now() when the game first drew
//   window.parlourError       the message shown in the error panel, if any
// and marks the start-up's phases in the performance timeline
// (performance.mark), each named "parlour:PHASE": loader (this script
// begins) here; fetch, response, downloaded and compiled in the worker
// (a visit from the service worker: fetch, response and compiled here);
// instantiated and run here; go-main, then checked (the browser made a
// WebGL 2 context) when the Go program asks, then app-ready, first-update
// and first-draw from the Go program (platform.Mark); first-frame here
// again, when the loading screen goes.
"use strict";

(function () {
  var WASM_URL = "parlour.wasm";
  // The build (wasm/site, AddressOf) gives here the game's address that
  // names its bytes, "parlour.wasm?v=" and part of their hash: the game
  // is downloaded there, so that the browser's HTTP cache keeps it, with
  // the code it compiles for it, under an address no other build shares
  // (see compileKept).
  var ADDRESS = null;
  // The build (wasm/site, fillTexts) gives here the loading screen's
  // texts in each language offered but English, by its code:
  // {"fr": {"Loading…": "Chargement…", ...}, ...}.
  var TEXTS = null;
  if (window.performance && typeof performance.mark === "function") performance.mark("parlour:loader");

  var loading = document.getElementById("loading");
  var progressBar = document.getElementById("progress");
  var loadingText = document.getElementById("loading-text");
  var ready = false;
  // The message of the error panel, once it shows.
  var failed = null;
  var output = []; // the last lines the Go program wrote, for the error panel

  function mark(name) {
    if (window.performance && typeof performance.mark === "function") performance.mark("parlour:" + name);
  }

  // ---- The page's language
  //
  // The page speaks the language the program will (scenes/language.go):
  // the one the player chose in the options while it is offered (the
  // settings the program saved in localStorage, in a format it reads),
  // else the first of the browser's languages whose base language, as
  // the browser's Intl.Locale reads it (fr-CA is fr), is offered, as
  // lang.Match does in the page; else English. Its texts (package wasm,
  // translated in wasm/locales) are keyed by their English: the loading
  // screen's come in this script (TEXTS); the others with the language's
  // catalog, lang-CODE.json, which the program loads before its first
  // screen too. It is asked for here at once, beside the game, and the
  // program takes this download (parlourEarly). An English player
  // downloads no catalog.
  // SETTINGS_VERSION is the newest settings format (scenes/saves,
  // TestShellSettingsVersion); table holds this script's texts in
  // language by their English, and catalog the catalog's by the hash of
  // their English (hash), both null for English; shown, what show
  // showed, to show again in another language.
  var SETTINGS_VERSION = 3;
  var EARLY = TEXTS || {};
  var language = "en";
  var table = null;
  var catalog = null;
  var shown = [];

  function offered(code) {
    return code === "en" || Object.prototype.hasOwnProperty.call(EARLY, code);
  }

  // chosen returns the code of the language to speak.
  function chosen() {
    try {
      var s = JSON.parse(localStorage.getItem("parlour.settings"));
      if (s && typeof s.version === "number" && Math.floor(s.version) === s.version &&
        s.version >= 1 && s.version <= SETTINGS_VERSION && typeof s.language === "string" && offered(s.language)) {
        return s.language;
      }
    } catch (err) {
      // No storage, or settings the program cannot read either.
    }
    if (typeof Intl !== "object" || typeof Intl.Locale !== "function") return "en";
    var prefs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < prefs.length; i++) {
      try {
        var base = new Intl.Locale(prefs[i]).language;
        if (offered(base)) return base;
      } catch (err) {
        // Not a language tag.
      }
    }
    return "en";
  }

  // hash is a text's key in a built catalog (lang/internal/known, Hash):
  // FNV-1a's 32 bits of its UTF-8, in base 36.
  function hash(text) {
    var bytes = new TextEncoder().encode(text);
    var h = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193) >>> 0;
    return h.toString(36);
  }

  // t returns the text key in the page's language, its placeholders (%s,
  // or %[n]s where a translation reorders them) replaced by the
  // arguments after key.
  function t(key) {
    var text = key;
    if (table && typeof table[key] === "string") text = table[key];
    else if (catalog && typeof catalog[hash(key)] === "string") text = catalog[hash(key)];
    var args = arguments;
    var next = 1;
    return text.replace(/%(?:\[(\d+)\])?s/g, function (_, n) {
      var i = n ? +n : next;
      next = i + 1;
      return String(args[i]);
    });
  }

  // A message is a text's key, or an array of the key and its arguments:
  // it is turned into words (say) only when shown, so that it can be shown
  // again in another language.
  function say(message) {
    return typeof message === "string" ? t(message) : t.apply(null, message);
  }

  // show shows message as the text of el, or as its attribute attr.
  function show(el, message, attr) {
    var i = 0;
    while (i < shown.length && !(shown[i].el === el && shown[i].attr === attr)) i++;
    shown[i] = { el: el, message: message, attr: attr };
    if (attr) el.setAttribute(attr, say(message));
    else el.textContent = say(message);
  }

  // speak makes code the page's language, shows the page in it, and
  // downloads its catalog.
  function speak(code) {
    language = code;
    table = EARLY[code] || null;
    catalog = null;
    document.documentElement.lang = code;
    showAgain();
    if (code === "en" || typeof fetch !== "function") return;
    var name = "lang-" + code + ".json";
    var early = fetch(name).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.arrayBuffer();
    });
    // The program reads the same catalog before its first screen
    // (tablefile, site_js.go): it takes this download, once, rather than
    // wait for a second answer behind a first visit's other downloads.
    window.parlourEarly = window.parlourEarly || {};
    window.parlourEarly[name] = early;
    early.then(function (buf) {
      return JSON.parse(new TextDecoder().decode(buf));
    }).then(function (loaded) {
      if (language !== code || !loaded || loaded.language !== code || !loaded.hashed || !loaded.messages) return;
      catalog = loaded.messages;
      showAgain();
    }).catch(function (err) {
      console.info("Parlour: no texts in " + code, err);
    });
  }

  function showAgain() {
    shown.slice().forEach(function (s) {
      show(s.el, s.message, s.attr);
    });
    if (failed) window.parlourError = say(failed);
  }

  // parlourSpeak has the page speak the language the player chose since
  // it started, if they did: before it shows an error or a new version.
  window.parlourSpeak = function () {
    var code = chosen();
    if (code !== language) speak(code);
  };

  // fail shows the error panel in place of the loading screen or the game;
  // title replaces the panel's heading. Both are messages (say).
  function fail(message, detail, title) {
    if (failed) return;
    failed = message;
    window.parlourSpeak();
    window.parlourError = say(message);
    loading.hidden = true;
    if (title) show(document.querySelector("#error h1"), title);
    show(document.getElementById("error-message"), message);
    var lines = [];
    if (detail) lines.push(String(detail));
    if (output.length) lines.push(output.join(""));
    if (lines.length) {
      document.getElementById("error-detail").textContent = lines.join("\n\n");
      document.getElementById("error-details").hidden = false;
    }
    var panel = document.getElementById("error");
    panel.hidden = false;
    document.getElementById("reload").focus();
  }

  document.getElementById("reload").addEventListener("click", function () {
    location.reload();
  });

  // The cache the page keeps its downloads in for the service worker's
  // install (see sw.js), and the keeping still under way.
  var STAGED = "parlour-staged";
  var keeping = [];
  var keepOpen = !(navigator.serviceWorker && navigator.serviceWorker.controller) &&
    typeof caches === "object" && caches !== null;

  // keep puts a copy of a response the page downloaded into the staged
  // cache, while the page reads the response itself, and returns it. It
  // keeps nothing once the service worker is being installed or controls
  // the page: its files then come from its own cache.
  function keep(url, response) {
    if (!keepOpen || !response || !response.ok || !response.body) return response;
    keeping.push(store(url, response.clone()));
    return response;
  }

  // store puts response into the staged cache, and resolves once it is
  // there or could not be put there.
  function store(url, response) {
    var key = new URL(url, location.href);
    key.search = ""; // the service worker keeps each file under its name
    return caches.open(STAGED).then(function (cache) {
      return cache.put(key.href, response);
    }).catch(function (err) {
      console.info("Parlour: " + url + " was not kept for the offline copy; it will be downloaded again.", err);
    });
  }
  window.parlourKeep = keep;

  // parlourKept stops the keeping and resolves once what was kept is
  // stored: offline.js calls it before registering the service worker.
  window.parlourKept = function () {
    keepOpen = false;
    return Promise.all(keeping);
  };

  function megabytes(n) {
    var mb = n / 1048576;
    var number = language === "en" || typeof Intl !== "object" ? mb.toFixed(1)
      : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mb);
    return t("%s MB", number);
  }

  // showProgress moves the bar; with no known total the bar stays
  // indeterminate and only the bytes so far are shown.
  function showProgress(loaded, total) {
    if (total > 0 && loaded <= total) {
      progressBar.max = total;
      progressBar.value = loaded;
      show(loadingText, ["Loading %s of %s", megabytes(loaded), megabytes(total)]);
    } else {
      progressBar.removeAttribute("value");
      show(loadingText, ["Loading %s", megabytes(loaded)]);
    }
  }

  // markAt marks a phase at a time taken by a worker (performance.timeOrigin
  // + performance.now() there), or now if the browser cannot.
  function markAt(name, at) {
    if (!(window.performance && typeof performance.mark === "function")) return;
    try {
      performance.mark("parlour:" + name, { startTime: at - performance.timeOrigin });
    } catch (err) {
      mark(name);
    }
  }

  // The error panel's words for what went wrong with the game's download,
  // by the kind worker.js reports.
  function downloadError(kind, detail, url) {
    switch (kind) {
      case "http":
        return new LoadError(["The game could not be downloaded (%s for %s).", detail, url]);
      case "damaged":
        return new LoadError("The game file is damaged or incomplete, so it cannot start. Reloading fetches it again.", detail);
      case "broken":
        return new LoadError("The download of the game broke off. Check the connection and reload.", detail);
    }
    return new LoadError("The game could not be downloaded. Check the connection and reload.", detail);
  }

  // compileGame has a worker (worker.js) download and compile the game, so
  // that the download goes on whatever this thread is busy with, and keeps
  // the copy the worker sends for the service worker's install. It returns
  // module, a promise of the compiled game. A browser whose worker cannot
  // start or cannot hand the module over gets the game downloaded here
  // instead (compileHere).
  function compileGame(url) {
    var worker = null;
    var got = false; // the module arrived
    var stored = !keepOpen; // the copy for the install is stored, or none is made
    var storedDone = function () {};
    if (keepOpen) {
      keeping.push(new Promise(function (done) {
        storedDone = done;
      }));
    }

    // end lets the worker go once it has nothing more to do, after the
    // game's first frame: ending a worker can hold this thread for 10 ms
    // and more, which on a return visit fell between the module's arrival
    // and the game's start.
    function end() {
      if (worker && got && stored) {
        var done = worker;
        worker = null;
        afterStart(function () {
          done.terminate();
        });
      }
    }
    function stop() {
      if (worker) worker.terminate();
      worker = null;
      stored = true;
      storedDone();
    }

    var module = new Promise(function (resolve, reject) {
      function here() {
        stop();
        resolve(compileHere(url));
      }
      try {
        worker = new Worker("worker.js");
      } catch (err) {
        here();
        return;
      }
      worker.onmessage = function (event) {
        var m = event.data || {};
        if (m.phase) {
          markAt(m.phase, m.at);
          if (m.phase === "downloaded") show(loadingText, "Starting…");
        } else if (typeof m.loaded === "number") {
          showProgress(m.loaded, m.total);
        } else if ("copy" in m) {
          stored = true;
          storedDone(m.copy && keepOpen
            ? store(url, new Response(m.copy, { headers: { "Content-Type": "application/wasm" } }))
            : null);
          end();
        } else if (m.module) {
          got = true;
          resolve(m.module);
          end();
        } else if (m.failed === "post") {
          here();
        } else if (m.failed) {
          stop();
          reject(downloadError(m.failed, m.message, url));
        }
      };
      worker.onerror = function (event) {
        event.preventDefault();
        if (!got) here();
      };
      worker.postMessage({ compile: url, keep: keepOpen });
    });
    return { module: module };
  }

  // compileHere downloads and compiles the game on this thread, straight
  // from its response: the browser then keeps the code it optimised, under
  // the response's address, and hands it back on the next visit (V8's code
  // cache; a Response the page made itself has no address, and gets none).
  async function compileHere(url) {
    var response;
    mark("fetch");
    try {
      response = await fetch(url);
    } catch (err) {
      throw downloadError("network", err, url);
    }
    if (!response.ok) throw downloadError("http", "HTTP " + response.status, url);
    mark("response");
    progressBar.removeAttribute("value");
    response = keep(url, response);
    try {
      // compileStreaming takes only application/wasm, which a server may
      // not say (docs/web.md); such a file is compiled all the same.
      if (streams(response)) return await WebAssembly.compileStreaming(response);
      return await WebAssembly.compile(await response.arrayBuffer());
    } catch (err) {
      throw downloadError(err instanceof WebAssembly.CompileError ? "damaged" : "broken", err, url);
    } finally {
      mark("compiled");
    }
  }

  // streams reports whether response can be compiled as it is read.
  function streams(response) {
    return typeof WebAssembly.compileStreaming === "function" &&
      (response.headers.get("Content-Type") || "").toLowerCase() === "application/wasm";
  }

  // compileKept compiles the game on a visit from the service worker. The
  // browser keeps the code it optimised for the game beside the response
  // it was compiled from, in the HTTP cache or in the service worker's
  // cache, each apart; a first visit's download goes to the HTTP cache,
  // so asking there first has the second start find that code, where the
  // service worker's copy would have it from the third start on. The
  // service worker sends the game's own address (ADDRESS) to the network
  // by a static route, and "only-if-cached" keeps it from the network: a
  // browser that has not kept it fails at once, and the game comes from
  // the service worker's cache, whose copy was checked at install
  // (compileHere). In browsers without static routes the service worker
  // answers the address itself, from that copy.
  async function compileKept() {
    if (ADDRESS) {
      try {
        mark("fetch");
        var response = await fetch(ADDRESS, { cache: "only-if-cached", mode: "same-origin" });
        if (response.ok && streams(response)) {
          mark("response");
          var module = await WebAssembly.compileStreaming(response);
          mark("compiled");
          return module;
        }
        if (response.body) response.body.cancel();
      } catch (err) {
        // Not kept, or not a whole module: the checked copy follows.
      }
    }
    return compileHere(WASM_URL);
  }

  // LoadError is a failure to load the game: message says it (say).
  function LoadError(message, cause) {
    this.message = message;
    this.cause = cause;
  }

  // captureOutput keeps the Go program's recent output (panics included)
  // for the error panel, still passing it on to the console.
  function captureOutput() {
    var fs = globalThis.fs;
    if (!fs || typeof fs.writeSync !== "function") return;
    var write = fs.writeSync;
    var decoder = new TextDecoder("utf-8");
    fs.writeSync = function (fd, buf) {
      output.push(decoder.decode(buf));
      if (output.length > 40) output.shift();
      return write.call(this, fd, buf);
    };
  }

  // Ebitengine appends its own viewport meta, which would drop
  // viewport-fit=cover; keep every viewport meta saying what index.html says.
  var viewport = document.querySelector('meta[name="viewport"]').content;
  function keepViewport() {
    var metas = document.querySelectorAll('meta[name="viewport"]');
    for (var i = 0; i < metas.length; i++) {
      if (metas[i].content !== viewport) metas[i].content = viewport;
    }
  }

  // afterStart runs fn once the game has drawn its first frame (at once if
  // it has), in a task of its own.
  var started = [];
  function afterStart(fn) {
    if (ready) setTimeout(fn, 0);
    else started.push(fn);
  }

  // linkManifest links the web app's manifest (manifest.webmanifest)
  // once the game has drawn its first frame. A browser fetches the
  // manifest, and the icon it would install the app with, as soon as it
  // sees the link: before the first frame they would share the network
  // with the game, which that frame waits for, and nothing needs them
  // sooner (the browser offers to install the app later).
  function linkManifest() {
    var link = document.createElement("link");
    link.rel = "manifest";
    link.href = "manifest.webmanifest";
    document.head.appendChild(link);
  }

  // drawn reports whether the Go program has drawn its first picture: it
  // marks "parlour:first-draw" once that picture's drawing commands are
  // issued (platform.Mark).
  function drawn() {
    return !!(window.performance && typeof performance.getEntriesByName === "function" &&
      performance.getEntriesByName("parlour:first-draw", "mark").length);
  }

  // hasStarted reports whether the game has drawn or set up its hooks:
  // what watchReady looks for on each animation frame, asked again when
  // the program ends, which may come before the next such frame on a busy
  // machine.
  function hasStarted() {
    return drawn() || !!window.parlour || document.body.dataset.ready === "1";
  }

  // watchReady checks on every animation frame whether the game has drawn
  // (drawn, or the app's hooks: window.parlour, body[data-ready]) and then
  // hides the loading screen. It does not wait for the hooks, which the
  // game sets up a frame after its first picture: on a cold graphics stack
  // the frames after the first (the menu's boards, one a frame) can hold
  // the next animation frame back for a second.
  function watchReady() {
    function frame() {
      if (failed) return;
      keepViewport();
      if (hasStarted()) {
        ready = true;
        window.parlourFirstFrame = performance.now();
        mark("first-frame");
        document.body.dataset.ready = "1";
        loading.classList.add("done");
        loading.setAttribute("aria-hidden", "true");
        setTimeout(function () {
          loading.hidden = true;
        }, 400);
        started.splice(0).forEach(function (fn) {
          setTimeout(fn, 0);
        });
        return;
      }
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  }

  var CANNOT_RUN = "Parlour cannot run in this browser";

  // withoutWebAssembly says what to try when the browser cannot run
  // WebAssembly, or returns null.
  function withoutWebAssembly() {
    if (typeof WebAssembly === "object" && WebAssembly !== null && typeof WebAssembly.instantiate === "function") {
      return null;
    }
    return "This browser cannot run WebAssembly, which Parlour is made of. " +
      "Try a current Firefox, Chrome, Edge or Safari. In Safari, WebAssembly is off in Lockdown Mode: " +
      "turn Lockdown Mode off for this site, or use another device.";
  }

  var WITHOUT_WEBGL2 = "This browser does not offer WebGL 2, which Parlour draws its boards with. " +
    "Try turning on hardware (graphics) acceleration in the browser's settings and restarting it, " +
    "updating the browser or the graphics driver, or a current Firefox, Chrome, Edge or Safari " +
    "(on an iPhone or iPad, iOS 15 or later).";

  // withoutWebGL2 says what to try when the browser does not offer WebGL 2
  // at all, or returns null; it is asked before anything is downloaded.
  function withoutWebGL2() {
    return typeof WebGL2RenderingContext === "function" ? null : WITHOUT_WEBGL2;
  }

  // cannotMakeWebGL2 says what to try when the browser offers WebGL 2 but
  // cannot make a context (WebGL turned off, a blocked graphics driver), or
  // returns null. It makes the context of the game's own canvas, which
  // Ebitengine added to the page as its packages were initialised, with
  // the attributes Ebitengine v2.10.4 asks for (alpha, premultipliedAlpha
  // and stencil, in its graphics_js.go): a canvas has one context, which
  // Ebitengine's own request then returns, so the browser makes one
  // context rather than two. A throwaway context made and let go cost
  // about 80 ms of the start with WebGL drawn in software. Should the
  // canvas not be there, a canvas of its own is tried and let go.
  function cannotMakeWebGL2() {
    var game = document.querySelector("body > canvas");
    var gl = null;
    try {
      gl = (game || document.createElement("canvas")).getContext("webgl2",
        { alpha: true, premultipliedAlpha: true, stencil: true });
    } catch (err) {
      gl = null;
    }
    if (!gl) return WITHOUT_WEBGL2;
    if (!game) {
      var lose = gl.getExtension("WEBGL_lose_context");
      if (lose) lose.loseContext();
    }
    return null;
  }

  // parlourCanDraw is asked by the Go program (platform.CanDraw) once its
  // packages are initialised and before it makes its own context: true if
  // it may start; otherwise the player has been told what is missing.
  window.parlourCanDraw = function () {
    var lacking = cannotMakeWebGL2();
    mark("checked");
    if (lacking) fail(lacking, null, CANNOT_RUN);
    return !lacking;
  };

  // While the game rests (window.parlourRest, set from Go when nothing
  // moves), the frame callbacks of Go's loop are held instead of run on
  // every frame of the browser: a player thinking then costs the page no
  // work at all. Go asks for them again through window.parlourWake, and
  // input reaches the game through its own event handlers meanwhile. Go's
  // callbacks are told from the page's others by Go's function wrapper,
  // which resumes the program (wasm_exec.js).
  function gateFrames() {
    var raf = window.requestAnimationFrame.bind(window);
    var held = null;
    window.requestAnimationFrame = function (callback) {
      if (window.parlourRest && Function.prototype.toString.call(callback).indexOf("_resume") >= 0) {
        held = callback;
        return 0;
      }
      return raf(callback);
    };
    window.parlourWake = function () {
      if (held) {
        var callback = held;
        held = null;
        raf(callback);
      }
    };
  }

  // The page at rest stays at rest with the sound on. Ebitengine's audio
  // plays through an AudioContext whose worklet asks the Go program for
  // samples about twenty times a second for as long as the context runs,
  // silence or not: the context is made only for the first sound, after
  // the player's first gesture (platform.AudioAllowed), and this keeps it
  // suspended but while a sound plays. Each sound calls parlourSound with
  // its length (platform.AudioPlayed), which runs the context until a
  // second after the sound ends. Anything else that would resume it (the
  // audio library does, on a gesture or when the page is shown again) is
  // told it did, and the context stays suspended unless a sound is due.
  function restAudio() {
    var Base = window.AudioContext || window.webkitAudioContext;
    if (typeof Base !== "function") return;
    var AFTER = 1000; // ms of silence before the context is suspended
    var ctx = null;
    var resume = null; // the context's own resume
    var until = 0;
    var timer = 0;
    function rest() {
      timer = 0;
      var wait = until - performance.now();
      if (wait > 0) {
        timer = setTimeout(rest, wait);
      } else if (ctx && ctx.state === "running") {
        ctx.suspend();
      }
    }
    function keep(ms) {
      until = Math.max(until, performance.now() + ms + AFTER);
      if (!timer) timer = setTimeout(rest, until - performance.now());
    }
    function Context(options) {
      ctx = new Base(options);
      resume = ctx.resume.bind(ctx);
      ctx.resume = function () {
        return performance.now() < until ? resume() : Promise.resolve();
      };
      keep(0);
      resume(); // it is made for a sound: one made suspended starts now
      return ctx;
    }
    Context.prototype = Base.prototype;
    if (window.AudioContext) window.AudioContext = Context;
    if (window.webkitAudioContext) window.webkitAudioContext = Context;
    window.parlourSound = function (ms) {
      keep(ms);
      if (ctx && ctx.state !== "running") resume();
    };
  }

  async function start() {
    var lacking = withoutWebAssembly() || withoutWebGL2();
    if (lacking) {
      mark("checked");
      fail(lacking, null, CANNOT_RUN);
      return;
    }
    if (typeof Go !== "function") {
      fail("Part of the page (wasm_exec.js) did not load. Please reload.");
      return;
    }
    var go = new Go();
    // The program starts without its garbage collector and turns it on
    // once it has drawn its first frame (platform.Started): on a fresh
    // page the first collection, about 5 MB into the start, had the
    // browser compile the collector's code in the start's critical path.
    go.env = Object.assign({}, go.env, { GOGC: "off" });
    var exitCode = 0;
    var exit = go.exit;
    go.exit = function (code) {
      exitCode = code;
      exit.call(go, code);
    };

    // On a visit from the service worker the game arrives in a fraction
    // of a second, with nothing else for this thread to do meanwhile: it
    // is compiled here, which saves starting the worker (about 50 ms), and
    // the browser's code cache (see compileHere) is then written from this
    // page, which stays as long as the game runs.
    var game = navigator.serviceWorker && navigator.serviceWorker.controller
      ? { module: compileKept() }
      : compileGame(ADDRESS || WASM_URL);
    var instance;
    try {
      instance = await WebAssembly.instantiate(await game.module, go.importObject);
    } catch (err) {
      if (err instanceof LoadError) {
        fail(err.message, err.cause);
      } else if (err instanceof WebAssembly.LinkError) {
        fail("The game file does not match this page (an old copy may be cached). Please reload.", err);
      } else {
        fail("The game could not start. Please reload.", err);
      }
      return;
    }
    mark("instantiated");
    show(loadingText, "Starting…");

    captureOutput();
    gateFrames();
    restAudio();
    afterStart(linkManifest);
    watchReady();
    mark("run");
    // A program that was running and stopped did start: the heading says
    // it stopped, and that the games it saved after every move are kept.
    var STOPPED = "Parlour stopped";
    try {
      await go.run(instance);
    } catch (err) {
      ready = ready || hasStarted();
      if (ready) fail("Parlour stopped with an error. Your games were saved after every move: reload to go on.", err, STOPPED);
      else fail("The game stopped with an error.", err);
      return;
    }
    ready = ready || hasStarted();
    if (exitCode !== 0 && ready) {
      fail(["Parlour stopped with an error (exit code %s). Your games were saved after every move: reload to go on.", exitCode],
        null, STOPPED);
    } else if (exitCode !== 0) {
      fail(["The game stopped with an error (exit code %s).", exitCode]);
    } else if (!ready) {
      fail("The game closed before it started.");
    } else {
      fail("Parlour has closed. Reload to play again.", null, "Parlour closed");
    }
  }

  window.addEventListener("error", function (event) {
    if (!ready) fail("The page failed to start.", event.error || event.message);
  });
  window.addEventListener("unhandledrejection", function (event) {
    if (!ready) fail("The page failed to start.", event.reason);
  });

  // The page's texts (index.html) are marked data-text, their English
  // their key.
  Array.prototype.forEach.call(document.querySelectorAll("[data-text]"), function (el) {
    show(el, el.textContent);
  });
  show(progressBar, "Loading Parlour", "aria-label");
  // The loading line is empty in index.html, so that no player of another
  // language sees it in English before this script runs.
  show(loadingText, "Loading…");
  speak(chosen());
  start();
})();
