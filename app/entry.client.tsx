import { startTransition, StrictMode } from "react";
import { showCartCount } from "~/cart/cart-count";
import { resendQueuedPosts } from "~/forms/offline-outbox";
import { hydrateIslands } from "~/islands/hydrate-islands";

/**
 * The one browser entry. A built page is server-rendered HTML whose
 * interactive parts ("islands") hydrate one by one, so it loads React DOM and
 * those parts, not the router. Under Vite's development server the page comes
 * with React Router's context and the whole document hydrates, for hot reloading.
 */
async function start() {
  // Submissions kept while offline go out on any page of the next visit.
  resendQueuedPosts();
  if (!("__reactRouterContext" in window)) {
    showCartCount();
    return hydrateIslands();
  }
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
  // After hydration, so React finds the header as the server rendered it.
  setTimeout(showCartCount, 0);
}

void start();
