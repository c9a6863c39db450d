import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { Route } from "./+types/route";
import { collectionSlugs } from "#app/.server/content-editor/editor-runtime.ts";
import { staffMember, staffPageGuard } from "#app/.server/staff/staff-guard.ts";
import { appServices } from "#app/.server/request-context.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import type { EditorProps } from "#app/content-editor/editor-ui.tsx";

export const middleware: Route.MiddlewareFunction[] = [staffPageGuard];

// The content editor (docs/content-editing.md): Keystatic's UI for every path below staffPaths.content. Its code
// is loaded only here, in the browser, as a chunk of its own that no public page refers to.
export function loader(args: Route.LoaderArgs) {
  const { email, role } = staffMember(args).user;
  return { user: { email, role }, slugs: collectionSlugs(appServices(args.context).draftsDir) };
}

export const meta: Route.MetaFunction = () => [{ title: "Content editor" }, { name: "robots", content: "noindex, nofollow" }];

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("#app/content-editor/editor-ui.tsx").then(async (module) => {
      await module.forgetKeptEntries();
      if (live) setEditor(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  const bar = (controls: ReactNode) => (
    <nav aria-label="Staff" className="flex flex-wrap items-center gap-x-5 gap-y-1 border-b border-ink-200 bg-white px-4 py-2 text-sm">
      <a href={staffPaths.home} className="font-semibold text-brand-900">
        Lumenor staff
      </a>
      <a href={staffPaths.contentPublish} className="font-medium text-brand-700 underline">
        Publish
      </a>
      {controls}
      <span className="ms-auto text-ink-700">{loaderData.user.email}</span>
    </nav>
  );
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {Editor ? (
        <Editor slugs={loaderData.slugs} renderBar={bar} />
      ) : (
        <>
          {bar(null)}
          <p className="p-4">Loading the editor…</p>
        </>
      )}
    </>
  );
}
