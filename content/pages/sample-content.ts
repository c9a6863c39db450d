// How every page labels sample content (text written to show a format, until the real thing replaces it):
// the badge on each sample. Each page says in its own notice what its samples stand in for.
export const sampleLabel = "Sample";
