/*
 * Control characters in what visitors type. None belongs in a name, an
 * address or a message, and some are instructions to whatever shows them:
 * a terminal obeys escape sequences (retitle the window, clear the screen,
 * write the clipboard with OSC 52), so a lead printed by the operator tools
 * could act on the operator's machine. The forms' shared field rules remove
 * them on the way in; the operator tools escape them on the way out, for
 * anything stored before.
 */

/**
 * C0 controls except tab and line feed, DEL, and the C1 controls (U+0080 to
 * U+009F: U+009B is a one-character escape sequence to some terminals).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this module is about
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;

/**
 * `text` without control characters. A multi-line field keeps its line
 * breaks (any CR LF or CR becomes LF) and tabs; a single-line field turns
 * them, and the other spacing controls, into spaces.
 */
export function withoutControlCharacters(text: string, { multiline }: { multiline: boolean }) {
  const lines = text.replace(/\r\n?/g, "\n");
  return (multiline ? lines : lines.replace(/[\t\n\v\f]/g, " ")).replace(controls, "");
}

/**
 * `text` for a terminal: line breaks and tabs as they are, every other
 * control character shown as its escape (`\x1b`), never obeyed.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(
    controls,
    (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
}
