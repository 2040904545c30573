import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { ctaContent } from "@/content/cta";
import {
  CTA_SUBMIT_DELAY_MS,
  CTA_SUCCESS_VISIBLE_MS,
  parseCtaEmail,
  type CtaPhase,
} from "../model";

/**
 * State machine of the call-to-action form (spec §4): idle -> submitting (1 s) -> success (5 s)
 * -> idle with the field cleared. Spec §7: nothing is sent over the network; the send is simulated,
 * logged and confirmed with the toast 'Aanvraag ontvangen'.
 */
export function useCtaForm() {
  const [email, setEmail] = useState("");
  const [phase, setPhase] = useState<CtaPhase>("idle");
  const [invalid, setInvalid] = useState(false);
  const [submittedEmail, setSubmittedEmail] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A pending send or success timer must not fire into an unmounted component.
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeEmail = useCallback((value: string) => {
    setEmail(value);
    setInvalid(false);
  }, []);

  /** Returns false when the address is rejected, so the caller can move focus to the field. */
  const submit = useCallback((): boolean => {
    if (phase !== "idle") return true;
    const address = parseCtaEmail(email);
    if (address === null) {
      // The typed value stays in the field so the visitor can correct it.
      setInvalid(true);
      return false;
    }
    setInvalid(false);
    setPhase("submitting");
    timer.current = setTimeout(() => {
      console.info("[cta-form] Aanvraag gesimuleerd verstuurd (geen netwerkverzoek).");
      toast({
        title: ctaContent.toastTitle,
        description: ctaContent.toastDescription,
        variant: "success",
      });
      setSubmittedEmail(address);
      setPhase("success");
      timer.current = setTimeout(() => {
        setPhase("idle");
        setEmail("");
        setSubmittedEmail("");
      }, CTA_SUCCESS_VISIBLE_MS);
    }, CTA_SUBMIT_DELAY_MS);
    return true;
  }, [email, phase]);

  return { email, phase, invalid, submittedEmail, changeEmail, submit };
}
