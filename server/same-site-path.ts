/**
 * `path` without trailing slashes and with exactly one leading slash, so a redirect to it stays on
 * this site: browsers read a Location of `//host` or `/\host` as another host.
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
}
