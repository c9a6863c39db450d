import { navigation } from "../../../content/navigation";
import { site } from "../../../content/site";

export { navigation, site };
