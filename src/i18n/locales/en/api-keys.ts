import type { Catalogue } from "../../catalogue";

export const apiKeys: Catalogue["apiKeys"] = {
  title: "API settings",
  intro:
    "With an API key you connect Vindbaar to your own software: fetch reports and keywords and have content written. Treat a key like a password.",
  docsLink: "View the API documentation",
  loading: "Loading API keys…",
  loadError: "Your API keys could not be loaded.",
  retry: "Try again",
  noAccess: {
    title: "API access is not included in your plan",
    description:
      "You can create API keys with {{plans}}. Switch plans to connect your systems; keys you already had can still be revoked below.",
    button: "View the plans",
  },
  create: {
    title: "New API key",
    nameLabel: "Key name",
    nameHint:
      "What will you use it for? For example 'Website' or 'Accounting' ({{min}} to {{max}} characters).",
    nameInvalid: "Give your key a name of {{min}} to {{max}} characters.",
    submit: "Create key",
    submitting: "Creating…",
    limitReached: "You have reached the maximum of {{max}} active keys. Revoke one first.",
  },
  created: {
    title: "Your new API key",
    warning:
      "Copy the key now: we show it only once and keep only an unrecognisable version. Lost it? Revoke it and create a new one.",
    label: "API key",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Copying did not work; select the key and copy it yourself.",
    done: "I have saved the key",
    announce: "API key '{{name}}' has been created. Copy it now.",
  },
  list: {
    title: "Your API keys",
    empty: "You have no API keys yet.",
    columns: {
      name: "Name",
      prefix: "Starts with",
      created: "Created",
      lastUsed: "Last used",
      status: "Status",
      actions: "Actions",
    },
    neverUsed: "not yet",
    active: "Active",
    revoked: "Revoked on {{date}}",
    revoke: "Revoke",
    revokeLabel: "Revoke key '{{name}}'",
  },
  revoke: {
    title: "Revoke API key?",
    description:
      "Software that uses '{{name}}' ({{prefix}}…) loses access immediately. This cannot be undone.",
    confirm: "Yes, revoke",
    confirming: "Revoking…",
    cancel: "Cancel",
    failed: "The key could not be revoked",
    done: "API key revoked",
  },
  createFailed: "The key could not be created",
  createFailedBecause: "The key could not be created: {{reason}}",
};
