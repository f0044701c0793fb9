import { getEnv } from "#app/config/env.server.ts";

export function loader() {
  const origin = getEnv().PUBLIC_URL;
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
