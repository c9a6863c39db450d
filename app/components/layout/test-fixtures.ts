import { navigation } from "#content/navigation.ts";
import { site } from "#content/site.ts";

export { navigation, site };
