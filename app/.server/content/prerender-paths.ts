import { offeringPaths } from "./services";
import { industryPaths } from "./industries";
import { webinarPaths } from "./webinars";
import { galleryPaths } from "./gallery";
import { resourcePaths } from "./resources";
import { whitepaperKeywords } from "./whitepaper-files";
import { paths } from "#shared/paths.ts";
import { SEARCH_PATH } from "#shared/search.ts";
import { isStaffPath } from "#shared/staff-paths.ts";

/**
 * Every URL pre-rendered at build: the route table's static paths (the API, the search and the staff area answer live).
 * A route with a :slug adds its collection's paths here when it is built.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  return [
    ...staticPaths.filter((path) => !path.startsWith("/api/") && path !== SEARCH_PATH && !isStaffPath(path)),
    ...offeringPaths(),
    ...industryPaths(),
    ...webinarPaths(),
    ...galleryPaths(),
    ...resourcePaths(),
    ...whitepaperKeywords().map(paths.whitepaperDownload),
  ];
}
