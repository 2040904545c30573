import type { ReactNode } from "react";
import { Link } from "react-router-dom";

interface CardTitleLinkProps {
  to: string;
  children: ReactNode;
}

/**
 * A card's title as its link, stretched over the whole card (the card needs `relative`): one tab
 * stop and one accessible name, the whole card clickable.
 */
export function CardTitleLink({ to, children }: CardTitleLinkProps) {
  return (
    <Link
      to={to}
      className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
    >
      {children}
    </Link>
  );
}
