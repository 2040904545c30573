import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { scrollToSection } from "./scroll-to-section";

interface ScrollButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  /** Id of the section on this page to scroll to (e.g. "pricing", "cta"). */
  targetId: string;
  children: ReactNode;
}

/** A button that smoothly scrolls to a section of this page and moves focus to its heading. */
export function ScrollButton({ targetId, children, variant, size, className }: ScrollButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={() => scrollToSection(targetId)}
    >
      {children}
    </Button>
  );
}
