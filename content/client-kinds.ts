import type { ClientKind } from "./schema";

// Clients are described by kind, never by name: we publish no client's name without written permission.
export const clientKinds: ClientKind[] = [
  { label: "Regional credit union", sector: "Banking" },
  { label: "Private bank", sector: "Banking" },
  { label: "Auto lender", sector: "Financial Services" },
  { label: "Global asset manager", sector: "Financial Services" },
  { label: "Specialty insurer", sector: "Insurance" },
  { label: "Multi-site healthcare provider", sector: "Healthcare" },
  { label: "Oil field operator", sector: "Oil & Gas" },
  { label: "Family-owned winery", sector: "Wine" },
  { label: "Public research organisation", sector: "Education & Research" },
  { label: "Domain registrar", sector: "Technology" },
  { label: "Commercial real estate firm", sector: "Real Estate" },
  { label: "Packaging distributor", sector: "Packaging & Distribution" },
];
