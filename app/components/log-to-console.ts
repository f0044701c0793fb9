/** The attribute carrying the message `logToConsole` writes. */
export const consoleMessageAttribute = "data-console-message";

/**
 * Writes the message of the element inside `root` that carries
 * `data-console-message` to the browser console, once: the 404 page reports
 * the missing path this way without loading React.
 */
export function logToConsole(root: HTMLElement): void {
  const message = root
    .querySelector(`[${consoleMessageAttribute}]`)
    ?.getAttribute(consoleMessageAttribute);
  if (message) console.error(message);
}
