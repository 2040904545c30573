import { cn } from "@/lib/utils";

/**
 * Soft floating colour blobs behind the home page. Purely decorative (aria-hidden), absolutely
 * positioned with fixed sizes so it never shifts layout, animated with transforms only, and still
 * under prefers-reduced-motion.
 */
export function DecorativeBackground({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("pointer-events-none absolute inset-0 -z-10 overflow-hidden", className)}
    >
      <div className="absolute inset-x-0 top-0 h-[42rem] bg-gradient-to-b from-brand-50 via-background to-transparent" />
      <div className="absolute -left-24 top-16 size-72 rounded-full bg-brand-200/50 blur-3xl motion-safe:animate-float sm:size-96" />
      <div className="absolute -right-20 top-40 size-64 rounded-full bg-emerald-200/50 blur-3xl motion-safe:animate-float motion-safe:[animation-delay:-3s] sm:size-80" />
      <div className="absolute left-1/3 top-[30rem] hidden size-72 rounded-full bg-sky-200/40 blur-3xl motion-safe:animate-float motion-safe:[animation-delay:-6s] md:block" />
      <svg
        className="absolute right-[8%] top-24 hidden text-brand-200 lg:block"
        width="180"
        height="180"
        viewBox="0 0 180 180"
        fill="currentColor"
      >
        {Array.from({ length: 36 }, (_, index) => (
          <circle
            key={index}
            cx={10 + (index % 6) * 32}
            cy={10 + Math.floor(index / 6) * 32}
            r="3"
          />
        ))}
      </svg>
    </div>
  );
}
