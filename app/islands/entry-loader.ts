/*
 * The page's loader, an inline script in the head: what the first paint does
 * not need comes after it. Once the page has loaded and its first content is
 * on screen it fetches the site's typeface (for the next page), the browser
 * entry (and the modules it imports) and links the web app manifest.
 *
 * Why after: Lighthouse's simulation of a slow phone replays everything that
 * finished before the page's largest paint, and on a fast connection all of
 * these did (issue 35; decisions 26). On a built /about the simulated LCP was
 * 1.35–1.59 s with the entry in the HTML and 1.21 s without any script; the
 * manifest's link, which Chromium fetches at once, cost 80 ms more; the
 * typeface (one request on a connection of its own) about 300 ms: 0.83 s
 * without it. The islands hydrated only after load and paint already
 * (hydrate-islands.ts); what a visitor changes meanwhile stays in the controls,
 * where the entry's early-input recorder finds it; a plain form posts without
 * script; a dropped file is kept by the early drop catcher (early-drop.ts).
 *
 * The typeface is never swapped into a page already on screen: the lines
 * would rewrap and move (CLS 0.03–0.09 on four routes when it was). A first
 * page stays in the metric-matched fallback (app.css) and fetches the face
 * after its paint, marking `<html data-typeface="loaded">`; this browser then
 * remembers that it has the file, and every later page is set in it from the
 * start (`data-typeface="ready"`), as `font-display: optional` would do
 * without putting the request on the first paint's path.
 *
 * It reads the entry's address from its own `data-entry` (and the imports to
 * preload from `data-imports`), so its text, and so its hash, which the
 * content security policy allows (server/security-headers.ts), is the same in
 * every build.
 */
import { fontFamily } from "#app/config/font.ts";

/** Where this browser remembers that it has the typeface (localStorage). */
export const typefaceKey = "wrapcraft-typeface";

export const entryLoaderScript = `(function () {
  var self = document.currentScript;
  var root = document.documentElement;
  try {
    if (localStorage.getItem("${typefaceKey}")) root.dataset.typeface = "ready";
  } catch (error) {}
  function loadTypeface() {
    if (root.dataset.typeface || !document.fonts) return;
    document.fonts.load('1em "${fontFamily}"').then(function (faces) {
      if (!faces.length) return;
      root.dataset.typeface = "loaded";
      try {
        localStorage.setItem("${typefaceKey}", "1");
      } catch (error) {}
    }, function () {});
  }
  function load() {
    loadTypeface();
    var manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "/site.webmanifest";
    document.head.appendChild(manifest);
    (self.dataset.imports || "").split(" ").forEach(function (href) {
      if (!href) return;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    // Under the development server the entry is already in the page.
    if (!self.dataset.entry) return;
    var entry = document.createElement("script");
    entry.type = "module";
    entry.src = self.dataset.entry;
    document.head.appendChild(entry);
  }
  // The page's load event can come before its first paint: the paint's own entry says it happened.
  function afterFirstPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf("paint") < 0) return afterFrame();
    var observer = new PerformanceObserver(function (entries) {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterFrame();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  // A frame callback runs just before the next paint; a task queued from it runs after.
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  if (document.readyState === "complete") afterFirstPaint();
  else addEventListener("load", afterFirstPaint, { once: true });
})();`;
