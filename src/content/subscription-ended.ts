/**
 * What a customer whose subscription has ended reads on the dashboard and in the Contentkalender:
 * generated content stays theirs (the terms say so), so it stays readable and exportable; only
 * new work stops. One sentence, one source.
 */
export const subscriptionEndedContent = {
  notice:
    "Je abonnement is beëindigd: je rapporten en artikelen blijven van jou en kun je nog lezen en exporteren, maar nieuwe artikelen, scans en de API staan stil tot je weer een pakket kiest.",
  action: "Kies een pakket",
  writtenHeading: "Je artikelen",
  noneWritten: "Er zijn geen geschreven artikelen.",
} as const;
