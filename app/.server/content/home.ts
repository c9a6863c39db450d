import { clientKinds } from "../../../content/client-kinds";
import { clientKindSchema, serviceFamilySchema } from "../../../content/schema";
import { serviceFamilyEntries } from "../../../content/service-families";
import { validateContent } from "./validate";

export function getServiceFamilies() {
  return validateContent(serviceFamilySchema.array().length(7), serviceFamilyEntries, "content/service-families.ts");
}

export function getClientKinds() {
  return validateContent(clientKindSchema.array().min(1), clientKinds, "content/client-kinds.ts");
}
