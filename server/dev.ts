// `npm run dev`: Vite in middleware mode with hot reload; actions and the API run as in production.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { readLeadConfig } from "#app/.server/leads/config.ts";
import { createLeadRuntime } from "#app/.server/leads/runtime.ts";
import { readConfig } from "./config";
import { listen } from "./listen";

const config = readConfig();
const leads = createLeadRuntime(readLeadConfig());
await leads.start();
const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.use(vite.middlewares);
app.all(
  "/{*splat}",
  createRequestHandler({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    getLoadContext: (req) => ({ leads, clientIp: req.ip }),
  }),
);
await listen(app, config, console, async () => {
  await vite.close();
  await leads.stop();
});
