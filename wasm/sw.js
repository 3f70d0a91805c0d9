// Parlour's service worker: keeps every file of one build of the site, so
// that after one visit the app starts and plays with the network off.
//
// The build (wasm/site) fills in the constant BUILD below with the build's
// version and its files, each with its SHA-256 and size. So
// every new build is a new sw.js, which the browser notices and installs
// beside the running one:
//
//   install   takes each file from what the page downloaded on a first
//             visit (the cache "parlour-staged", see loader.js) or else
//             fetches it, revalidating the HTTP cache; checks its hash (a
//             server half-way through a deploy fails the install rather
//             than mix two builds) and stores it in the cache
//             "parlour-VERSION";
//   waiting   the page offers the update (offline.js) and posts
//             {type: "skip-waiting"} when the player accepts;
//   activate  deletes the caches of every other version.
//
// Files of the build are answered from the cache only, whatever their
// query; the page at the scope's root is index.html. Anything else goes to
// the network untouched. In Chromium, whose static routes come first (see
// routeFromCache), a file's own address (BUILD's "address") goes to the
// network, where the loader asks the HTTP cache alone for it: the code the
// browser compiled for the game is kept there after a first visit.
// The games' tables (marked table: true in BUILD) are kept apart: see
// "Tables" below.
"use strict";

const BUILD = null;

const PREFIX = "parlour-";
const CACHE = BUILD ? PREFIX + BUILD.version : "";
// What the page downloaded itself on a first visit (loader.js).
const STAGED = PREFIX + "staged";

// Headers kept from the server's answer. The body is stored decoded, so
// Content-Encoding and the server's Content-Length no longer apply.
const KEPT_HEADERS = ["Content-Type", "Content-Security-Policy", "X-Content-Type-Options"];

// files maps each file's absolute URL to its entry in BUILD.
const files = new Map();
if (BUILD) {
  for (const f of BUILD.files) files.set(new URL(f.url, self.location).href, f);
}
const INDEX = new URL("index.html", self.location).href;

self.addEventListener("install", (event) => {
  routeFromCache(event);
  event.waitUntil(precache().then(() => keepTables({ download: false })));
});

// routeFromCache asks the browser, where it can (the static routes of
// InstallEvent.addRoutes, in Chromium since version 123), to answer the
// build's own files straight from this version's cache. Without them
// every request of a return visit waits for this worker to start and run
// its fetch handler, which took a few hundred milliseconds of the start
// (docs/measurements.md). A file missing from the cache goes to the
// network, as fromCache does. The routes match only addresses without a
// query, as the cache keeps them; the tables keep the fetch handler, which
// keeps what it downloads.
function routeFromCache(event) {
  if (!BUILD || typeof event.addRoutes !== "function") return;
  const paths = [new URL(self.registration.scope).pathname];
  for (const [url, f] of files) {
    if (!f.table) paths.push(new URL(url).pathname);
  }
  const routes = paths.map((pathname) => ({
    condition: { urlPattern: { pathname: escapePattern(pathname), search: "" }, requestMethod: "GET" },
    source: { cacheName: CACHE },
  }));
  // A file's own address (BUILD's address) goes to the network, where the
  // page asks the HTTP cache alone for it (loader.js, compileKept): the
  // code Chromium compiled for it on a first visit is kept beside that
  // copy. Browsers without these routes keep no such code, and the fetch
  // handler answers the address from this cache.
  for (const f of files.values()) {
    if (!f.address) continue;
    const address = new URL(f.address, self.location);
    routes.push({
      condition: {
        urlPattern: { pathname: escapePattern(address.pathname), search: escapePattern(address.search.slice(1)) },
        requestMethod: "GET",
      },
      source: "network",
    });
  }
  // Routes are a speed-up only: a browser that refuses them still has
  // the fetch handler.
  event.waitUntil(event.addRoutes(routes).catch(() => {}));
}

// escapePattern makes a path match itself alone as a URL pattern.
function escapePattern(path) {
  return path.replace(/[\\:*?+(){}]/g, "\\$&");
}

