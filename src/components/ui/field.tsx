import { useId, useState, type ClipboardEvent, type FormEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./input";

/** What the control inside a Field must spread: its id and the accessible wiring to hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  /** Set when the Field has a maxLength: the limit itself and the watch for a paste it cut. */
  maxLength?: number;
  onPaste?: (event: ClipboardEvent<Element>) => void;
  onInput?: (event: FormEvent<Element>) => void;
}

export interface FieldProps {
  /** A fixed id for the control (e.g. to focus it from the form); generated otherwise. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A message about this field; marks the control aria-invalid. */
  error?: ReactNode;
  /** Characters typed against the allowed maximum, shown as "83/100"; over the maximum it turns red. */
  counter?: { length: number; max: number };
  /**
   * The longest value the function accepts (the contract's limit): the control gets it as its
   * maxLength, so typing stops where the server's check would refuse.
   */
  maxLength?: number;
  /**
   * Said when a paste was longer than maxLength and the browser kept only its start, so the
   * user knows text was left out instead of finding out later.
   */
  cutNotice?: (max: number) => ReactNode;
  /** The id of a message outside the field that also describes the control (e.g. a form error). */
  describedBy?: string;
  /** Marks the control aria-invalid without a message of its own (the message is elsewhere). */
  invalid?: boolean;
  className?: string;
  /** Renders the control with the given props (Input, Textarea, …). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled form field: label, control, hint, error and an optional character counter, with
 * aria-describedby and aria-invalid wired so screen readers read the hint, counter and error.
 */
export function Field({
  id: fixedId,
  label,
  hint,
  error,
  counter,
  maxLength,
  cutNotice,
  describedBy,
  invalid,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const cutId = `${id}-cut`;
  const [cut, setCut] = useState(false);
  const showCut = cut && cutNotice !== undefined;
  const over = counter !== undefined && counter.length > counter.max;
  const described =
    // The counter is left out on purpose: read after every key it is noise; going over the
    // maximum comes with an error message, which is read.
    [hint ? hintId : null, showCut ? cutId : null, error ? errorId : null, describedBy ?? null]
      .filter(Boolean)
      .join(" ") || undefined;
  const control: FieldControlProps = {
    id,
    "aria-describedby": described,
    "aria-invalid": error || invalid || over ? true : undefined,
  };
  if (maxLength !== undefined) {
    control.maxLength = maxLength;
    control.onPaste = (event) => {
      const target = event.currentTarget;
      if (!isTextControl(target)) return;
      const end = target.value.length;
      const replaced = (target.selectionEnd ?? end) - (target.selectionStart ?? end);
      const pasted = event.clipboardData.getData("text").length;
      setCut(end - replaced + pasted > maxLength);
    };
    // Once the text is shorter than the limit again, the notice has done its job.
    control.onInput = (event) => {
      const target = event.currentTarget;
      if (isTextControl(target) && target.value.length < maxLength) setCut(false);
    };
  }
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      {(hint || counter) && (
        <div className="flex items-start justify-between gap-3 text-sm text-muted-foreground">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {counter && (
            <p
              id={counterId}
              data-testid="field-counter"
              className={cn("shrink-0 tabular-nums", over && "font-medium text-destructive")}
            >
              {counter.length}/{counter.max}
            </p>
          )}
        </div>
      )}
      {cutNotice && maxLength !== undefined && (
        // Present before any paste, so screen readers announce the notice when it appears.
        <div aria-live="polite" className="empty:hidden">
          {showCut && (
            <p id={cutId} className="text-sm font-medium text-warning">
              {cutNotice(maxLength)}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function isTextControl(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}
