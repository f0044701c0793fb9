import type { ComponentType } from "react";
import type { IslandName } from "./registry";

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
  props: P;
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
