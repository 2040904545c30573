/**
 * The call-to-action form shows its pending state at once on a valid submit before the app is
 * there: the prerender put the pending content in the button (hidden by CSS until the form carries
 * the pending attribute). Just before the held submit is replayed, the form is handed back as the
 * app rendered it, and the app's own submit shows the same state in the same task. An invalid
 * address shows nothing here: the replayed submit gets the app's own validation message.
 * Part of the boot loader: no React.
 */
import { parseCtaEmail } from "@/features/cta-form/model";
import { INSTANT_PENDING } from "@/lib/instant-widgets";
import type { InstantOutcome } from "./instant-outcome";

const SUBMIT_BUTTON = "button[type='submit'], button:not([type])";

function submitOf(event: Event, form: Element): HTMLButtonElement | null {
  if (event.type === "submit") return form.querySelector<HTMLButtonElement>(SUBMIT_BUTTON);
  if (event.type !== "click" || !(event.target instanceof Element)) return null;
  return event.target.closest<HTMLButtonElement>(SUBMIT_BUTTON);
}

export function pendingFormEffect(event: Event, form: Element): InstantOutcome | undefined {
  const button = submitOf(event, form);
  const field = form.querySelector<HTMLInputElement>("input[type='email']");
  if (!button || !field || !form.contains(button) || form.hasAttribute(INSTANT_PENDING))
    return undefined;
  if (parseCtaEmail(field.value) === null) return undefined;
  const rendered = {
    busy: form.getAttribute("aria-busy"),
    readOnly: field.readOnly,
    disabled: button.disabled,
  };
  // As the app while it sends: the field cannot change, the button cannot send twice.
  form.setAttribute(INSTANT_PENDING, "");
  form.setAttribute("aria-busy", "true");
  field.readOnly = true;
  button.disabled = true;
  return {
    beforeReplay: () => {
      form.removeAttribute(INSTANT_PENDING);
      if (rendered.busy === null) form.removeAttribute("aria-busy");
      else form.setAttribute("aria-busy", rendered.busy);
      field.readOnly = rendered.readOnly;
      button.disabled = rendered.disabled;
    },
  };
}
