import type { Route } from "./+types/route";
import { leadInsights } from "#app/.server/lead-insights/lead-insights.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { staffVitals } from "#app/.server/staff/require-staff.ts";
import { AttributionTable } from "#app/components/staff/attribution-table.tsx";
import { NamedCountsTable } from "#app/components/staff/named-counts-table.tsx";
import { WeeklyEnquiries } from "#app/components/staff/weekly-enquiries.tsx";
import { WebVitalsSection } from "#app/components/staff/web-vitals-section.tsx";
import { webVitalsInsights } from "#app/.server/web-vitals/web-vitals-insights.ts";
import { mayOpen } from "#app/lib/staff-access.ts";
import { formatDate } from "#app/lib/dates.ts";
import { staffPaths } from "#shared/staff-paths.ts";

export async function loader(args: Route.LoaderArgs) {
  const { db, user } = staffMember(args);
  // Editors open the insights for the page speed alone; the leads' figures stay with those who may open the leads.
  const seesLeads = mayOpen(user.role, staffPaths.leads);
  const seesVitals = user.role === "admin" || user.role === "editor";
  return {
    leads: seesLeads ? await leadFigures(db) : null,
    vitals: seesVitals ? await webVitalsInsights(staffVitals(args.context), new Date()) : null,
  };
}

async function leadFigures(db: ReturnType<typeof staffMember>["db"]) {
  const insights = await leadInsights(db, new Date());
  const rows = (counts: typeof insights.industries) =>
    counts
      .map(({ subject, weeks, quarter }) => ({ slug: subject.slug, title: subject.title, kind: subject.kind, weeks, quarter }))
      .sort((a, b) => b.weeks - a.weeks || b.quarter - a.quarter || a.title.localeCompare(b.title));
  return {
    weeks: insights.weeks,
    quarterStart: insights.window.quarterStart.slice(0, 10),
    industries: rows(insights.industries),
    services: rows(insights.services),
    attribution: insights.attribution,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Insights · Staff" }, { name: "robots", content: "noindex, nofollow" }];

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { leads, vitals } = loaderData;
  return (
    <>
      {leads ? <LeadInsights {...leads} /> : <h1 className="text-2xl font-semibold">Insights</h1>}
      {vitals && <WebVitalsSection vitals={vitals} />}
    </>
  );
}

function LeadInsights({ weeks, quarterStart, industries, services, attribution }: Awaited<ReturnType<typeof leadFigures>>) {
  const since = formatDate(quarterStart);
  return (
    <>
      <p className="text-sm">
        <a href={staffPaths.leads} className="font-medium text-brand-700 underline">
          Leads inbox
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">Lead insights</h1>
      <p className="mt-2 max-w-prose text-sm text-ink-700">
        Enquiries since Monday {formatDate(weeks[0]?.week ?? quarterStart)}, in weeks from Monday to Sunday (UTC). The last week is the
        current one, so far. Leads marked as spam are left out.
      </p>
      <WeeklyEnquiries weeks={weeks} />
      <section aria-labelledby="named-heading" className="mt-12">
        <h2 id="named-heading" className="text-xl font-semibold">
          By industry and service
        </h2>
        <p className="mt-2 max-w-prose text-sm text-ink-700">
          A lead counts for an industry, service or AI offering when it was sent from that page, asked for a whitepaper written for it, or
          names it in its message by its exact title. One lead can count several times, and a lead that names nothing is not listed.
        </p>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <NamedCountsTable caption="Leads by industry" heading="Industry" since={since} rows={industries} />
          <NamedCountsTable caption="Leads by service and AI offering" heading="Service" since={since} rows={services} />
        </div>
      </section>
      <section aria-labelledby="attribution-heading" className="mt-12">
        <h2 id="attribution-heading" className="text-xl font-semibold">
          By campaign, source and first page
        </h2>
        <p className="mt-2 max-w-prose text-sm text-ink-700">
          The leads of the same 26 weeks by where their visit began: the campaign of its first page&apos;s address (utm_campaign), its
          source (utm_source, else the site that referred the visitor) and its first page, with how many of them are now qualified or won.
          The groups with the most won leads come first.
        </p>
        <div className="mt-6 grid gap-10 lg:grid-cols-3">
          <AttributionTable caption="Leads by campaign" heading="Campaign" unknown="No campaign" rows={attribution.campaign} />
          <AttributionTable caption="Leads by source" heading="Source" unknown="Direct or not known" rows={attribution.source} />
          <AttributionTable caption="Leads by first page" heading="First page" unknown="Not recorded" rows={attribution.landing} />
        </div>
      </section>
    </>
  );
}
