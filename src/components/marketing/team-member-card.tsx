import { cn } from "@/lib/utils";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** Avatar colours: each pairs white text with a background that meets AA contrast. */
const avatarTones = ["bg-brand-600", "bg-accent", "bg-info"] as const;

/** "Sanne de Vries" -> "SV": first letter of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}

interface TeamMemberCardProps {
  member: TeamMember;
  /** Position in the team list; picks the avatar colour. */
  index: number;
}

/** A team member with an initials avatar (no photos: nothing external to load). */
export function TeamMemberCard({ member, index }: TeamMemberCardProps) {
  return (
    <article className="flex h-full flex-col items-center rounded-lg border bg-card p-6 text-center shadow-sm">
      <span
        aria-hidden="true"
        className={cn(
          "flex size-20 items-center justify-center rounded-full text-2xl font-bold text-white",
          avatarTones[index % avatarTones.length],
        )}
      >
        {initialsOf(member.name)}
      </span>
      <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
      <p className="text-sm font-medium text-primary">{member.role}</p>
      <p className="mt-3 text-muted-foreground">{member.bio}</p>
    </article>
  );
}
