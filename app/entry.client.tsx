import { startTransition, StrictMode } from "react";
import { hydrateIslands } from "~/islands/hydrate-islands";

/**
 * The one browser entry. Pages marked as apps (see `~/islands/page-mode`)
 * come with React Router's context and hydrate the whole document; every
 * other page is prerendered HTML whose interactive parts ("islands") hydrate
 * one by one, so content pages load React DOM and those parts, not the router.
 */
async function start() {
  if (!("__reactRouterContext" in window)) return hydrateIslands();
  const [{ hydrateRoot }, { HydratedRouter }] = await Promise.all([
    import("react-dom/client"),
    import("react-router/dom"),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
