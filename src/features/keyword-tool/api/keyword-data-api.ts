import { keywordDataAnswerSchema, type KeywordDataAnswer } from "@contract/keyword-data";
import { i18n } from "@/i18n";
import { FunctionCallError, invokeFunction } from "@/lib/invoke-function";

/** One keyword's measured figures from the `keyword-data` function. */
export async function lookUpKeyword(keyword: string): Promise<KeywordDataAnswer> {
  const answer = await invokeFunction("keyword-data", { keyword });
  const parsed = keywordDataAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new FunctionCallError(
      i18n.t("keywordTool.unexpectedAnswer", { ns: "seoHelper" }),
      null,
      false,
    );
  }
  return parsed.data;
}
