import type { SearchConsoleCallback } from "@contract/search-console";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { searchConsoleKeys } from "../api/query-keys";
import { finishSearchConsoleConsent } from "../api/finish-search-console-consent";
import { ConnectButton } from "./connect-button";

/** What Google put in the query: a code or an error, each with our state; null when neither. */
function answerOf(query: URLSearchParams): SearchConsoleCallback | null {
  const state = query.get("state");
  const code = query.get("code");
  const error = query.get("error");
  if (!state) return null;
  if (code) return { state, code };
  if (error) return { state, error };
  return null;
}

/**
 * Where Google sends the customer back (/search-console/callback). The code and state go to the
 * search-console function once (the state is single use, so a second post would fail); on success
 * the dashboard opens with the property picker, on failure the reason with 'Opnieuw koppelen'.
 */
export function SearchConsoleCallbackView() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: the query is what Google sent, and navigating away must not re-read it.
  const [answer] = useState(() => answerOf(query));
  const sent = useRef(false);
  const { t } = useT("searchConsole");
  const finish = useMutation({
    mutationFn: finishSearchConsoleConsent,
    onSuccess: (state) => {
      queryClient.setQueryData(searchConsoleKeys.state(), state);
      toast({ variant: "success", title: t("callback.done") });
      navigate(paths.dashboard, { replace: true });
    },
  });
  const { mutate } = finish;

  useEffect(() => {
    // React's development double effect must not spend the state twice.
    if (sent.current || !answer) return;
    sent.current = true;
    mutate(answer);
  }, [answer, mutate]);

  if (answer && !finish.isError) {
    return <p role="status">{t("callback.busy")}</p>;
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-semibold">{t("callback.failedTitle")}</h2>
      <p>{finish.isError ? finish.error.message : t("callback.missingAnswer")}</p>
      <div className="flex flex-wrap gap-2">
        <ConnectButton label={t("reconnect")} />
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>{t("callback.toDashboard")}</Link>
        </Button>
      </div>
    </div>
  );
}
