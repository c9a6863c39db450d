import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { contactLimits } from "#app/shared/contact-messages.ts";
import { whitepaperRequestFields, whitepaperRequestSchema, type WhitepaperActionData } from "#app/shared/whitepaper-request-schema.ts";
import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";
import { controlClass, FormField } from "./form-field";
import { DownloadStatus } from "./download-status";
import { useMinPending } from "./use-min-pending";

type Props = {
  /** Where the form posts: the download page's own action (also from the page an expired link answers with). */
  action: string;
  actionData?: WhitepaperActionData;
  copy: Pick<WhitepaperDownloadPage, "form" | "success" | "failure">;
  salesEmail: string;
};

const autoComplete = { fullName: "name", email: "email", organisation: "organization" } as const;

/** Name, work email and company: validated by the contact form's rules in the browser and again on the server. */
export function WhitepaperDownloadForm({ action, actionData, copy, salesEmail }: Props) {
  const navigation = useNavigation();
  const busy = useMinPending(navigation.state === "submitting" && navigation.formMethod === "POST");
  const mountedAt = useRef(0);
  const elapsed = useRef<HTMLInputElement>(null);
  const referrer = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: "whitepaper-download",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: whitepaperRequestSchema }),
  });
  const firstInvalid = whitepaperRequestFields.find((name) => actionData?.result?.error?.[name]?.length);

  useEffect(() => {
    mountedAt.current = performance.now();
    if (referrer.current) referrer.current.value = document.referrer.slice(0, contactLimits.referrerMax);
  }, []);
  // With JavaScript the PDF downloads at once: the signed link answers as an attachment, so the page stays.
  useEffect(() => {
    if (actionData?.link) window.location.assign(actionData.link);
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    if (elapsed.current) elapsed.current.value = String(Math.round(performance.now() - mountedAt.current));
    form.onSubmit(event);
  }

  const invalidCount = form.status === "error" ? Object.keys(form.allErrors).filter(Boolean).length : 0;
  const failure = !busy && actionData && !actionData.Status ? actionData.failure : undefined;

  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-4">
      <DownloadStatus link={busy ? undefined : actionData?.link} failure={failure} invalidCount={invalidCount} copy={copy} salesEmail={salesEmail} />
      {whitepaperRequestFields.map((name) => (
        <FormField key={name} id={fields[name].id} label={copy.form.labels[name]} errorId={fields[name].errorId} errors={fields[name].errors}>
          <input
            {...getInputProps(fields[name], { type: name === "email" ? "email" : "text" })}
            key={fields[name].key}
            autoFocus={firstInvalid === name}
            autoComplete={autoComplete[name]}
            aria-required="true"
            className={controlClass}
          />
        </FormField>
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="whitepaper-website">{copy.form.honeypotLabel}</label>
        <input id="whitepaper-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input ref={elapsed} type="hidden" name="elapsed" defaultValue="" />
      <input ref={referrer} type="hidden" name="referrer" defaultValue="" />
      <p className="text-sm text-ink-600">{copy.form.privacyNote}</p>
      <Button type="submit" variant="brand" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <Icon name={busy ? "loader" : "file-text"} className={cn(busy && "motion-safe:animate-spin")} />
        {busy ? copy.form.sending : copy.form.send}
      </Button>
    </Form>
  );
}
