// nimlab's service worker: once the page has been opened, it keeps working offline (a classroom's
// Wi-Fi drops). Installing it copies every file of the site into a cache; from then on each of
// them is answered from that cache first, and only what it lacks goes to the network.
//
// BUILD names the build: scripts/web_build.sh writes a hash of the site's files here, so a new
// build is a new sw.js. The browser installs it beside the old one into a cache of its own, and
// it takes over (deleting the old cache) once no page of the old build is open, so a page never
// mixes the files of two builds. A page may ask it to take over at once (its "Reload" button on
// the new-version bar): every page of the old build then reloads as the new worker takes over. Every URL is relative to this file, so the site works from any
// folder of a web server.

const BUILD = "unbuilt"; // scripts/web_build.sh replaces this with the build's hash

// Every file of target/web but this one; scripts/web_build.sh fails if the two lists differ.
const FILES = [
  "./index.html",
  "./nimlab.js",
  "./nimlab_bg.wasm",
  "./worker.js",
  "./manifest.json",
  "./favicon.ico",
  "./nimlab.svg",
  "./nimlab-192.png",
  "./nimlab-512.png",
];

// Caches belong to the whole origin: the folder in the name keeps two copies of nimlab on one
// server (say /2024/ and /2025/) from deleting each other's.
const PREFIX = `nimlab ${self.registration.scope} `;
const CACHE = PREFIX + BUILD;

self.addEventListener("install", (event) => {
  // "no-cache": ask the server (a 304 reuses what the browser already downloaded for the page),
  // so a file the browser kept from an older build cannot slip into this build's cache.
  const requests = FILES.map((file) => new Request(file, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The page that installed this worker (and the web workers it starts from now on) is
      // answered from the cache too, not only pages opened later.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const navigation = request.mode === "navigate";
      // A page address may carry a query; the folder itself stands for its index.html.
      const cached =
        (await cache.match(request, { ignoreSearch: navigation })) ||
        (navigation && new URL(request.url).pathname === new URL(self.registration.scope).pathname
          ? await cache.match("./index.html")
          : undefined);
      return cached || fetch(request);
    })(),
  );
});

// The page's "Reload" on its new-version bar: this worker, installed and waiting, takes over now.
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});
