import stylesHref from "#app/app.css?url";

/**
 * The preview's bar is 2.5rem high and stays at the top; the public header, fixed at the top, moves down below it
 * (the body takes this class; both are spelt here so the stylesheet has them).
 */
export const PREVIEW_BODY_CLASS = "[&>header]:top-10";

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
          <pre className="mt-6 overflow-x-auto rounded-control border border-danger-700 bg-danger-50 p-4 text-sm whitespace-pre-wrap text-danger-700">
            {message}
          </pre>
        </main>
      </body>
    </html>
  );
}
