import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway cluster's `postgres` database; tests create a database of their own in it. */
    postgresAdminUrl: string;
  }
}

/** Starts one PostgreSQL cluster for the whole integration run and removes it afterwards. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.url("postgres"));
  return () => cluster.stop();
}
