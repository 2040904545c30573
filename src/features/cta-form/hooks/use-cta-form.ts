import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { ctaContent } from "@/content/cta";
import { submitLead, type LeadFailure, type LeadResult } from "@/lib/submit-lead";
import {
  CTA_SUBMIT_DELAY_MS,
  CTA_SUCCESS_VISIBLE_MS,
  parseCtaEmail,
  type CtaPhase,
} from "../model";

/**
 * State machine of the call-to-action form (docs/product.md §4): idle -> submitting (1 s) -> success (5 s)
 * -> idle with the field cleared, confirmed with the toast 'Aanvraag ontvangen'.
 *
 * The address is stored as a lead (the `leads` function) while the 1-second simulated send runs.
 * The success appears when both are done: at 1 s as promised whenever the function has answered
 * by then, later only on a slow network. When storing fails, no success is claimed: the form goes
 * back to idle with the address still in the field and says why (failure), so nothing is lost.
 */
export function useCtaForm() {
  const [email, setEmail] = useState("");
  const [phase, setPhase] = useState<CtaPhase>("idle");
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<LeadFailure | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  // A pending send or success timer must not fire into an unmounted component.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const changeEmail = useCallback((value: string) => {
    setEmail(value);
    setInvalid(false);
    setFailure(null);
  }, []);

  const finish = useCallback((address: string, result: LeadResult) => {
    if (!mounted.current) return;
    if (!result.ok) {
      setFailure(result.reason);
      setPhase("idle");
      return;
    }
    console.info("[cta-form] Aanvraag ontvangen en opgeslagen.");
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
  }, []);

  /**
   * Returns false when the address is rejected, so the caller can move focus to the field.
   * `honeypot` is the hidden field's value (empty for people).
   */
  const submit = useCallback(
    (honeypot = ""): boolean => {
      if (phase !== "idle") return true;
      const address = parseCtaEmail(email);
      if (address === null) {
        // The typed value stays in the field so the visitor can correct it.
        setInvalid(true);
        return false;
      }
      setInvalid(false);
      setFailure(null);
      setPhase("submitting");
      let result: LeadResult | undefined;
      let delayOver = false;
      void submitLead({
        kind: "cta",
        email: address,
        ...(honeypot ? { website: honeypot } : {}),
      }).then((value) => {
        result = value;
        if (delayOver) finish(address, value);
      });
      timer.current = setTimeout(() => {
        delayOver = true;
        if (result) finish(address, result);
      }, CTA_SUBMIT_DELAY_MS);
      return true;
    },
    [email, phase, finish],
  );

  return { email, phase, invalid, failure, submittedEmail, changeEmail, submit };
}
