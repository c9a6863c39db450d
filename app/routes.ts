import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

// The route table: one line per URL (docs/urls.md). Each page lives in its own folder beside its
// sections. Pages are pre-rendered; a route with a :slug lists its collection's paths in
// app/.server/content/prerender-paths.ts.
export default [
  index("routes/home/route.tsx"),
  route("company-overview", "routes/company-overview/route.tsx"),
  route("contact-us", "routes/contact-us/route.tsx"),
  ...prefix("key-industries", [index("routes/key-industries/route.tsx"), route(":slug", "routes/industry/route.tsx")]),
  route("employee-portal", "routes/employee-portal/route.tsx"),
  route("global-footprint", "routes/global-footprint/route.tsx"),
  route("partnership", "routes/partnership/route.tsx"),
  route("privacy-policy", "routes/privacy-policy/route.tsx"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route(".well-known/security.txt", "routes/security[.]txt.ts"),
  ...prefix("services", [index("routes/services/route.tsx"), route(":slug", "routes/service/route.tsx")]),
  ...prefix("aiservices", [index("routes/aiservices/route.tsx"), route(":slug", "routes/ai-offering/route.tsx")]),
  route("resources/webinars", "routes/webinars/route.tsx"),
  route("resources/webinars/:slug", "routes/webinar/route.tsx"),
  route("resources/digital-brochures", "routes/digital-brochures/route.tsx"),
  ...prefix("gallery", [
    index("routes/gallery/route.tsx"),
    route(":slug", "routes/gallery-item/route.tsx"),
    route(":slug/drawing.json", "routes/gallery-drawing[.]json.ts"),
  ]),
  route("catalogue-cards.json", "routes/catalogue-cards[.]json.ts"),
  route("work-life", "routes/work-life/route.tsx"),
  route("key-differentiators", "routes/key-differentiators/route.tsx"),
  route("our-team", "routes/our-team/route.tsx"),
  route("nupmat", "routes/nupmat/route.tsx"),
  // Blogs, whitepapers and case studies: :kind is one of app/lib/article-kinds.ts, :keyword an entry's file name.
  ...prefix("resources", [
    index("routes/resources/route.tsx"),
    route("feed.xml", "routes/resource-feed[.]xml.ts", { id: "resources-feed" }),
    route(":kind", "routes/resource-list/route.tsx"),
    route(":kind/feed.xml", "routes/resource-feed[.]xml.ts"),
    route(":kind/:keyword", "routes/resource/route.tsx"),
  ]),
  route("resources/whitepapers/:keyword/download", "routes/whitepaper-download/route.tsx"),

  // Answered live by the server, never pre-rendered: the contact API, the search and unknown addresses.
  ...prefix("api", [route("sendMail", "routes/api/send-mail.ts")]),
  // The site search (docs/search.md): results for the query in the address; the header's dialog fetches its data.
  route("search", "routes/search/route.tsx"),
  // A whitepaper's PDF is sent by server/whitepaper-file-route.ts; this page answers the links it refuses.
  route("resources/whitepapers/:keyword/download/file", "routes/whitepaper-file/route.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
