import { showCartCount } from "#app/cart/cart-count.ts";
import { resendQueuedPosts } from "#app/queued-posts/queued-posts.ts";
import { hydrateIslands } from "#app/islands/hydrate-islands.ts";
import { nextTask } from "#app/lib/next-task.ts";

/**
 * The one browser entry, in production and under the development server alike.
 * A page is server-rendered HTML whose interactive parts ("islands") hydrate
 * one by one, so it loads React DOM and those parts, not the router.
 */
async function start() {
  // Each step in a task of its own: run together as the page first paints, they
  // made one long task on a slow phone (the cookie and storage reads wait on the browser).
  showCartCount();
  await nextTask();
  // Submissions kept while offline go out on any page of the next visit.
  resendQueuedPosts();
  await nextTask();
  await hydrateIslands();
}

void start();
