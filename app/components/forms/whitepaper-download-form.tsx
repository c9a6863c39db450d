import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { contactLimits } from "#shared/contact-messages.ts";
import { whitepaperRequestFields, type WhitepaperActionData } from "#shared/whitepaper-request.ts";
import type { WhitepaperDownloadPage } from "#content/schema/whitepaper-download.ts";
import { AttributionFields } from "./attribution-fields";
import { controlClass, FormField } from "./form-field";
import { DownloadStatus } from "./download-status";
import { useMinPending } from "./use-min-pending";
import type { FieldErrors, whitepaperRequestErrors } from "./whitepaper-validation";

type Props = {
  /** Where the form posts: the download page's own action (also from the page an expired link answers with). */
  action: string;
  actionData?: WhitepaperActionData;
  copy: Pick<WhitepaperDownloadPage, "form" | "success" | "failure">;
  salesEmail: string;
};

const autoComplete = { fullName: "name", email: "email", organisation: "organization" } as const;
const fieldId = (name: string) => `whitepaper-download-${name}`;
const firstInvalidOf = (errors: FieldErrors) => whitepaperRequestFields.find((name) => errors[name]?.length);

/**
 * Name, work email and company, checked with the contact form's rules: in the browser once the schema has
 * loaded (kept out of the first JavaScript: no form library, zod loaded after hydration), and always by the server.
 */
export function WhitepaperDownloadForm({ action, actionData, copy, salesEmail }: Props) {
  const navigation = useNavigation();
  const busy = useMinPending(navigation.state === "submitting" && navigation.formMethod === "POST");
  const formRef = useRef<HTMLFormElement>(null);
  const mountedAt = useRef(0);
  const elapsed = useRef<HTMLInputElement>(null);
  const referrer = useRef<HTMLInputElement>(null);
  const [validate, setValidate] = useState<typeof whitepaperRequestErrors>();
  const serverErrors: FieldErrors = actionData?.result?.error ?? {};
  const [errors, setErrors] = useState(serverErrors);
  const [checked, setChecked] = useState(false);
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    setErrors(serverErrors);
  }
  const values = actionData?.result?.initialValue ?? {};
  const firstInvalid = firstInvalidOf(serverErrors);

  useEffect(() => {
    let mounted = true;
    void import("./whitepaper-validation").then((module) => mounted && setValidate(() => module.whitepaperRequestErrors));
    mountedAt.current = performance.now();
    if (referrer.current) referrer.current.value = document.referrer.slice(0, contactLimits.referrerMax);
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (actionData?.Status) formRef.current?.reset();
    const invalid = firstInvalidOf(actionData?.result?.error ?? {});
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
    // With JavaScript the PDF downloads at once: the signed link answers as an attachment, so the page stays.
    if (actionData?.link) window.location.assign(actionData.link);
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    if (elapsed.current) elapsed.current.value = String(Math.round(performance.now() - mountedAt.current));
    const found = validate?.(new FormData(event.currentTarget)) ?? {};
    setErrors(found);
    setChecked(true);
    const invalid = firstInvalidOf(found);
    if (!invalid) return;
    event.preventDefault();
    document.getElementById(fieldId(invalid))?.focus();
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (checked && validate) setErrors(validate(new FormData(event.currentTarget)));
  }

  const invalidCount = whitepaperRequestFields.filter((name) => errors[name]?.length).length;
  const failure = !busy && actionData && !actionData.Status ? actionData.failure : undefined;

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      onInput={onInput}
      aria-busy={busy}
      className="flex flex-col gap-4"
    >
      <DownloadStatus
        link={busy ? undefined : actionData?.link}
        failure={failure}
        invalidCount={invalidCount}
        copy={copy}
        salesEmail={salesEmail}
      />
      {whitepaperRequestFields.map((name) => {
        const id = fieldId(name);
        const invalid = Boolean(errors[name]?.length);
        return (
          <FormField key={name} id={id} label={copy.form.labels[name]} errorId={`${id}-error`} errors={errors[name] ?? undefined}>
            <input
              id={id}
              name={name}
              type={name === "email" ? "email" : "text"}
              defaultValue={typeof values[name] === "string" ? values[name] : ""}
              autoFocus={firstInvalid === name}
              autoComplete={autoComplete[name]}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              className={controlClass}
            />
          </FormField>
        );
      })}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="whitepaper-website">{copy.form.honeypotLabel}</label>
        <input id="whitepaper-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input ref={elapsed} type="hidden" name="elapsed" defaultValue="" />
      {/* No defaultValue: a hidden input's value is its attribute, and React would write "" back over it at the next render. */}
      <input ref={referrer} type="hidden" name="referrer" />
      <AttributionFields />
      <p className="text-sm text-ink-600">{copy.form.privacyNote}</p>
      <Button type="submit" variant="brand" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <Icon name={busy ? "loader" : "file-text"} className={cn(busy && "motion-safe:animate-spin")} />
        {busy ? copy.form.sending : copy.form.send}
      </Button>
    </Form>
  );
}
