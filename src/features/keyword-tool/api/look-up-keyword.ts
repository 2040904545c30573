import { keywordDataAnswerSchema, type KeywordDataAnswer } from "@contract/keyword-data";
import { i18n } from "@/i18n";
import { invokeFunction } from "@/lib/invoke-function";

/** One keyword's measured figures from the `keyword-data` function. */
export async function lookUpKeyword(keyword: string): Promise<KeywordDataAnswer> {
  return invokeFunction("keyword-data", {
    body: { keyword },
    schema: keywordDataAnswerSchema,
    unexpectedAnswer: () => i18n.t("keywordTool.unexpectedAnswer", { ns: "seoHelper" }),
  });
}
