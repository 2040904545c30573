import { ClipboardList } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { useOnboarding } from "../api/get-onboarding";

/** The dashboard's prompt to finish onboarding; nothing once the profile exists. */
export function ProfileReminder() {
  const { t } = useT("profile");
  const onboarding = useOnboarding();
  if (!onboarding.isSuccess || onboarding.data.completed) return null;
  return (
    <section
      aria-labelledby="profile-reminder"
      className="flex flex-col gap-3 rounded-lg border-2 border-primary bg-primary/5 p-5 sm:flex-row sm:items-center"
      data-testid="profile-reminder"
    >
      <ClipboardList className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="profile-reminder" className="text-lg font-semibold">
          {t("reminderTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("reminderText")}</p>
      </div>
      <Button asChild>
        <Link to={paths.onboarding}>{t("reminderAction")}</Link>
      </Button>
    </section>
  );
}
