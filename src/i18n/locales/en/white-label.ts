import type { Catalogue } from "../../catalogue";

export const whiteLabel: Catalogue["whiteLabel"] = {
  title: "White Label",
  intro: "Deliver reports and content to your clients under your own brand.",
  loading: "Loading white label settings…",
  loadFailed: "We could not load your white label settings. Please try again later.",
  /** A save or check whose answer is not the settings (shown in the failure toast). */
  unexpectedAnswer: "Unexpected answer from the server.",
  retry: "Try again",
  noAccess: {
    title: "No access to White Label",
    description:
      "Your current plan does not include white label functionality. Upgrade to the Power plan to use your own branding.",
    button: "Upgrade to Power",
  },
  disabled: {
    title: "White Label is off",
    description:
      "White Label is currently disabled. Enable it to use your own logo, colours and domain.",
    button: "Enable White Label",
    busy: "Enabling...",
  },
  save: "Save settings",
  saving: "Saving...",
  unsaved: "You have unsaved changes.",
  tabs: { branding: "Branding", content: "Content", domains: "Domains" },
  branding: {
    companyNamePlaceholder: "Your Company",
    logoHint: "PNG, JPEG or SVG, at most {{maxKb}} KB. Recommended: PNG or SVG of 200x50 pixels.",
    faviconHint: "PNG, JPEG or SVG, at most {{maxKb}} KB.",
    remove: "Remove",
    hexLabel: "{{label}} (hex)",
  },
  fileErrors: {
    type: "Choose a PNG, JPEG or SVG file.",
    size: "The file is too large (at most {{maxKb}} KB).",
    read: "The file could not be read.",
  },
  content: {
    removePoweredBy: "Reports and emails no longer mention Vindbaar.",
    customEmailTemplates: "Emails to your clients use your logo, colours and footer.",
    customReports: "Monthly reports appear in your house style.",
    clientLogin: "Your clients sign in on your own domain, with your name, logo and colours.",
  },
  domains: {
    placeholder: "reports.youragency.com",
    cnameHint: "At your DNS provider, create a CNAME record that points your domain to {{target}}.",
    verify: "Verify domain",
    verifying: "Checking...",
    verifyNeedsDomain:
      "First enter your own domain above and save the settings; then you can verify it.",
    verifyNeedsSave:
      "Save the settings first ('Save settings' button); then you can verify the domain.",
    saveFirst: "Save the domain before you verify it.",
    status: {
      none: "No domain set",
      pending: "Not verified yet",
      verified: "Verified",
      failed:
        "Verification failed: the CNAME record to the right address or the TXT record below is missing",
      expired: "Claim expired: save the settings again to start a new claim",
    },
    checkedAt: "Last checked: {{when}}",
    expiresAt: "Claim expires: {{when}}",
    txt: {
      title: "Prove the domain is yours",
      explain:
        "Besides the CNAME record, add this TXT record at your DNS provider, then click 'Verify domain'. Without verification your claim expires after {{days}} days.",
      name: "Name (host)",
      value: "Value",
      copyShort: "Copy",
      copy: "Copy {{what}}",
      copied: "Copied",
      failed: "Copying failed; select the text and copy it yourself.",
    },
    rotate: {
      explain:
        "A new code makes this one invalid, for example when a domain you no longer manage still has a TXT record with this code.",
      button: "New verification code",
      title: "Make a new verification code?",
      whenClaimed:
        "The current code will prove nothing any more. Replace the TXT record's value at your DNS provider with the new code, then click 'Verify domain'. Your claim runs for {{days}} days again.",
      whenVerified:
        "Your domain stays verified until its next check. Put the new code in the TXT record before you click 'Verify domain' again: with the old code that check fails and your branding on this domain stops.",
      cancel: "Cancel",
      confirm: "Make new code",
      confirming: "Making code...",
      failed: "No new code was made",
    },
  },
  preview: {
    title: "Preview",
    reportTitle: "Monthly SEO report",
    reportPeriod: "November 2026",
    loginTitle: "Sign in",
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    fallbackName: "Your Company",
    logoAlt: "{{name}} logo",
  },
  toasts: {
    enabled: {
      title: "White Label enabled",
      description: "You can now adjust your branding.",
    },
    saved: {
      title: "Settings saved",
      description: "Your white label settings have been saved.",
    },
    verified: { title: "Domain verified", description: "Your domain points to Vindbaar." },
    verifyFailed: {
      title: "Domain not verified",
      description:
        "We did not find both the CNAME record to the right address and the TXT record with your code. Check your DNS settings.",
    },
    rotated: {
      title: "New verification code made",
      description: "Put the new value in the TXT record at your DNS provider.",
    },
    failed: { title: "Something went wrong" },
  },
};
