import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { contactFields, contactLimits } from "#shared/contact-messages.ts";
import type { ContactActionData } from "#shared/contact-outcome.ts";
import type { ContactFormCopy } from "#content/schema/pages.ts";
import type { contactErrors, FieldErrors } from "./contact-validation";
import { AttributionFields } from "./attribution-fields";
import { controlClass, FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { PhoneInput } from "./phone-input";
import { useMinPending } from "./use-min-pending";
import { useTimedFlag } from "./use-timed-flag";

type ContactFormProps = {
  actionData?: ContactActionData;
  contact: { email: string; phone: { display: string; tel: string } };
  copy: ContactFormCopy;
};
type Field = (typeof contactFields)[number];

const fieldId = (name: Field) => `contact-${name}`;
const errorId = (name: Field) => `contact-${name}-error`;
const firstInvalidOf = (errors: FieldErrors) => contactFields.find((name) => errors[name]?.length);

/**
 * The "Send us a Message" form: checked with the shared schema in the browser once it has loaded (after
 * hydration, so neither zod nor a form library is part of the page's first JavaScript; until then the
 * server answers), and always by the server. Errors show after the first submit attempt and follow typing.
 */
export function ContactForm({ actionData, contact, copy }: ContactFormProps) {
  const navigation = useNavigation();
  const busy = useMinPending(navigation.state === "submitting" && navigation.formMethod === "POST");
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const mountedAt = useRef(0);
  const elapsed = useRef<HTMLInputElement>(null);
  const referrer = useRef<HTMLInputElement>(null);
  const success = useTimedFlag(actionData?.Status === true, actionData, 5_000);
  const [validate, setValidate] = useState<typeof contactErrors>();
  const serverErrors: FieldErrors = actionData?.result?.error ?? {};
  const values = actionData?.result?.initialValue ?? {};
  // Without JavaScript the server's answer focuses (and so scrolls to) the first invalid field itself.
  const firstInvalid = firstInvalidOf(serverErrors);
  const [errors, setErrors] = useState(serverErrors);
  const [checked, setChecked] = useState(false);
  const [length, setLength] = useState(typeof values.message === "string" ? values.message.length : 0);
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    setErrors(serverErrors);
    if (actionData?.Status === true) {
      setLength(0);
      setChecked(false);
    }
  }

  useEffect(() => {
    let mounted = true;
    void import("./contact-validation").then((module) => mounted && setValidate(() => module.contactErrors));
    mountedAt.current = performance.now();
    if (referrer.current) referrer.current.value = document.referrer.slice(0, contactLimits.referrerMax);
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);
  useEffect(() => {
    if (actionData?.Status === true) formRef.current?.reset();
    const invalid = firstInvalidOf(actionData?.result?.error ?? {});
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second click while the first is on its way sends nothing.
    if (sending.current || busy) return event.preventDefault();
    if (elapsed.current) elapsed.current.value = String(Math.round(performance.now() - mountedAt.current));
    const found = validate?.(new FormData(event.currentTarget)) ?? {};
    setErrors(found);
    setChecked(true);
    const invalid = firstInvalidOf(found);
    if (invalid) {
      event.preventDefault();
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    sending.current = true;
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (checked && validate) setErrors(validate(new FormData(event.currentTarget)));
  }

  const failure = !busy && actionData && actionData.Status !== true ? actionData.failure : undefined;
  const invalidCount = contactFields.filter((name) => errors[name]?.length).length;
  /** What every control shares: its name, id, starting value and error wiring. */
  const control = (name: Field) => {
    const invalid = Boolean(errors[name]?.length);
    return {
      id: fieldId(name),
      name,
      defaultValue: typeof values[name] === "string" ? values[name] : "",
      autoFocus: firstInvalid === name,
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? errorId(name) : undefined,
    };
  };
  const field = (name: Field) => ({
    id: fieldId(name),
    label: copy.labels[name],
    errorId: errorId(name),
    errors: errors[name] ?? undefined,
  });
  const text = (name: "fullName" | "jobTitle" | "organisation", autoComplete: string) => (
    <FormField {...field(name)}>
      <input {...control(name)} type="text" autoComplete={autoComplete} aria-required="true" className={controlClass} />
    </FormField>
  );
  const message = control("message");

  return (
    <Form
      ref={formRef}
      id="contact"
      method="post"
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      onInput={onInput}
      aria-busy={busy}
      className="grid gap-x-5 gap-y-4 sm:grid-cols-2"
    >
      {text("fullName", "name")}
      {text("jobTitle", "organization-title")}
      {text("organisation", "organization")}
      <FormField {...field("phone")}>
        <PhoneInput {...control("phone")} type="tel" className={controlClass} />
      </FormField>
      <FormField {...field("email")} className="sm:col-span-2">
        <input {...control("email")} type="email" autoComplete="email" aria-required="true" className={controlClass} />
      </FormField>
      <FormField
        {...field("message")}
        className="sm:col-span-2"
        hint={
          <span
            id="contact-message-count"
            className={cn("text-sm tabular-nums", length > contactLimits.messageMax ? "font-semibold text-danger-700" : "text-ink-500")}
          >
            {length} / {contactLimits.messageMax}
          </span>
        }
      >
        <textarea
          {...message}
          rows={6}
          aria-required="true"
          aria-describedby={cn("contact-message-count", message["aria-describedby"])}
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
      {/* No defaultValue: a hidden input's value is its attribute, and React would write "" back over it at the next render. */}
      <input ref={referrer} type="hidden" name="referrer" />
      <AttributionFields />
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
