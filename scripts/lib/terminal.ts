import { escapeControlCharacters } from "#app/lib/control-characters.ts";

/*
 * Everything the operator tools print goes through here: what they show was
 * typed by visitors, and a terminal obeys the escape sequences a visitor could
 * have typed (app/lib/control-characters.ts). Control characters are shown,
 * never sent raw.
 */

/** Prints text, its control characters escaped. */
export function print(text: string): void {
  console.log(escapeControlCharacters(text));
}

/**
 * Prints a value as JSON. JSON escapes C0 controls itself, but not DEL or the
 * C1 controls, which get \u escapes here so the output stays valid JSON.
 */
export function printJson(value: unknown): void {
  console.log(
    JSON.stringify(value, null, 2).replace(
      /[\u007f-\u009f]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
    ),
  );
}

/** Prints rows as a table, every text cell escaped. */
export function printTable(rows: readonly object[]): void {
  console.table(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === "string" ? escapeControlCharacters(value) : value,
        ]),
      ),
    ),
  );
}

/** Prints an error's message to stderr, escaped like the rest. */
export function printError(message: string): void {
  console.error(escapeControlCharacters(message));
}
