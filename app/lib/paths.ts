/** Where each collection's entries live: the one place the URL patterns of SPEC section 2 are spelt. */
export const paths = {
  servicesHub: "/services",
  service: (slug: string) => `/services/${slug}`,
  aiHub: "/aiservices",
  aiOffering: (slug: string) => `/aiservices/${slug}`,
  industriesHub: "/key-industries",
  industry: (slug: string) => `/key-industries/${slug}`,
  resourcesHub: "/resources",
} as const;
