// The root loader asks this through a server-only module: importing shared/staff-paths.ts from root.tsx put the
// staff URLs into the shell chunk every public page loads (scripts/shell-chunk.ts follows the root's imports).
export { isStaffPath } from "#shared/staff-paths.ts";
