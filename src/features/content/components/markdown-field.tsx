import { CONTENT_LIMITS } from "@contract/content";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFormCopy, useT } from "@/i18n";
import { Markdown } from "@/lib/render-markdown";

/**
 * The article's body in markdown with a 'Voorbeeld' tab of the whole article (`article`: the
 * title as its H1, then the body). The preview is built from React elements by the shared
 * renderer, so HTML typed into the text is shown, never run.
 */
export function MarkdownField({
  value,
  article,
  error,
  readOnly,
  onChange,
}: {
  value: string;
  article: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useT("content");
  const { pasteCut } = useFormCopy();
  return (
    <Tabs defaultValue="edit" className="flex flex-col gap-2">
      <TabsList className="self-start">
        <TabsTrigger value="edit">{t("editor.editTab")}</TabsTrigger>
        <TabsTrigger value="preview">{t("editor.previewTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="edit" className="mt-0">
        <Field
          label={t("editor.text")}
          hint={t("editor.textHint")}
          error={error}
          maxLength={CONTENT_LIMITS.markdown.max}
          cutNotice={pasteCut}
        >
          {(control) => (
            <Textarea
              {...control}
              className="min-h-[28rem] font-mono text-sm"
              readOnly={readOnly}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      </TabsContent>
      <TabsContent value="preview" className="mt-0" data-testid="markdown-preview">
        <div className="max-w-prose rounded-md border p-4">
          {value.trim() === "" ? (
            <p className="text-muted-foreground">{t("editor.previewEmpty")}</p>
          ) : (
            <Markdown source={article} />
          )}
        </div>
      </TabsContent>
    </Tabs>
  );
}
