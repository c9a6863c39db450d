import stylesHref from "#app/app.css?url";

/**
 * The body's class in a preview (spelt here so the stylesheet has it). The bar is 2.5rem high and stays at the top.
 * The public header, fixed at the top and turned opaque by a script once the page scrolls, sits below the bar and
 * scrolls away with the page instead: with no script, it would stay transparent over the content. The cookie notice,
 * which needs a script to close, is left out: it is not content under review.
 */
export const PREVIEW_BODY_CLASS = "[&>header]:absolute [&>header]:top-10 [&>[data-cookie-notice]]:hidden";

/** The bar at the top of every preview: what this is, and the live page it stands in for. */
export function PreviewBanner({ publicPath }: { publicPath: string }) {
  return (
    <aside aria-label="Preview" className="sticky top-0 z-50 h-10 bg-accent-300 text-sm text-ink-950">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <p className="truncate">
          <strong className="font-semibold">Preview: not published.</strong>
          <span className="max-sm:hidden"> The saved drafts, as this page will look once published.</span>
        </p>
        <a href={publicPath} className="shrink-0 font-semibold underline underline-offset-2">
          Live page
        </a>
      </div>
    </aside>
  );
}

/**
 * Said instead of a page the drafts cannot render: a content loader's message names the file and the field.
 */
export function PreviewProblem({ publicPath, heading, message }: { publicPath: string; heading: string; message: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{heading}</title>
        <link rel="stylesheet" href={stylesHref} />
      </head>
      <body>
        <PreviewBanner publicPath={publicPath} />
        <main className="mx-auto max-w-3xl px-4 py-12">
          <h1 className="text-2xl font-semibold text-ink-950">{heading}</h1>
          <p className="mt-4 text-ink-700">
            The preview of <code>{publicPath}</code> stopped here. Put right what this names and save; the next preview reads the saved
            files again.
          </p>
          <pre className="mt-6 overflow-x-auto rounded-control border border-danger-700 bg-danger-50 p-4 text-sm whitespace-pre-wrap text-danger-700">
            {message}
          </pre>
        </main>
      </body>
    </html>
  );
}
