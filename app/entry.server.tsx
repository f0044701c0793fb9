import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { EntryAssetsProvider } from "#app/islands/page-scripts.tsx";

export const streamTimeout = 5_000;

/**
 * React Router's default document renderer, plus the browser entry's
 * location: pages load it instead of React Router's scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <EntryAssetsProvider
        value={{
          ...routerContext.manifest.entry,
          hotReloadRuntime: routerContext.manifest.hmr?.runtime,
        }}
      >
        <ServerRouter context={routerContext} url={request.url} />
      </EntryAssetsProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The renderer's picture of a design, for the server's production jobs (which
 * run outside the routes and read it from the build's entry module).
 */
export { designPictureSvg } from "#app/components/device-render/design-picture.tsx";

/**
 * The forms' JSON posts, which the production server answers from Express
 * (server/form-endpoint.ts) rather than through React Router's handler.
 */
export { answerFormPost } from "#app/actions/form-action.server.ts";