async function precache() {
  if (!BUILD) throw new Error("sw.js was not written by the build: it has no file list");
  const cache = await caches.open(CACHE);
  const staged = await caches.open(STAGED);
  await Promise.all([...files].filter(([, f]) => !f.table).map(async ([url, f]) => {
    if (await cache.match(url)) return; // kept by an earlier, interrupted install
    const kept = await verified(f, await staged.match(url));
    if (kept) {
      await cache.put(url, kept);
      return;
    }
    // The page itself was most likely opened at the scope's root, which the
    // HTTP cache holds under that address rather than index.html's; a file
    // with an address of its own is fetched there, for the HTTP cache to
    // hold it where the page asks for it (loader.js, compileKept).
    let source = url === INDEX ? self.registration.scope : url;
    if (f.address) source = new URL(f.address, self.location).href;
    const response = await fetch(source, { cache: "no-cache", credentials: "same-origin" });
    if (!response.ok) throw new Error(`${f.url}: HTTP ${response.status}`);
    const fetched = await verified(f, response);
    if (!fetched) {
      throw new Error(`${f.url}: the server sent other bytes than build ${BUILD.version} lists`);
    }
    await cache.put(url, fetched);
  }));
  // The page is kept under the scope's root too, the address a navigation
  // asks for, so that the root's static route (routeFromCache) finds it.
  const page = await cache.match(INDEX);
  if (page) await cache.put(self.registration.scope, page);
  await caches.delete(STAGED);
}

// verified returns the response to keep for the file f, with its body
// read, or null when there is no response or its bytes are not those the
// build lists (a page of another version kept it, or it is damaged).
async function verified(f, response) {
  if (!response || !response.ok) return null;
  const body = await response.arrayBuffer();
  if (body.byteLength !== f.size || await sha256(body) !== f.sha256) return null;
  return new Response(body, { headers: keptHeaders(f, response, body) });
}

function keptHeaders(f, response, body) {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // instantiateStreaming needs this type, whatever the server said.
  if (f.url.endsWith(".wasm")) headers.set("Content-Type", "application/wasm");
  headers.set("Content-Length", String(body.byteLength));
  return headers;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "keep-tables") {
    const demanded = Array.isArray(event.data.demanded) ? event.data.demanded.filter((n) => typeof n === "string") : [];
    event.waitUntil(keepTables({ demanded }));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !BUILD) return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  let key = url.href;
  if (request.mode === "navigate" && key === self.registration.scope) key = INDEX;
  if (!files.has(key)) return;
  if (files.get(key).table) event.respondWith(tableFromCache(event, key, request));
  else event.respondWith(fromCache(key, request));
});

// fromCache answers from this version's cache; should the browser have
// evicted it, from the network.
async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key);
  return hit || fetch(request);
}

// ---- Tables ---------------------------------------------------------------
//
// The games' tables (an opening book, a table of winnable positions) are
// big and needed by few games, so install leaves them out: they must not
// compete with the page's own files on a first visit. The engine worker
// downloads one when a game first needs it (wasm/worker), through
// tableFromCache, which keeps what it fetched; and once the page has
// drawn and its engine is ready it posts {type: "keep-tables"}, and
// keepTables fetches the others, one at a time, so that after one visit
// every game plays with its tables offline. A table already kept by an
// older version of this worker is copied from that version's cache at
// install, not downloaded again.

// keepTables puts every table of the build that this version's cache
// lacks into it: from an older version's cache when it holds the same
// bytes, else, unless download is false or the table is one only some
// players load (onDemand: a language's texts) that the page did not name
// in demanded, from the network. A table that cannot be had now is left
// for the next visit.
async function keepTables({ download = true, demanded = [] } = {}) {
  const cache = await caches.open(CACHE);
  for (const [url, f] of files) {
    if (!f.table || await cache.match(url)) continue;
    try {
      const old = await caches.match(url);
      if (old && await keepTable(cache, url, f, old)) continue;
      if (download && (!f.onDemand || demanded.includes(f.url))) await keepTable(cache, url, f, await fetch(url, { credentials: "same-origin" }));
    } catch (err) {
      // Offline, or the server half-way through a deploy: next time.
    }
  }
}

// keepTable stores response as the table f if it holds f's bytes, and
// reports whether it did.
async function keepTable(cache, url, f, response) {
  if (!response.ok) return false;
  const body = await response.arrayBuffer();
  if (body.byteLength !== f.size || await sha256(body) !== f.sha256) return false;
  await cache.put(url, new Response(body, { headers: keptHeaders(f, response, body) }));
  return true;
}

// tableFromCache answers a request for a table from this version's cache
// or, before the table was kept, from the network, keeping the answer
// when it holds the table's bytes.
async function tableFromCache(event, key, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(keepTable(cache, key, files.get(key), response.clone()).catch(() => {}));
  return response;
}
