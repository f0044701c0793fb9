/**
 * `npm run screenshots`: builds the production site, serves it with the real
 * server on a fresh SQLite database, and writes full-page PNGs of every route
 * of the route table, plus the cart with a design, checkout, an order page
 * with its proof, the staff console's page of that order and the 404 page,
 * at 390 and 1,280 px, into screenshots/ (git-ignored), with
 * one contact sheet, screenshots/index.html, to look at them side by side.
 *
 * Options: --skip-build, --routes /a,/b (a subset; the shop pages are always taken).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { typefaceKey } from "#app/islands/entry-loader.ts";
import { samplePaths } from "#app/route-table.ts";
import {
  addDesignToCart,
  openCheckout,
  postPageForm,
  uploadArtwork,
} from "../tests/support/cart.ts";
import { validCheckout } from "../tests/support/checkout.ts";
import { type StaffClient, csrfOf, joinStaff } from "../tests/support/staff.ts";
import { startServer, tempSqliteUrl } from "../tests/support/server-process.ts";
import { TestClock } from "../tests/support/test-clock.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "screenshots");
const widths = [390, 1280] as const;

const { values } = parseArgs({
  options: { "skip-build": { type: "boolean", default: false }, routes: { type: "string" } },
});
const routes = values.routes ? values.routes.split(",") : samplePaths;

interface Shot {
  /** What the page is, as the contact sheet names it. */
  name: string;
  path: string;
  /** The visitor's cart, for the shop's pages. */
  cartId?: string;
  /** A staff session's cookie ("name=value"), for the console's pages. */
  staffCookie?: string;
}

/**
 * A cart holding one design on real artwork, checked out once with a proof
 * asked for; staff send the proof once the design's mockup is made: the
 * shop's pages and the console's order page to take.
 */
async function shopShots(origin: string, databaseUrl: string, clock: TestClock): Promise<Shot[]> {
  // The artist's sunset, cut from the lid of its product picture, stands in for a customer's artwork.
  const picture = await fetch(`${origin}/images/products/artist-macbook-air-1440.webp`);
  const artwork = await sharp(Buffer.from(await picture.arrayBuffer()))
    .extract({ left: 396, top: 192, width: 648, height: 480 })
    .resize(4000)
    .png()
    .toBuffer();
  const design = { designName: "Neon Night Set", finish: "gloss" };
  const ordered = await addDesignToCart(origin, {
    ...design,
    artworkId: await uploadArtwork(origin, artwork, "neon-night.png"),
  });
  const placed = await postPageForm(origin, "/checkout", ordered.cartId, {
    ...validCheckout,
    proofFirst: "on",
    checkoutId: await openCheckout(origin, ordered.cartId),
  });
  const orderPage = placed.headers.location;
  if (placed.status !== 303 || typeof orderPage !== "string") {
    throw new Error(`Checkout answered ${placed.status}`);
  }
  const number = /WC-[0-9A-Z]{8}/.exec(orderPage)?.[0] ?? "";
  const email = "owner@wrapcraft.test";
  const { client } = await joinStaff(
    { server: { origin }, databaseUrl, clock },
    { email, name: "Sky Owner" },
  );
  const staffPage = `/staff/orders/${number}`;
  // The production job makes the mockup in the background; the proof shows it.
  for (let tries = 0; ; tries += 1) {
    const sent = await client.post(staffPage, {
      intent: "proof",
      message: "Here is your wrap as we will print it: the sunset runs edge to edge.",
    });
    if (sent.status === 303) break;
    if (tries > 60) throw new Error(`The proof was not sent (${sent.status})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // A measured template in the library: the console's template pages to take.
  const template = await importTemplate(origin, client, {
    device: "Apple::MacBook Air (13-inch, M2, 2022)",
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="304mm" height="215mm" viewBox="0 0 304 215"><rect id="Outline" width="304" height="215" rx="10"/><ellipse id="Apple logo" cx="152" cy="107.5" rx="9" ry="11"/></svg>`,
  });
  const open = await addDesignToCart(origin, {
    ...design,
    artworkId: await uploadArtwork(origin, artwork, "neon-night.png"),
  });
  return [
    { name: "cart", path: "/cart", cartId: open.cartId },
    { name: "checkout", path: "/checkout", cartId: open.cartId },
    {
      name: "order",
      path: pathAndQuery(new URL(orderPage, origin)),
    },
    { name: "staff-order", path: staffPage, staffCookie: client.cookie },
    { name: "staff-templates", path: "/staff/templates", staffCookie: client.cookie },
    { name: "staff-template", path: template, staffCookie: client.cookie },
    { name: "404", path: "/no-such-page" },
  ];
}

