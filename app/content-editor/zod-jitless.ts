import * as z from "zod/mini";

// No `new Function` fast path in the editor: the CSP forbids eval, and zod's probe for it would be reported as a
// violation. Imported by editor-ui.tsx before the content's schemas are built. (shared/contact-schema.ts sets
// the same for the contact form in its own module, so no public page loads a module more for it.)
z.config({ jitless: true });
