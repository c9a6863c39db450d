import type { ClientKind } from "#content/schema/home.ts";

// Clients are described by kind, never by name: we publish no client's name without written permission.
export const clientKinds: ClientKind[] = [
  { label: "Regional credit union", sector: "Banking", icon: "landmark" },
  { label: "Private bank", sector: "Banking", icon: "landmark" },
  { label: "Auto lender", sector: "Financial Services", icon: "line-chart" },
  { label: "Global asset manager", sector: "Financial Services", icon: "line-chart" },
  { label: "Specialty insurer", sector: "Insurance", icon: "shield-check" },
  { label: "Multi-site healthcare provider", sector: "Healthcare", icon: "heart-pulse" },
  { label: "Oil field operator", sector: "Oil & Gas", icon: "fuel" },
  { label: "Family-owned winery", sector: "Wine", icon: "wine" },
  { label: "Public research organisation", sector: "Education & Research", icon: "graduation-cap" },
  { label: "Domain registrar", sector: "Technology", icon: "globe" },
  { label: "Commercial real estate firm", sector: "Real Estate", icon: "building" },
  { label: "Packaging distributor", sector: "Packaging & Distribution", icon: "package" },
];
