/**
 * The search box's texts; the page hands them in from src/content/help-center.ts. (The results'
 * texts come with the results chunk, from src/content/help-search.ts.)
 */
export interface HelpSearchCopy {
  label: string;
  placeholder: string;
  buttonLabel: string;
  hint: string;
  loading: string;
  loadError: string;
  retryLabel: string;
}
