/** Copy of the scan's state on the dashboard and in Rapporten (issue 19). */
export const scanStatusContent = {
  heading: "Scan van je website",
  queued: "Scan gepland",
  queuedText: (site: string) =>
    `We scannen ${site} zo meteen. Dat duurt meestal een paar minuten; je kunt gewoon verder werken.`,
  running: (done: number, planned: number) =>
    planned > 0 ? `Scan bezig (${done} van ${planned} pagina's)` : "Scan bezig",
  runningText: (site: string) =>
    `We lezen ${site} en controleren elke pagina. Je rapport staat onder 'Rapporten' zodra de scan klaar is.`,
  progressLabel: "Voortgang van de scan",
  failed: (reason: string) => `Scan mislukt: ${reason}`,
  failedSite: (site: string) => `Adres: ${site}`,
  retryAt: (moment: string) => `We proberen het vanzelf opnieuw op ${moment}.`,
  retry: "Opnieuw proberen",
  retrying: "Scan starten…",
  retryFailed: "Opnieuw proberen lukte niet",
  changeAddress: "Adres wijzigen",
  needsPlan: "Met een abonnement scannen we je website opnieuw.",
  done: (pages: number) =>
    `Scan klaar: ${pages === 1 ? "1 pagina" : `${pages} pagina's`} gecontroleerd.`,
  viewReports: "Bekijk je rapport",
} as const;
