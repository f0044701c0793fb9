/*
 * What a visitor does to an island before it has hydrated: kept, and handed
 * to React once the island has committed.
 *
 * A server-rendered form works before its script: a radio can be clicked, a
 * field typed in, a file chosen. React 19 hydrates around such changes
 * without undoing them, but it starts its change tracking from the DOM as it
 * finds it, so the component never hears of them: its state keeps the
 * server's value, the page shows the visitor's, and the next render puts the
 * server's back (a coverage card clicked during start-up was undone about one
 * time in seven). So every island records, from the moment the entry script
 * runs, which controls the visitor changed and to what (and seeds that record
 * from the controls that already differ from their server-rendered defaults),
 * and once React has committed the island, plays each change back through
 * React's own change detection. Clicks on plain buttons made before React was
 * listening are clicked again. A file dropped on a drop zone meanwhile is
 * given to its file input by the early drop catcher (early-drop.ts), and so is
 * a file chosen like any other. Replaying is idempotent: a change React did
 * hear of is set again to the same value.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Change =
  | { kind: "checked"; key: string; checked: boolean }
  | { kind: "value"; key: string; value: string; selection: [number, number] | null }
  | { kind: "file"; key: string }
  | { kind: "click"; key: string };

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const controlSelector = "input, textarea, select";
const plainButtonSelector = 'button[type="button"]';

/** A button's name as a person reads it: its label, else its text. */
const labelOf = (button: Element) =>
  (button.getAttribute("aria-label") ?? button.textContent ?? "").replace(/\s+/g, " ").trim();

/**
 * Where an element is within its island, stable across React replacing the
 * node: its id or name (and a radio's value); a button's label (and its place
 * among buttons of that label), so a list filtered meanwhile does not send the
 * click to another row; else its place among its kind.
 */
function keyOf(root: HTMLElement, element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) return `${tag}#${element.id}`;
  const name = element.getAttribute("name");
  if (name) {
    return element instanceof HTMLInputElement && element.type === "radio"
      ? `${tag}[name=${name}][value=${element.value}]`
      : `${tag}[name=${name}]`;
  }
  if (element instanceof HTMLButtonElement) {
    const label = labelOf(element);
    const same = [...root.querySelectorAll("button")].filter((node) => labelOf(node) === label);
    return `${tag}[label=${label}]@${same.indexOf(element)}`;
  }
  return `${tag}@${[...root.querySelectorAll(tag)].indexOf(element)}`;
}

function find(root: HTMLElement, key: string): Element | null {
  const [, id] = /^\w+#(.+)$/s.exec(key) ?? [];
  if (id !== undefined) return root.ownerDocument.getElementById(id);
  const tag = /^\w+/.exec(key)?.[0] ?? "";
  return [...root.querySelectorAll(tag)].find((node) => keyOf(root, node) === key) ?? null;
}

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox");

function changeOf(root: HTMLElement, control: Control): Change | null {
  const key = keyOf(root, control);
  if (checkable(control)) return { kind: "checked", key, checked: control.checked };
  if (control instanceof HTMLInputElement && control.type === "file") {
    return control.files?.length ? { kind: "file", key } : null;
  }
  if (
    control instanceof HTMLInputElement &&
    ["hidden", "submit", "button", "reset"].includes(control.type)
  ) {
    return null;
  }
  const selection =
    control instanceof HTMLSelectElement || control.selectionStart === null
      ? null
      : ([control.selectionStart, control.selectionEnd ?? control.selectionStart] as [
          number,
          number,
        ]);
  return { kind: "value", key, value: control.value, selection };
}

/** Whether a control differs from what the server rendered (its default). */
function differsFromDefault(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (checkable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLInputElement && control.type === "file")
    return Boolean(control.files?.length);
  return control.value !== control.defaultValue;
}

/** The element's own value setter, past the instance property React tracks changes with. */
function setNatively(control: Control, property: "value" | "checked", value: string | boolean) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(control, value);
}

/**
 * Plays one change back so React's change detection sees it: the tracked
 * value is first set to something else through the element's instance
 * property (which React watches), then the visitor's value is set natively and
 * the event React listens for is dispatched.
 */
function replay(root: HTMLElement, change: Change) {
  const element = find(root, change.key);
  if (!element?.isConnected) return;
  if (change.kind === "click") {
    if (element instanceof HTMLButtonElement && !element.disabled) element.click();
    return;
  }
  if (!isControl(element) || element.disabled) return;
  if (change.kind === "checked" && checkable(element)) {
    if (element.type === "radio" && !change.checked) return; // the group's chosen radio says it all
    element.checked = !change.checked;
    element.click();
    // A click the page cancelled leaves the control as the visitor left it.
    if (element.checked !== change.checked) setNatively(element, "checked", change.checked);
  } else if (change.kind === "file") {
    if (element instanceof HTMLInputElement && element.files?.length) {
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }
  } else if (change.kind === "value") {
    element.value = `${change.value}\u0000`;
    setNatively(element, "value", change.value);
    const type = element instanceof HTMLSelectElement ? "change" : "input";
    element.dispatchEvent(new Event(type, { bubbles: true }));
    if (
      change.selection &&
      !(element instanceof HTMLSelectElement) &&
      element === document.activeElement
    ) {
      element.setSelectionRange(...change.selection);
    }
  }
}

export interface EarlyInput {
  /** React is listening from now on: plain clicks are its to handle. */
  reactListening(): void;
  /** Plays back what the visitor did, and stops recording. */
  replay(): void;
}

/** Starts recording what the visitor does to the island at `root`. */
export function recordEarlyInput(root: HTMLElement): EarlyInput {
  const changes = new Map<string, Change>();
  const remember = (change: Change | null) => {
    if (!change) return;
    // One radio per group: the last one chosen.
    const group =
      change.kind === "checked" && change.key.includes("[value=")
        ? change.key.replace(/\[value=.*\]$/, "")
        : change.key;
    changes.delete(group);
    changes.set(group, change);
  };
  const onChange = (event: Event) => {
    if (isControl(event.target)) remember(changeOf(root, event.target));
  };
  const onClick = (event: Event) => {
    const button =
      event.target instanceof Element ? event.target.closest(plainButtonSelector) : null;
    if (button && root.contains(button)) {
      changes.set(`click:${changes.size}`, { kind: "click", key: keyOf(root, button) });
    }
  };
  for (const control of root.querySelectorAll<Control>(controlSelector)) {
    if (differsFromDefault(control)) remember(changeOf(root, control));
  }
  const listening = new AbortController();
  root.addEventListener("input", onChange, { capture: true, signal: listening.signal });
  root.addEventListener("change", onChange, { capture: true, signal: listening.signal });
  // Clicks are React's to handle once it listens.
  const clicks = new AbortController();
  root.addEventListener("click", onClick, { capture: true, signal: clicks.signal });
  return {
    reactListening() {
      clicks.abort();
    },
    replay() {
      listening.abort();
      clicks.abort();
      for (const change of changes.values()) replay(root, change);
      changes.clear();
    },
  };
}
