import { useEffect, useRef } from "react";
import { staffPaths } from "#shared/staff-paths.ts";

/**
 * The saved page beside the form: the content preview (docs/preview.md) in a frame, read again after every save at
 * the place the editor had scrolled to.
 */
export function PreviewPane({ publicPath, saves }: { publicPath: string; saves: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollAfterLoad = useRef(0);
  useEffect(() => {
    const view = frame.current?.contentWindow;
    if (!view || saves === 0) return;
    scrollAfterLoad.current = view.scrollY;
    view.location.reload();
  }, [saves]);
  return (
    <iframe
      ref={frame}
      key={publicPath}
      title={`Preview of ${publicPath}`}
      src={staffPaths.contentPreview(publicPath)}
      // The preview shows what editors saved, which is untrusted: beside its CSP's script-src 'none', the frame runs
      // no script and cannot move this page. Same origin stays, so this page can read its scroll and reload it.
      sandbox="allow-same-origin"
      onLoad={() => {
        frame.current?.contentWindow?.scrollTo(0, scrollAfterLoad.current);
        scrollAfterLoad.current = 0;
      }}
      className="sticky top-0 h-dvh w-full border-s border-ink-200 bg-white"
    />
  );
}
