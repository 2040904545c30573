import type { SECTORS } from "@contract/onboarding";

/**
 * Finer sectors offered under each of the ten groups (the field is free text: these are only
 * suggestions). Each names a kind of business the writers and the checker recognise, in Dutch
 * in either language: the value is what the Dutch content is written for. The profile form's copy
 * is in the "profile" catalogue (src/i18n).
 */
export const sectorDetailSuggestions: Record<(typeof SECTORS)[number], readonly string[]> = {
  "Bouw en installatie": [
    "Installatiebedrijf",
    "Loodgieter",
    "Elektricien",
    "Dakdekker",
    "Schildersbedrijf",
    "Aannemer",
    "Timmerman",
    "Hovenier",
    "Stukadoor",
    "Tegelzetter",
    "Klusbedrijf",
  ],
  Horeca: ["Restaurant", "Café", "Lunchroom", "Hotel", "Bed & breakfast", "Cateraar", "IJssalon"],
  "Detailhandel en webshops": [
    "Bakkerij",
    "Slagerij",
    "Kaaswinkel",
    "Bloemist",
    "Boekhandel",
    "Fietsenwinkel",
    "Kledingwinkel",
    "Webshop",
    "Juwelier",
    "Opticien",
  ],
  "Zakelijke dienstverlening": [
    "Accountantskantoor",
    "Administratiekantoor",
    "Belastingadviseur",
    "Advocatenkantoor",
    "Notaris",
    "Adviesbureau",
    "Marketingbureau",
    "Schoonmaakbedrijf",
  ],
  "Zorg en welzijn": [
    "Fysiotherapiepraktijk",
    "Tandartspraktijk",
    "Huisartsenpraktijk",
    "Psycholoog",
    "Diëtist",
    "Podotherapeut",
    "Thuiszorg",
    "Kinderopvang",
  ],
  "Beauty en wellness": [
    "Kapsalon",
    "Barbier",
    "Schoonheidssalon",
    "Nagelstudio",
    "Massagepraktijk",
    "Sauna",
  ],
  "Onderwijs en training": [
    "Rijschool",
    "Bijlesinstituut",
    "Taalschool",
    "Muziekschool",
    "Sportschool",
    "Yogastudio",
    "Dansschool",
    "Trainingsbureau",
  ],
  "ICT en software": ["Webbureau", "IT-beheer", "Softwareontwikkeling", "Hostingbedrijf"],
  Vastgoed: ["Makelaar", "Taxateur", "Vastgoedbeheer", "Hypotheekadviseur"],
  Overig: ["Fotograaf", "Hondentrimsalon", "Autogarage", "Verhuurbedrijf", "Uitvaartverzorger"],
};
