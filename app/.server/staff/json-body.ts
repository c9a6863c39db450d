import { readStaffBody } from "./staff-body";

/** A ceremony step's JSON body as an object (read within its limit: staff-body.ts), or a 400/408/413 Response thrown. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readStaffBody(request);
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new Response("Expected a JSON object", { status: 400 });
}
