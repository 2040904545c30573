import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Input, Label } from "@/components/ui/input";
import { ctaContent } from "@/content/cta";
import { leadFormCopy } from "@/content/lead-forms";
import { instantWidget, instantWidgetProps } from "@/lib/instant-widgets";
import { LEAD_HONEYPOT_FIELD } from "@contract/leads-limits";
import { useCtaForm } from "../hooks/use-cta-form";
import { CTA_EMAIL_MAX_LENGTH, type CtaPhase } from "../model";

/** The e-mail form with its inline error and the 5-second success message. */
export function CtaForm() {
  const { email, phase, invalid, failure, submittedEmail, changeEmail, submit } = useCtaForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const previousPhase = useRef<CtaPhase>(phase);
  const inputId = useId();
  const errorId = useId();
  const noteId = useId();
  const failureId = useId();
  const submitting = phase === "submitting";

  // Text typed into the prerendered field before React took over is not in state yet: adopt it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) changeEmail(typed);
  }, [changeEmail]);

  // The form is swapped for the success message and back; keep keyboard focus from falling to
  // <body> (only when it actually fell there, so a visitor who moved on is not pulled back).
  useEffect(() => {
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (phase === "success" && lostFocus) successRef.current?.focus({ preventScroll: true });
    if (phase === "idle" && previousPhase.current === "success" && lostFocus) {
      inputRef.current?.focus({ preventScroll: true });
    }
    previousPhase.current = phase;
  }, [phase]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get(LEAD_HONEYPOT_FIELD);
    if (!submit(typeof honeypot === "string" ? honeypot : "")) inputRef.current?.focus();
  }

  return (
    <div>
      {phase !== "success" && (
        // noValidate: the browser's own e-mail bubble would hide our Dutch contract message.
        // The pending content is in the idle button too, hidden until the boot loader marks the
        // form as pending (a valid submit before the app is there, boot/instant-pending-form.ts).
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-busy={submitting}
          className="group/cta relative"
          {...instantWidgetProps(instantWidget.pendingForm)}
        >
          <Label htmlFor={inputId} className="sr-only">
            {ctaContent.emailLabel}
          </Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CTA_EMAIL_MAX_LENGTH}
              placeholder={ctaContent.emailPlaceholder}
              value={email}
              onChange={(event) => changeEmail(event.target.value)}
              readOnly={submitting}
              aria-invalid={invalid || undefined}
              aria-describedby={
                invalid ? `${errorId} ${noteId}` : failure ? `${failureId} ${noteId}` : noteId
              }
              className="min-w-0 sm:flex-1"
            />
            <BusyButton
              variant="accent"
              size="lg"
              busy={submitting}
              busyLabel={ctaContent.submittingLabel}
            >
              <span className="group-data-instant-pending/cta:hidden">
                {ctaContent.submitLabel}
              </span>
              {/* Hidden by its own style (not only a class): without the stylesheet, and in tests,
                  the idle button reads as it is; the pending attribute's rule (!important)
                  overrides it. Not the `hidden` attribute: the base styles make that
                  display:none !important, which no later rule can override. */}
              <span
                style={{ display: "none" }}
                className="items-center gap-2 group-data-instant-pending/cta:inline-flex!"
              >
                <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
                {ctaContent.submittingLabel}
              </span>
            </BusyButton>
          </div>
          {invalid && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
              {ctaContent.invalidEmail}
            </p>
          )}
          {failure && (
            <p id={failureId} role="alert" className="mt-2 text-sm font-medium text-destructive">
              {leadFormCopy.errors[failure]}
            </p>
          )}
          <p id={noteId} className="mt-3 text-sm text-muted-foreground">
            {ctaContent.privacyNote}
          </p>
          <HoneypotField name={LEAD_HONEYPOT_FIELD} label={leadFormCopy.honeypotLabel} />
        </form>
      )}
      {/* Always mounted so screen readers announce the message when it appears. */}
      <div role="status">
        {phase === "success" && (
          <div
            ref={successRef}
            tabIndex={-1}
            className="flex items-start gap-3 rounded-md bg-green-50 p-4 text-green-900 focus-visible:outline-none"
          >
            <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
            {/* min-w-0 + overflow-wrap: a long address wraps instead of widening the page. */}
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-semibold">{ctaContent.successTitle}</p>
              <p className="mt-1 text-sm">{ctaContent.successText(submittedEmail)}</p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
