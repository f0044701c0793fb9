import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageRoutes } from "./route-table.ts";

export default [
  ...pageRoutes.map((page) =>
    page.path === "/"
      ? index(page.file)
      : route(page.path.slice(1), page.file, page.id ? { id: page.id } : {}),
  ),
  // Cart, checkout and the customer's private order page: per visitor, never prerendered or listed
  route("cart", "routes/shop/cart.tsx"),
  route("checkout", "routes/shop/checkout.tsx"),
  route("orders/:number", "routes/shop/order-status.tsx"),
  // "Pay $X": Stripe's payment page for the order, made on demand (sessions expire)
  route("orders/:number/pay", "routes/shop/order-pay.ts"),
  route("orders/:number/designs/:picture", "routes/shop/design-picture.tsx"),
  route("orders/:number/proofs/:file/:key", "routes/shop/proof-file.ts"),
  // Print templates (AI, EPS, PDF, PNG, JPG, SVG), prerendered to files at build time
  route("templates/:file", "routes/shop/template-file.ts"),
  // What the forms' and the cart's scripts post to
  route("api/forms/:form", "routes/api/forms.ts"),
  route("api/cart", "routes/api/cart.ts"),
  route("api/cut-templates", "routes/api/cut-templates.ts"),
  // Search-engine files
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // The social image, prerendered to a file at build time
  route("og-image.png", "routes/seo/og-image.ts"),
  // The site search: results depend on the query, so never prerendered or listed
  route("search", "routes/search.tsx"),
  // The staff console: per request, never prerendered, listed, indexed or cached (server/app.ts)
  route("staff", "routes/staff/layout.tsx", [
    index("routes/staff/dashboard.tsx"),
    route("sign-in", "routes/staff/sign-in.tsx"),
    route("sign-out", "routes/staff/sign-out.tsx"),
    route("welcome/:token", "routes/staff/welcome.tsx"),
    route("orders", "routes/staff/orders.tsx"),
    route("orders/:number", "routes/staff/order.tsx"),
    route("orders/:number/files/:id", "routes/staff/production-file.ts"),
    route("leads", "routes/staff/leads.tsx"),
    route("leads/newsletter.csv", "routes/staff/newsletter-csv.ts"),
    route("leads/:id", "routes/staff/lead.tsx"),
    route("deliveries", "routes/staff/deliveries.tsx"),
    route("templates", "routes/staff/templates.tsx"),
    route("templates/:id", "routes/staff/template.tsx"),
    route("team", "routes/staff/team.tsx"),
    route("audit", "routes/staff/audit.tsx"),
    route("account", "routes/staff/account.tsx"),
  ]),
  // Anything else is a 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
