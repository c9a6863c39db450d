import { useEffect, useState } from "react";
import { isSaveRequest } from "./preview-beside";

/**
 * How many saves have finished since the editor opened, counted from the browser's own record of finished requests
 * (Resource Timing), so nothing in Keystatic's saving needs changing. A refused save counts too: reloading the
 * preview then shows what is saved, which is still right.
 */
export function useSaveCount(): number {
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    const observer = new PerformanceObserver((list) => {
      const finished = list.getEntries().filter((entry) => isSaveRequest(entry.name)).length;
      if (finished > 0) setSaves((count) => count + finished);
    });
    observer.observe({ type: "resource" });
    return () => observer.disconnect();
  }, []);
  return saves;
}
