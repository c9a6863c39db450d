import { describe, expect, it } from "vitest";
import { chunkNamer, publicRouteCount } from "./shell-chunk";

const route = (name: string) => `/work/app/routes/${name}/route.tsx?__react-router-build-client-route`;
const root = "/work/app/root.tsx?__react-router-build-client-route";

// A module graph: id -> its importers. Five route modules and the root.
const importers: Record<string, string[]> = {
  [root]: [],
  [route("a")]: [],
  [route("b")]: [],
  [route("c")]: [],
  [route("d")]: [],
  [route("e")]: [],
  "/work/app/components/layout/header.tsx": [root],
  "/work/app/lib/cn.ts": ["/work/app/components/layout/header.tsx", route("a")],
  "/work/app/components/page-hero.tsx": [route("a"), route("b"), route("c")],
  "/work/app/components/gallery-frame.tsx": [route("e")],
  "/work/app/components/ui/play-pause-button.tsx": [route("e")],
  "/work/app/lib/use-play-state.ts": [route("e")],
  "/work/app/lib/use-hydrated.ts": [route("e")],
  "/work/node_modules/react/index.js": [root, route("a")],
  "/work/node_modules/clsx/dist/clsx.mjs": ["/work/app/lib/cn.ts"],
};
const graph = (modules: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in modules ? { isEntry: id.includes("?__react-router"), importers: modules[id]! } : null),
});
const meta = graph(importers);
const shellChunks = (modules = importers) => chunkNamer(() => publicRouteCount(Object.keys(modules)));

describe("chunkNamer", () => {
  it("puts the root layout and everything it imports into the shell", () => {
    const chunkOf = shellChunks();
    expect(chunkOf(root, meta)).toBe("shell");
    expect(chunkOf("/work/app/components/layout/header.tsx", meta)).toBe("shell");
    expect(chunkOf("/work/app/lib/cn.ts", meta)).toBe("shell");
  });

  it("gives the pause button and its play state one file, and the few lines of use-hydrated to the shell", () => {
    const chunkOf = shellChunks();
    expect(chunkOf("/work/app/components/ui/play-pause-button.tsx", meta)).toBe("motion-controls");
    expect(chunkOf("/work/app/lib/use-play-state.ts", meta)).toBe("motion-controls");
    expect(chunkOf("/work/app/lib/use-hydrated.ts", meta)).toBe("shell"); // 1 of 6 routes
  });

  it("puts a module into the shell once enough of the routes use it, and leaves rarer ones to the bundler", () => {
    const chunkOf = shellChunks();
    expect(chunkOf("/work/app/components/page-hero.tsx", meta)).toBe("shell"); // 3 of 6 routes
    expect(chunkOf("/work/app/components/gallery-frame.tsx", meta)).toBeUndefined(); // 1 of 6
  });

  it("counts only public routes: staff pages neither dilute a public module's share nor lend it theirs", () => {
    const staff = (name: string) => `/work/app/routes/staff/${name}/route.tsx?__react-router-build-client-route`;
    const staffRoutes = ["leads", "lead", "audit", "content", "publish", "preview"].map(staff);
    const withStaff: Record<string, string[]> = {
      ...importers,
      ...Object.fromEntries(staffRoutes.map((id) => [id, []])),
      "/work/app/components/staff/staff-table.tsx": staffRoutes,
    };
    const staffMeta = graph(withStaff);
    const chunkOf = shellChunks(withStaff);
    expect(chunkOf("/work/app/components/page-hero.tsx", staffMeta)).toBe("shell"); // 3 of 6 public routes, not 3 of 12
    expect(chunkOf("/work/app/components/staff/staff-table.tsx", staffMeta)).toBeUndefined(); // 6 staff routes, 0 public
  });

  it("keeps React apart, and other libraries wherever their importers go", () => {
    const chunkOf = shellChunks();
    expect(chunkOf("/work/node_modules/react/index.js", meta)).toBe("framework");
    expect(chunkOf("/work/node_modules/clsx/dist/clsx.mjs", meta)).toBeUndefined();
  });
});
