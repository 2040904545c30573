/**
 * /login (sign in, create account, forgot password), the session's waiting states, sign-out, the
 * new-password form after a reset link, and the auth service's refusals by their GoTrue `code`.
 */
export const auth = {
  modes: {
    signIn: {
      // No "welkom terug": this form is also what a brand-new customer sees after signing up.
      title: "Inloggen",
      description: "Log in om je rapporten, zoekwoorden en blogconcepten te zien.",
      submit: "Inloggen",
      submitting: "Bezig met inloggen...",
    },
    signUp: {
      title: "Account aanmaken",
      description: "Maak je Vindbaar-account aan en laat AI elke maand je SEO verzorgen.",
      submit: "Account aanmaken",
      submitting: "Account aanmaken...",
    },
    forgotPassword: {
      title: "Wachtwoord herstellen",
      description:
        "Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen.",
      submit: "Herstellink versturen",
      submitting: "Herstellink versturen...",
    },
    magicLink: {
      title: "Inloggen met een e-maillink",
      description:
        "Vul je e-mailadres in. We sturen je een inloglink en een code van 6 cijfers, zonder wachtwoord.",
      submit: "Stuur me een inloglink",
      submitting: "Inloglink versturen...",
    },
  },
  emailLabel: "E-mailadres",
  emailPlaceholder: "jij@bedrijf.nl",
  passwordLabel: "Wachtwoord",
  passwordHint: "Je wachtwoord moet minstens {{min}} tekens lang zijn.",
  provider: {
    label: "Doorgaan met Google",
    loading: "Doorsturen naar Google...",
    divider: "of",
    /** The auth service refused because the provider is off on this project. */
    notEnabled:
      "Inloggen met Google is hier niet ingeschakeld. Log in met je e-mailadres en wachtwoord.",
    /** The auth service rejected the provider without a readable message. */
    unavailable: "Inloggen met Google lukt nu niet (HTTP {{status}}).",
  },
  switches: {
    toSignUp: { prompt: "Nog geen account?", action: "Maak een account aan" },
    toSignIn: { prompt: "Heb je al een account?", action: "Log in" },
    forgotPassword: "Wachtwoord vergeten?",
    magicLink: "Stuur me een inloglink",
    backToSignIn: "Terug naar inloggen",
  },
  messages: {
    confirmEmail: "Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!",
    resetSent: "We hebben je een e-mail gestuurd om je wachtwoord te herstellen. Kijk in je inbox.",
    confirmationResent: "We hebben een nieuwe bevestigingsmail gestuurd. Kijk in je inbox.",
  },
  /** After 'Stuur me een inloglink': the link is in the mail, the code can be typed here. */
  magicLink: {
    sent: "We hebben een inloglink en een code naar {{email}} gestuurd. Klik op de link in de e-mail of typ de code hieronder.",
    codeLabel: "Code uit de e-mail",
    codeHint: "6 cijfers",
    submit: "Inloggen met code",
    submitting: "Code controleren...",
    resend: "Stuur een nieuwe inloglink",
    resending: "Inloglink versturen...",
    otherEmail: "Ander e-mailadres gebruiken",
  },
  /** 'Wachtwoord wijzigen' in the account menu; an older session first confirms a mailed code. */
  changePassword: {
    title: "Wachtwoord wijzigen",
    description: "Kies een nieuw wachtwoord voor {{email}}.",
    passwordLabel: "Nieuw wachtwoord",
    passwordHint: "Minstens {{min}} tekens.",
    submit: "Wachtwoord opslaan",
    submitting: "Opslaan...",
    codeSent:
      "Je bent al een tijd ingelogd. Bevestig daarom eerst dat jij het bent: we hebben een code naar {{email}} gestuurd.",
    codeLabel: "Code uit de e-mail",
    confirm: "Bevestigen en opslaan",
    confirming: "Bevestigen...",
    resend: "Stuur een nieuwe code",
    resending: "Code versturen...",
    resent: "We hebben een nieuwe code gestuurd. Kijk in je inbox.",
    success: "Je wachtwoord is gewijzigd.",
  },
  resendConfirmation: {
    label: "Bevestigingsmail opnieuw sturen",
    loading: "Bevestigingsmail versturen...",
  },
  session: {
    loading: "Inlogstatus laden",
    redirectingToDashboard: "Doorsturen naar het dashboard",
    redirecting: "Doorsturen",
    signOut: "Uitloggen",
    signingOut: "Bezig met uitloggen...",
    fallbackName: "Gebruiker",
  },
  recovery: {
    title: "Kies een nieuw wachtwoord",
    description:
      "Je hebt een link geopend om je wachtwoord te herstellen. Kies een nieuw wachtwoord voor je account.",
    passwordLabel: "Nieuw wachtwoord",
    passwordHint: "Minstens {{min}} tekens.",
    submit: "Nieuw wachtwoord opslaan",
    submitting: "Opslaan...",
    success: "Je wachtwoord is gewijzigd. Je bent ingelogd.",
  },
  /** The CAPTCHA widget above the button (only when this build has one). */
  captcha: {
    loading: "Controle dat je geen robot bent laden...",
    unavailable:
      "De controle dat je geen robot bent kon niet laden. Controleer je internetverbinding of adblocker en laad de pagina opnieuw.",
  },
  /** The auth service's refusals, chosen by its error code (never by its English message). */
  errors: {
    invalidCredentials: "Dit e-mailadres en wachtwoord horen niet bij elkaar. Probeer het opnieuw.",
    emailNotConfirmed:
      "Je e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail.",
    userAlreadyExists:
      "Er bestaat al een account met dit e-mailadres. Log in of herstel je wachtwoord.",
    weakPasswordLength: "Je wachtwoord is te kort: gebruik minstens {{min}} tekens.",
    weakPasswordCharacters:
      "Je wachtwoord is te eenvoudig: gebruik kleine letters, hoofdletters, cijfers en tekens.",
    weakPasswordPwned:
      "Dit wachtwoord komt voor in bekende datalekken. Kies een wachtwoord dat je nergens anders gebruikt.",
    samePassword: "Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.",
    emailRateLimitWait_one:
      "Om veiligheidsredenen kun je dit pas over {{count}} seconde opnieuw aanvragen.",
    emailRateLimitWait_other:
      "Om veiligheidsredenen kun je dit pas over {{count}} seconden opnieuw aanvragen.",
    emailRateLimit: "Er zijn te veel e-mails verstuurd. Probeer het later opnieuw.",
    requestRateLimit: "Te veel pogingen achter elkaar. Wacht even en probeer het opnieuw.",
    linkExpired: "Deze link is ongeldig of verlopen. Vraag een nieuwe aan.",
    codeInvalid: "Deze code is onjuist of verlopen. Controleer de code of vraag een nieuwe aan.",
    invalidEmail: "Vul een geldig e-mailadres in.",
    signupDisabled: "Een account aanmaken kan op dit moment niet.",
    userBanned: "Dit account is geblokkeerd. Neem contact met ons op.",
    captchaRequired: "Rond eerst de controle af dat je geen robot bent.",
    captchaFailed:
      "De controle dat je geen robot bent is mislukt of verlopen. Doe de controle opnieuw en probeer het nog eens.",
    network: "De inlogdienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.",
    unknown: "Er ging iets mis bij het inloggen. Probeer het opnieuw.",
  },
};
