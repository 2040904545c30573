import { LoaderCircle, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { INSTANT_CLOSE, instantWidget, instantWidgetProps } from "@/lib/instant-widgets";
import { cn } from "@/lib/utils";

export interface DialogShellProps {
  id?: string;
  /** Shown: the visitor opened the dialog and its code is still on its way. */
  shown: boolean;
  title: string;
  description?: string;
  /** The loading state's text (role=status). */
  loadingLabel: string;
  closeLabel: string;
  onClose: () => void;
  /** Position and size of the panel: the same as the real dialog's, so replacing it does not jump. */
  panelClassName: string;
  /** Extra attributes for the boot loader (e.g. the exit intent's marker). */
  marker?: Record<string, string>;
  children?: ReactNode;
}

/**
 * The stand-in of a dialog whose code is loaded when it is opened (the chat, the exit offer): its
 * heading, a loading state and a close button, in the real dialog's place. It is always in the
 * prerendered HTML (hidden), so the boot loader can show it the moment the visitor asks, before
 * the app is there (src/boot/instant-dialog-shell.ts, decision 053); after that the app shows it
 * itself while the dialog's code downloads. Nothing in it can be typed into, so nothing is lost
 * when the real dialog replaces it.
 */
export function DialogShell({
  id,
  shown,
  title,
  description,
  loadingLabel,
  closeLabel,
  onClose,
  panelClassName,
  marker,
  children,
}: DialogShellProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) panelRef.current?.focus({ preventScroll: true });
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    // Escape closes it wherever focus is, as the real dialogs do.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown, onClose]);

  return (
    <div id={id} hidden={!shown} {...instantWidgetProps(instantWidget.dialogShell)} {...marker}>
      <div className="fixed inset-0 z-50 bg-black/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn("fixed z-50 bg-background focus-visible:outline-none", panelClassName)}
      >
        <div className="relative border-b px-4 pt-4 pb-3 pr-14 text-left md:px-5 md:pt-5 md:pb-4 md:pr-12">
          <h2 id={titleId} className="text-lg font-bold leading-tight">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1.5 text-sm text-muted-foreground">
              {description}
            </p>
          )}
          <button
            type="button"
            {...{ [INSTANT_CLOSE]: "" }}
            onClick={onClose}
            className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none md:right-1 md:top-1"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children}
        <p role="status" className="flex flex-1 items-center justify-center gap-2 p-6 text-sm">
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          {loadingLabel}
        </p>
      </div>
    </div>
  );
}
