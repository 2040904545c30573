/**
 * Smoothly scrolls to a section by id and moves keyboard focus to its heading, so keyboard and
 * screen-reader users land where sighted users see the page arrive. Call from handlers only.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  const heading = section.querySelector<HTMLElement>("h1, h2");
  const target = heading ?? section;
  // Headings are not focusable by default; -1 makes them programmatically focusable only.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
