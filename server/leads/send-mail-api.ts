import type { LeadService } from "./lead-service";
import { refusalHeaders, type PostGate, type PostRequest } from "./post-gate";
import { validateContact } from "#shared/validate-contact.ts";

/** An answer of the contact API as plain data, written by the server directly or wrapped in a Response. */
export type ApiAnswer = { status: number; headers: Record<string, string>; body: string };

function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiAnswer {
  return { status, headers: { "Content-Type": "application/json; charset=utf-8", ...headers }, body: JSON.stringify(body) };
}

/** POST /api/sendMail (docs/architecture.md, "The contact API"): 200 only once the lead is committed. */
type SendMailDeps = { gate: PostGate; service: LeadService; refusedInvalid?: () => void };

export function createSendMailAnswers({ gate, service, refusedInvalid }: SendMailDeps) {
  return async (request: PostRequest, clientIp?: string): Promise<ApiAnswer> => {
    const passed = await gate(request, clientIp, "api");
    if (!passed.ok) return json(passed.status, { Status: false, error: passed.error }, refusalHeaders(passed));
    const validation = validateContact(passed.fields);
    if (!validation.ok) {
      refusedInvalid?.();
      return json(400, { Status: false, errors: validation.errors });
    }
    const result = await service.submit(validation.contact, passed.meta);
    if (result.ok) return json(200, { Status: true, id: result.id });
    if (result.reason === "rate-limited") {
      return json(429, { Status: false, error: "Too many messages from this address" }, { "Retry-After": String(result.retryAfterSec) });
    }
    return json(503, { Status: false, error: "Messages cannot be stored right now" }, { "Retry-After": "30" });
  };
}

/** The same answers as fetch Responses (React Router's resource route, tests). */
export function createSendMailApi(deps: SendMailDeps) {
  const answers = createSendMailAnswers(deps);
  return async (request: Request, clientIp?: string): Promise<Response> => {
    const { status, headers, body } = await answers(request, clientIp);
    return new Response(body, { status, headers });
  };
}
