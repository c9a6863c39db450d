/** A folder or an entry's name: a slug (content/schema/fragments.ts), as every file under content/ is named. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
// eslint-disable-next-line no-control-regex -- finding control characters is its job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const EXTENSION = /\.(yaml|md)$/;
/** An uploaded image's extension: only under images/ (content/schema/fragments.ts `IMAGE_PATH`). */
const IMAGE_EXTENSION = /\.(png|jpe?g|webp|avif)$/i;
const MAX_LENGTH = 200;

/**
 * What is wrong with a file name a save gives (relative to the content folder), in words, or undefined when it is
 * a plain name: slugs separated by `/`, ending in .yaml or .md. The name is shown JSON-quoted, so a NUL or another
 * invisible character shows as its escape.
 */
export function fileNameProblem(file: string): string | undefined {
  const shown = JSON.stringify(file.length > MAX_LENGTH ? `${file.slice(0, MAX_LENGTH)}…` : file);
  if (CONTROL.test(file)) return `the file name ${shown} holds a control character`;
  if (file.length > MAX_LENGTH) return `the file name ${shown} is longer than ${MAX_LENGTH} characters`;
  const extension = EXTENSION.exec(file)?.[0] ?? (file.startsWith("images/") ? IMAGE_EXTENSION.exec(file)?.[0] : undefined);
  if (!extension)
    return file.startsWith("images/")
      ? `the file name ${shown} does not end in .png, .jpg, .jpeg, .webp or .avif`
      : `the file name ${shown} does not end in .yaml or .md`;
  const parts = file.slice(0, -extension.length).split("/");
  if (!parts.every((part) => SLUG.test(part)))
    return `the file name ${shown} may hold only letters, digits and single hyphens, with / between folders`;
  return undefined;
}
