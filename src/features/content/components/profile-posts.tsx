import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { contentCalendarContent } from "@/content/content-calendar";
import { EditorSection } from "./editor-section";
import { toastFailure, toastSuccess } from "./mutation-toasts";

const copy = contentCalendarContent.profilePosts;

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(contentCalendarContent.toasts.copied);
  } catch {
    // Clipboard access can be refused (permissions, insecure context): the text stays selectable.
    toastFailure(new Error(contentCalendarContent.toasts.copyFailed));
  }
}

/** The business-profile posts of this article (Ultimate and Power), each with 'Kopiëren'. */
export function ProfilePosts({ posts }: { posts: string[] }) {
  if (posts.length === 0) return null;
  return (
    <EditorSection title={copy.heading}>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <ol className="flex flex-col gap-3" data-testid="profile-posts">
        {posts.map((text, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-md bg-secondary p-3 text-sm">
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{text}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              aria-label={copy.copyLabel(index + 1)}
              onClick={() => void copyText(text)}
            >
              <Copy aria-hidden="true" />
              {copy.copy}
            </Button>
          </li>
        ))}
      </ol>
    </EditorSection>
  );
}
