import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { contactFields, contactLimits } from "#app/shared/contact-messages.ts";
import type { ContactActionData } from "#app/shared/contact-outcome.ts";
import type { ContactFormCopy } from "#content/schema/pages.ts";
import type { validateContactForm } from "./contact-validation";
import { controlClass, FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { PhoneInput } from "./phone-input";
import { useMinPending } from "./use-min-pending";
import { useTimedFlag } from "./use-timed-flag";

type ContactFormProps = { actionData?: ContactActionData; contact: { email: string; phone: { display: string; tel: string } }; copy: ContactFormCopy };

/**
 * The "Send us a Message" form: validated by the shared schema in the browser once it has loaded (after
 * hydration, so it is not part of the page's first JavaScript; until then the server answers) and always by the server.
 */
export function ContactForm({ actionData, contact, copy }: ContactFormProps) {
  const navigation = useNavigation();
  const busy = useMinPending(navigation.state === "submitting" && navigation.formMethod === "POST");
  const sending = useRef(false);
  const mountedAt = useRef(0);
  const elapsed = useRef<HTMLInputElement>(null);
  const referrer = useRef<HTMLInputElement>(null);
  const success = useTimedFlag(actionData?.Status === true, actionData, 5_000);
  const [validate, setValidate] = useState<typeof validateContactForm>();
  const [form, fields] = useForm({
    id: "contact",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  // Without JavaScript the server's answer focuses (and so scrolls to) the first invalid field itself.
  const firstInvalid = contactFields.find((name) => actionData?.result?.error?.[name]?.length);
  const [length, setLength] = useState(String(fields.message.initialValue ?? "").length);
  const [seenResult, setSeenResult] = useState(actionData);
  if (actionData !== seenResult) {
    setSeenResult(actionData);
    if (actionData?.Status === true) setLength(0);
  }

  useEffect(() => {
    let mounted = true;
    void import("./contact-validation").then((module) => mounted && setValidate(() => module.validateContactForm));
    mountedAt.current = performance.now();
    if (referrer.current) referrer.current.value = document.referrer.slice(0, contactLimits.referrerMax);
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second click while the first is on its way sends nothing.
    if (sending.current || busy) return event.preventDefault();
    if (elapsed.current) elapsed.current.value = String(Math.round(performance.now() - mountedAt.current));
    form.onSubmit(event);
    if (!event.defaultPrevented) sending.current = true;
  }

  const failure = !busy && actionData && actionData.Status !== true ? actionData.failure : undefined;
  const invalidCount = form.status === "error" ? Object.keys(form.allErrors).filter(Boolean).length : 0;
  const text = (name: "fullName" | "jobTitle" | "organisation", autoComplete: string) => (
    <FormField id={fields[name].id} label={copy.labels[name]} errorId={fields[name].errorId} errors={fields[name].errors}>
      <input {...getInputProps(fields[name], { type: "text" })} key={fields[name].key} autoFocus={firstInvalid === name} autoComplete={autoComplete} aria-required="true" className={controlClass} />
    </FormField>
  );

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} onSubmit={onSubmit} aria-busy={busy} className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
      {text("fullName", "name")}
      {text("jobTitle", "organization-title")}
      {text("organisation", "organization")}
      <FormField id={fields.phone.id} label={copy.labels.phone} errorId={fields.phone.errorId} errors={fields.phone.errors}>
        <PhoneInput {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoFocus={firstInvalid === "phone"} className={controlClass} />
      </FormField>
      <FormField id={fields.email.id} label={copy.labels.email} errorId={fields.email.errorId} errors={fields.email.errors} className="sm:col-span-2">
        <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoFocus={firstInvalid === "email"} autoComplete="email" aria-required="true" className={controlClass} />
      </FormField>
      <FormField
        id={fields.message.id}
        label={copy.labels.message}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        className="sm:col-span-2"
        hint={
          <span id="contact-message-count" className={cn("text-sm tabular-nums", length > contactLimits.messageMax ? "font-semibold text-danger-700" : "text-ink-500")}>
            {length} / {contactLimits.messageMax}
          </span>
        }
      >
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          autoFocus={firstInvalid === "message"}
          rows={6}
          aria-required="true"
          aria-describedby={cn("contact-message-count", !fields.message.valid && fields.message.errorId)}
          onInput={(event) => setLength(event.currentTarget.value.length)}
          placeholder={copy.messagePlaceholder}
          className={cn(controlClass, "min-h-36 resize-y")}
        />
      </FormField>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input ref={elapsed} type="hidden" name="elapsed" defaultValue="" />
      <input ref={referrer} type="hidden" name="referrer" defaultValue="" />
      <div className="sm:col-span-2">
        <FormStatus success={success} failure={failure} invalidCount={invalidCount} contact={contact} copy={copy} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-ink-600">{copy.requiredNote}</p>
          <Button type="submit" variant="brand" size="lg" disabled={busy} className="min-w-48">
            <Icon name={busy ? "loader" : "send"} className={cn(busy && "motion-safe:animate-spin")} />
            {busy ? copy.sending : copy.send}
          </Button>
        </div>
      </div>
    </Form>
  );
}
