import type { GalleryPage } from "#content/schema/diagram.ts";

// Words of /gallery and each diagram's page; the diagrams themselves are in content/gallery.ts.
export const galleryPage: GalleryPage = {
  meta: {
    title: "Gallery of reference architectures",
    description:
      "Reference architectures and delivery artefacts our architects use: lakehouse, MDM hub, governance operating model, streaming, data quality, migration waves and MLOps.",
  },
  hero: {
    eyebrow: "Gallery",
    title: "How we draw the work",
    lead: "Reference architectures and delivery artefacts from our practices, redrawn for the web. Each one is a starting point we adapt to a client's platforms, regulators and team.",
  },
  breadcrumb: "Gallery",
  grid: {
    eyebrow: "Architectures and artefacts",
    title: "Open a diagram to see it in full",
    lead: "Every diagram comes with a short explanation of when we use it and what it is for.",
  },
  lightbox: {
    close: "Close",
    previous: "Previous diagram",
    next: "Next diagram",
    position: "Diagram {index} of {count}",
    openPage: "Open as a page",
    keyboardHint:
      "The left and right arrow keys move between diagrams and Escape closes. In the list of all diagrams, the arrow keys move and Enter opens one.",
    loading: "Loading the diagram…",
    loadFailed: "This diagram could not be loaded just now. Open it as a page instead, or try again later.",
    strip: { label: "All diagrams", back: "Show earlier diagrams", forward: "Show later diagrams" },
    scrollHint: "Scroll sideways to see the whole diagram",
  },
  detail: {
    metaTitle: "{title}: a reference diagram",
    componentsTitle: "What the diagram shows",
    servicesTitle: "Related services",
    back: { label: "Back to the gallery", href: "/gallery" },
  },
  cta: {
    eyebrow: "From diagram to delivery",
    title: "Want to see one of these applied to your estate?",
    lead: "An architect will walk through the diagram that fits your situation and mark up what would change for your platforms and constraints.",
    action: { label: "Talk to an architect", href: "/contact-us" },
  },
};
