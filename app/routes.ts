import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One line per URL (SPEC section 2). Routes still to be built are listed in app/lib/pending-routes.ts.
export default [
  index("routes/home.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/sendMail", "routes/api.send-mail.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
