import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// The class-name merge cache holds 500 entries (tailwind-merge's default is also 500;
// stated explicitly so a library upgrade cannot silently change it).
const twMerge = extendTailwindMerge({ cacheSize: 500 });

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
