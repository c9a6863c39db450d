import { LEAD_STATUSES } from "#server/db/tables/leads.ts";
import { checkLinks } from "#server/content-links/check-link.ts";
import { outboundLinksIn } from "#server/content-links/outbound-links.ts";
import { assignmentMail } from "#server/leads/assignment-mail.ts";
import { contactPageAction } from "#server/leads/contact-page-action.ts";
import { EXPORT_AUDIT, exportAuditDetail } from "#server/leads/export-audit.ts";
import { leadActivity, neighbourLeads } from "#server/leads/lead-activity.ts";
import { leadClock } from "#server/leads/lead-clock.ts";
import {
  countLeads,
  decodeCursor,
  encodeCursor,
  inboxFilterParams,
  inboxLeads,
  inboxPage,
  readInboxFilter,
  type InboxFilter,
} from "#server/leads/lead-inbox.ts";
import type { Lead } from "#server/leads/lead-repository.ts";
import { leadReads, UNREAD_CAP } from "#server/leads/lead-reads.ts";
import { followUpDay, leadWorkflow, noteText } from "#server/leads/lead-workflow.ts";
import { leadRows } from "#server/leads/notification-mail.ts";
import { outboxRepository } from "#server/leads/outbox-repository.ts";
import { resendRefusal } from "#server/leads/resend.ts";
import { purgeCutoff } from "#server/leads/retention.ts";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import { whitepaperDownloadAction } from "#server/leads/whitepaper-action.ts";
import { PHASE_LABELS } from "#server/publish/publisher.ts";
import { auditPage, recordAudit, type AuditEntry } from "#server/staff/audit.ts";
import type { StaffRuntime } from "#server/staff/runtime.ts";
import { vitalsRepository } from "#server/vitals/vitals-repository.ts";
import { environment } from "#server/env.ts";
import { draftsRoot } from "#server/drafts-root.ts";
import { readSiteOrigins } from "#shared/origin-rule.ts";

/**
 * Every server operation the app's loaders and actions call, made once from the process's runtimes and handed to them
 * in React Router's load context (`RequestFacts.services`, server/app.ts). The app imports this module's type only,
 * so the server's modules run once, in the server bundle (docs/architecture.md, "Where a new thing goes").
 */
export function createAppServices({ leads, staff }: { leads?: LeadRuntime; staff?: StaffRuntime }) {
  return {
    /** SITE_URL's and EXTRA_ORIGINS' origins, for the staff guard's origin rule (shared/origin-rule.ts). */
    origins: readSiteOrigins(environment()),
    /** The public forms' actions (they answer 503 themselves while the lead pipeline is not running). */
    forms: { contact: contactPageAction, whitepaper: whitepaperDownloadAction },
    /** The staff inbox's operations on the site database; absent without the lead pipeline. */
    leads: leads && leadServices(leads),
    /** The staff area's sessions, accounts and audit log; absent without the staff runtime. */
    staff: staff && staffServices(staff),
    /** The pages' Web Vitals as stored; absent without the database. */
    vitals: leads && vitalsRepository(leads.db),
    /** The content link check (the staff page that lists the content's outbound links). */
    contentLinks: { check: checkLinks, outboundLinksIn },
    /** The folder the content editor reads and writes (CONTENT_DRAFTS_DIR): the drafts a publish builds from. */
    draftsDir: draftsRoot,
    /** The publisher's phases in words, for the publish page. */
    publishPhases: PHASE_LABELS,
    /** The inbox's clock when no lead pipeline gives one. */
    clock: leadClock,
  };
}

function leadServices(runtime: LeadRuntime) {
  const { db } = runtime;
  const outbox = outboxRepository(db, "staff-inbox");
  return {
    repository: runtime.leads,
    workflow: leadWorkflow(db),
    reads: leadReads(db),
    unreadCap: UNREAD_CAP,
    outbox,
    statuses: LEAD_STATUSES,
    activity: (lead: Lead) => leadActivity(db, lead),
    neighbours: (lead: Lead) => neighbourLeads(db, lead),
    resendRefusal: (leadId: string) => resendRefusal(runtime.leads, outbox, leadId),
    assignmentMail,
    leadRows,
    followUpDay,
    noteText,
    purgeCutoff,
    inbox: {
      readFilter: readInboxFilter,
      filterParams: inboxFilterParams,
      encodeCursor,
      decodeCursor,
      page: (filter: InboxFilter, cursors: Parameters<typeof inboxPage>[2]) => inboxPage(db, filter, cursors),
      count: (filter: InboxFilter, cap?: number) => countLeads(db, filter, cap),
      exportRows: (filter: InboxFilter) => inboxLeads(db, filter),
      exportAudit: EXPORT_AUDIT,
      exportAuditDetail: (filter: InboxFilter) => exportAuditDetail(db, filter),
    },
  };
}

function staffServices(runtime: StaffRuntime) {
  const { db } = runtime;
  return {
    sessions: runtime.sessions,
    accounts: runtime.accounts,
    audit: (entry: AuditEntry) => recordAudit(db, entry),
    auditPage: (page: number) => auditPage(db, page),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
