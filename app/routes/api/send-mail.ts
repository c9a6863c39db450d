import type { Route } from "./+types/send-mail";
import { requestFacts } from "#app/.server/request-context.ts";

const unavailable = () =>
  Response.json({ Status: false, error: "Messages cannot be accepted right now" }, { status: 503, headers: { "Retry-After": "30" } });

/** POST /api/sendMail: the contact API (docs/architecture.md, "The contact API"). */
export function action({ request, context }: Route.ActionArgs) {
  const { leads, clientIp } = context.get(requestFacts);
  return leads ? leads.handleApi(request, clientIp) : unavailable();
}

export function loader() {
  return Response.json({ Status: false, error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
