import type { ComponentType, ReactNode } from "react";
import type { EnhancerName, IslandName } from "./registry.ts";

/**
 * What survives the trip through the page's HTML (`JSON.stringify`, then
 * `JSON.parse` in the browser) unchanged: an island's props must be this.
 * Functions, dates, maps, sets and class instances are refused by the type
 * checker instead of arriving as something else.
 */
export type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends Date | RegExp | Map<unknown, unknown> | Set<unknown> | Promise<unknown>
      ? never
      : T extends readonly (infer Item)[]
        ? readonly JsonSafe<Item>[]
        : T extends object
          ? { [Key in keyof T]: JsonSafe<T[Key]> }
          : never;

/** When an island hydrates: once the page has loaded, or at the visitor's first touch of it. */
export type IslandHydration = "load" | "interaction";

/**
 * Renders `component` where the page puts it and marks it for the browser to
 * hydrate by itself with the same props. Under the development server, where
 * the whole document hydrates, the wrapper is inert and the component is
 * simply part of the tree.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = "load",
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P & JsonSafe<P>;
  hydrate?: IslandHydration;
}) {
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-hydrate={hydrate}
      className="contents"
    >
      <Component {...props} />
    </div>
  );
}

/**
 * Marks server-rendered markup for the enhancer `name` to make interactive
 * once the page has loaded, the way a "load" island hydrates, but without React.
 */
export function Enhanced({ name, children }: { name: EnhancerName; children: ReactNode }) {
  return (
    <div data-enhance={name} className="contents">
      {children}
    </div>
  );
}
