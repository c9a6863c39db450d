import { articleKinds } from "./article-kinds";
import { paths } from "./paths";

/** The pages that filter and paginate by their query string: rendered live when they have one. */
export const filterablePaths: readonly string[] = [paths.resourcesHub, ...articleKinds.map((kind) => paths.resourceList(kind))];
