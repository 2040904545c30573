import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { EditorSection } from "./editor-section";
import { useContentToasts } from "./mutation-toasts";

/** The business-profile posts of this article (Ultimate and Power), each with 'Kopiëren'. */
export function ProfilePosts({ posts }: { posts: string[] }) {
  const { t } = useT("content");
  const toasts = useContentToasts();
  if (posts.length === 0) return null;

  async function copyText(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toasts.success("copied");
    } catch {
      // Clipboard access can be refused (permissions, insecure context): the text stays selectable.
      toasts.problem("copyFailed");
    }
  }

  return (
    <EditorSection title={t("profilePosts.heading")}>
      <p className="text-sm text-muted-foreground">{t("profilePosts.intro")}</p>
      <ol className="flex flex-col gap-3" data-testid="profile-posts">
        {posts.map((text, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-md bg-secondary p-3 text-sm">
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{text}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              aria-label={t("profilePosts.copyLabel", { n: index + 1 })}
              onClick={() => void copyText(text)}
            >
              <Copy aria-hidden="true" />
              {t("profilePosts.copy")}
            </Button>
          </li>
        ))}
      </ol>
    </EditorSection>
  );
}
