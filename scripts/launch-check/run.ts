// The launch check without its input and output: items located on the pages, the report, and the exit code.
import { collectLaunchItems } from "./collect";
import { pagesShowing, type PageText } from "./pages";
import { launchReport } from "./report";

type LaunchCheckOptions = {
  contentDir: string;
  pages: readonly PageText[];
  strict: boolean;
  /** Turns a quote's {{tokens}} into the words pages show. */
  fillTokens: (quote: string, file: string) => string;
};

export function runLaunchCheck({ contentDir, pages, strict, fillTokens }: LaunchCheckOptions) {
  const items = collectLaunchItems(contentDir).map((item) => ({
    ...item,
    pages: pagesShowing(
      item.quotes.map((quote) => fillTokens(quote, item.file)),
      pages,
    ),
  }));
  const failed = strict && items.length > 0;
  return {
    items,
    report: launchReport(items, pages.length),
    exitCode: failed ? 1 : 0,
    error: failed ? `launch-check --strict: ${items.length} items must be confirmed or replaced before launch.` : undefined,
  };
}
