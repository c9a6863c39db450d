import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { fixedPaths, paths } from "#shared/paths.ts";
import { staffPaths } from "#shared/staff-paths.ts";

/** A URL from shared/paths.ts as a route pattern: builders take ":slug"-style segments, the table drops the "/". */
const at = (url: string) => url.replace(/^\//, "");
/** A URL below a hub, as a pattern inside the hub's prefix. */
const within = (hub: string, url: string) => url.slice(hub.length + 1);
const slug = ":slug";

// The route table: one line per URL, each spelt by shared/paths.ts. Each page lives in its own folder beside its
// sections. Pages are pre-rendered; a route with a :slug lists its collection's paths in
// app/.server/content/prerender-paths.ts.
export default [
  index("routes/home/route.tsx"),
  route(at(fixedPaths.companyOverview), "routes/company-overview/route.tsx"),
  route(at(fixedPaths.contactUs), "routes/contact-us/route.tsx"),
  ...prefix(at(paths.industriesHub), [
    index("routes/key-industries/route.tsx"),
    route(within(paths.industriesHub, paths.industry(slug)), "routes/industry/route.tsx"),
  ]),
  route(at(fixedPaths.employeePortal), "routes/employee-portal/route.tsx"),
  route(at(fixedPaths.globalFootprint), "routes/global-footprint/route.tsx"),
  route(at(fixedPaths.partnership), "routes/partnership/route.tsx"),
  route(at(fixedPaths.privacyPolicy), "routes/privacy-policy/route.tsx"),
  route(at(fixedPaths.robots), "routes/robots[.]txt.ts"),
  route(at(fixedPaths.securityTxt), "routes/security[.]txt.ts"),
  ...prefix(at(paths.servicesHub), [
    index("routes/services/route.tsx"),
    route(within(paths.servicesHub, paths.service(slug)), "routes/service/route.tsx"),
  ]),
  ...prefix(at(paths.aiHub), [
    index("routes/aiservices/route.tsx"),
    route(within(paths.aiHub, paths.aiOffering(slug)), "routes/ai-offering/route.tsx"),
  ]),
  route(at(paths.resourceList("webinars")), "routes/webinars/route.tsx"),
  route(at(paths.webinar(slug)), "routes/webinar/route.tsx"),
  route(at(paths.resourceList("digital-brochures")), "routes/digital-brochures/route.tsx"),
  ...prefix(at(paths.gallery), [
    index("routes/gallery/route.tsx"),
    route(within(paths.gallery, paths.galleryItem(slug)), "routes/gallery-item/route.tsx"),
    route(within(paths.gallery, paths.galleryDrawing(slug)), "routes/gallery-drawing[.]json.ts"),
  ]),
  route(at(paths.catalogueCards), "routes/catalogue-cards[.]json.ts"),
  route(at(paths.workLife), "routes/work-life/route.tsx"),
  route(at(paths.keyDifferentiators), "routes/key-differentiators/route.tsx"),
  route(at(paths.ourTeam), "routes/our-team/route.tsx"),
  route(at(paths.nupmat), "routes/nupmat/route.tsx"),
  // Blogs, whitepapers and case studies: :kind is one of shared/article-kinds.ts, :keyword an entry's file name.
  ...prefix(at(paths.resourcesHub), [
    index("routes/resources/route.tsx"),
    route(within(paths.resourcesHub, paths.resourcesFeed), "routes/resource-feed[.]xml.ts", { id: "resources-feed" }),
    route(within(paths.resourcesHub, paths.resourceList(":kind")), "routes/resource-list/route.tsx"),
    route(within(paths.resourcesHub, paths.resourceListFeed(":kind")), "routes/resource-feed[.]xml.ts"),
    route(within(paths.resourcesHub, paths.article(":kind", ":keyword")), "routes/resource/route.tsx"),
  ]),
  route(at(paths.whitepaperDownload(":keyword")), "routes/whitepaper-download/route.tsx"),

  // Answered live by the server, never pre-rendered: the search and unknown addresses (the contact API is
  // answered by the server alone, server/send-mail-route.ts).
  // The site search (docs/search.md): results for the query in the address; the header's dialog fetches its data.
  route(at(paths.search), "routes/search/route.tsx"),
  // A whitepaper's PDF is sent by server/whitepaper-file-route.ts; this page answers the links it refuses.
  route(at(paths.whitepaperFile(":keyword")), "routes/whitepaper-file/route.tsx"),
  // The staff area (README, "Staff area"): answered live, never pre-rendered, never in the sitemap. The content
  // editor fills the window (its own bar, no staff frame) at Keystatic's own paths; its API answers Keystatic's calls.
  route(`${at(staffPaths.contentApi)}/*`, "routes/staff/content-api/route.ts"),
  route(`${at(staffPaths.content)}/*`, "routes/staff/content/route.tsx"),
  ...prefix(at(staffPaths.home), [
    route(within(staffPaths.home, staffPaths.signIn), "routes/staff/sign-in/route.tsx"),
    route(within(staffPaths.home, staffPaths.signInLink), "routes/staff/sign-in-link/route.tsx"),
    route(within(staffPaths.home, staffPaths.passkeySignIn), "routes/staff/sign-in-passkey/route.ts"),
    route(within(staffPaths.home, staffPaths.signOut), "routes/staff/sign-out/route.tsx"),
    route(within(staffPaths.home, staffPaths.passkeyRegister), "routes/staff/passkey-register/route.ts"),
    route(within(staffPaths.home, staffPaths.leadsExport), "routes/staff/leads-export[.]csv.ts"),
    route(within(staffPaths.home, staffPaths.contentPreview("/*")), "routes/staff/content-preview/route.ts"),
    layout("routes/staff/layout.tsx", [
      index("routes/staff/home/route.tsx"),
      route(within(staffPaths.home, staffPaths.passkey), "routes/staff/passkey/route.tsx"),
      route(within(staffPaths.home, staffPaths.audit), "routes/staff/audit/route.tsx"),
      route(within(staffPaths.home, staffPaths.insights), "routes/staff/insights/route.tsx"),
      route(within(staffPaths.home, staffPaths.leads), "routes/staff/leads/route.tsx"),
      route(within(staffPaths.home, staffPaths.lead(":id")), "routes/staff/lead/route.tsx"),
      route(within(staffPaths.home, staffPaths.leadsPurge), "routes/staff/leads-purge/route.tsx"),
      route(within(staffPaths.home, staffPaths.contentPublish), "routes/staff/content-publish/route.tsx"),
      route(within(staffPaths.home, staffPaths.contentLinks), "routes/staff/content-links/route.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
