import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";

interface HelpSearchProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** Shown under the field; explains that search does not work yet. */
  hint: string;
}

/**
 * The help-centre search box. By design it searches nothing (docs/contracts/product-rules.md §4), so submitting only
 * prevents the page reload; the hint tells visitors where to look instead.
 */
export function HelpSearch({ label, placeholder, buttonLabel, hint }: HelpSearchProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="mx-auto w-full max-w-2xl text-left">
      <Label htmlFor="help-search" className="sr-only">
        {label}
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="help-search"
            type="search"
            name="q"
            placeholder={placeholder}
            aria-describedby="help-search-hint"
            className="pl-10"
          />
        </div>
        <Button type="submit">{buttonLabel}</Button>
      </div>
      <p id="help-search-hint" className="mt-3 text-sm text-muted-foreground">
        {hint}
      </p>
    </form>
  );
}
