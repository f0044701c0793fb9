/*
 * A file dropped on a drop zone (`data-drop-zone`, around its file input)
 * before any script has taken it. The browser opens a dropped file, leaving
 * the page, unless the drop is cancelled; the page's scripts arrive last, so
 * from the moment a drop zone is drawn until they run, only a script already
 * in the document can keep the visitor on the page. This one, in the head,
 * runs first and takes every drop on a drop zone that nothing else has
 * cancelled: it gives the files to the zone's input and says so with the
 * input's `change` event. Before the islands' scripts run, the file stays in
 * the input, where the early-input recorder finds it (early-input.ts); while
 * they start, the recorder hears the `change`; once an island's React
 * listens, its own drop handler cancels the drop and this one stands aside.
 *
 * It is a string, not a function, so that its text (and so its hash, which
 * the content security policy allows: server/security-headers.ts) is the
 * same in every build.
 */
export const earlyDropScript = `(function () {
  function fileInput(event) {
    var zone = event.target instanceof Element && event.target.closest("[data-drop-zone]");
    return zone ? zone.querySelector('input[type="file"]') : null;
  }
  addEventListener("dragover", function (event) {
    if (!event.defaultPrevented && fileInput(event)) event.preventDefault();
  });
  addEventListener("drop", function (event) {
    var input = fileInput(event);
    if (event.defaultPrevented || !input) return;
    event.preventDefault();
    if (!event.dataTransfer || !event.dataTransfer.files.length) return;
    input.files = event.dataTransfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
})();`;
