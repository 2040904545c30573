import { ExternalLink, Send } from "lucide-react";
import type { ContentOverview, ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { useT } from "@/i18n";
import { usePublishWordPress } from "../api/publish-wordpress";
import { EditorSection } from "./editor-section";
import { useContentToasts } from "./mutation-toasts";
import { WordPressForm } from "./wordpress-form";

/**
 * 'Publiceer naar WordPress' for an approved post on a connected site; otherwise the one step
 * that is missing (the connection form right here, so the customer need not leave the draft). Once published, the link to the WordPress draft.
 */
export function PublishPanel({
  post,
  wordpress,
}: {
  post: ContentPost;
  wordpress: ContentOverview["wordpress"];
}) {
  const { t } = useT("content");
  const toasts = useContentToasts();
  const publish = usePublishWordPress();
  const link = post.wordpressLink ?? publish.data?.post?.wordpressLink ?? null;
  return (
    <EditorSection title={t("publish.heading")}>
      <div aria-live="polite" className="flex flex-col gap-3 text-sm">
        {post.status === "published" || link ? (
          <>
            <p>{t("publish.done")}</p>
            {link && (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("publish.view")}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            )}
          </>
        ) : post.status !== "approved" ? (
          <p className="text-muted-foreground">{t("publish.needsApproval")}</p>
        ) : !wordpress.connected ? (
          <>
            <p className="text-muted-foreground">{t("publish.needsConnection")}</p>
            <WordPressForm />
          </>
        ) : (
          <div>
            <BusyButton
              type="button"
              busy={publish.isPending}
              busyLabel={t("publish.busy")}
              icon={<Send aria-hidden="true" />}
              onClick={() =>
                publish.mutate(
                  { id: post.id },
                  {
                    onSuccess: () => toasts.success("published"),
                    onError: (error) => toasts.failure(error),
                  },
                )
              }
            >
              {t("publish.button")}
            </BusyButton>
          </div>
        )}
      </div>
    </EditorSection>
  );
}
