import { Button } from "@/components/ui/button";

/** A load that failed, in the card's or panel's own words, with a way to try again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
