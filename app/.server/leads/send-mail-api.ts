import type { LeadService } from "./lead-service";
import { refusalHeaders, type PostGate } from "./post-gate";
import { validateContact } from "./validate-contact";

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** POST /api/sendMail (ARCHITECTURE.md, "The contact API"): 200 only once the lead is committed. */
export function createSendMailApi({ gate, service }: { gate: PostGate; service: LeadService }) {
  return async (request: Request, clientIp?: string): Promise<Response> => {
    const passed = await gate(request, clientIp, "api");
    if (!passed.ok) return json(passed.status, { Status: false, error: passed.error }, refusalHeaders(passed));
    const validation = validateContact(passed.fields);
    if (!validation.ok) return json(400, { Status: false, errors: validation.errors });
    const result = await service.submit(validation.contact, passed.meta);
    if (result.ok) return json(200, { Status: true, id: result.id });
    if (result.reason === "rate-limited") {
      return json(429, { Status: false, error: "Too many messages from this address" }, { "Retry-After": String(result.retryAfterSec) });
    }
    return json(503, { Status: false, error: "Messages cannot be stored right now" }, { "Retry-After": "30" });
  };
}