const pathAndQuery = (url: URL) => url.pathname + url.search;

/** Imports `svg` as a model's lid through the console's form: the new version's page. */
async function importTemplate(
  origin: string,
  client: StaffClient,
  { device, svg }: { device: string; svg: string },
): Promise<string> {
  const form = new FormData();
  form.set("csrf", csrfOf((await client.get("/staff/templates")).body) ?? "");
  form.set("device", device);
  form.set("piece", "lid");
  form.set("note", "Measured from the laptop with calipers");
  form.set("file", new File([svg], "macbook-air-13.svg", { type: "image/svg+xml" }));
  const answer = await fetch(`${origin}/staff/templates`, {
    method: "POST",
    body: form,
    headers: { cookie: client.cookie, origin },
    redirect: "manual",
  });
  const location = answer.headers.get("location");
  if (answer.status !== 303 || !location)
    throw new Error(`The template import answered ${answer.status}`);
  return location.split("?")[0] ?? location;
}

const fileName = (shot: Shot, width: number) =>
  `${shot.name === "/" ? "home" : shot.name.replace(/^\//, "").replaceAll("/", "_")}-${width}.png`;

async function take(browser: Browser, origin: string, shot: Shot, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  if (shot.cartId) {
    await context.addCookies([{ name: "cart", value: shot.cartId, url: origin }]);
  }
  if (shot.staffCookie) {
    const [name = "", value = ""] = shot.staffCookie.split("=");
    await context.addCookies([{ name, value, url: origin }]);
  }
  // As a returning visitor sees the site: set in its typeface from the start (a browser's first
  // page is set in the metric-matched fallback: app/islands/entry-loader.ts).
  await context.addInitScript((key) => localStorage.setItem(key, "1"), typefaceKey);
  const page = await context.newPage();
  await page.goto(origin + shot.path, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated=true][data-typeface]", { timeout: 30_000 });
  // Lazy pictures below the fold load as the page is scrolled through.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // The pictures the scrolling asked for have arrived.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, fileName(shot, width)), fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await context.close();
  return height;
}

function contactSheet(rows: { shot: Shot; heights: number[] }[]) {
  const cells = rows
    .map(
      ({ shot, heights }) => `<section><h2>${shot.name} <small>${shot.path}</small></h2>
${widths
  .map(
    (width, index) =>
      `<figure><a href="${fileName(shot, width)}"><img src="${fileName(shot, width)}" width="${width / 4}" loading="lazy" alt=""></a><figcaption>${width} px, ${heights[index]} px tall</figcaption></figure>`,
  )
  .join("\n")}</section>`,
    )
    .join("\n");
  return `<!doctype html><meta charset="utf-8"><title>WrapCraft screenshots</title>
<style>body{font:14px system-ui;margin:24px}section{display:inline-flex;gap:12px;align-items:flex-start;margin:0 24px 32px 0;vertical-align:top}h2{writing-mode:vertical-rl;font-size:14px;margin:0}small{color:#666}figure{margin:0}img{border:1px solid #ddd;display:block}</style>
${cells}
`;
}

async function main() {
  if (!values["skip-build"]) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const databaseUrl = tempSqliteUrl();
  // Pictures, not a test: the console's clock starts now, so the order's
  // history (placed on the shop's clock) reads in order.
  const clock = new TestClock(undefined, Date.now());
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    TEST_CLOCK_FILE: clock.file,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const shots: Shot[] = [
      ...routes.map((route) => ({ name: route, path: route })),
      ...(await shopShots(server.origin, databaseUrl, clock)),
    ];
    const rows = [];
    for (const shot of shots) {
      const heights = [];
      for (const width of widths) heights.push(await take(browser, server.origin, shot, width));
      rows.push({ shot, heights });
      process.stderr.write(
        `${shot.path}: ${heights.map((h, i) => `${widths[i]}×${h}`).join(", ")}\n`,
      );
    }
    writeFileSync(path.join(outDir, "index.html"), contactSheet(rows));
    console.log(
      `${rows.length * widths.length} screenshots in screenshots/, contact sheet screenshots/index.html`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
