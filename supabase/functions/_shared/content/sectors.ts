/**
 * What the built-in writer knows about each sector of the onboarding form (contract/onboarding.ts
 * SECTORS), so its sentences talk about the customer's own kind of clients and work. Every field
 * is written to fit the sentence slots in the phrase files:
 * - `klanten`: plural noun ("veel {klanten} zoeken eerst online");
 * - `aanbieder`: who the reader chooses, a de-word ("de juiste {aanbieder} kiezen");
 * - `inSector`: a place phrase ("{inSector} draait alles om vertrouwen");
 * - `dienst`: what a client chooses ("voordat iemand kiest voor {dienst}");
 * - `bewijs`: proof that builds trust ("laat {bewijs} zien");
 * - `moment`: when clients search ("ze zoeken vaak {moment}");
 * - `voorbeeld`: a concrete example ("denk aan {voorbeeld}").
 */
import type { SECTORS } from "../contract/onboarding.ts";

export type Sector = (typeof SECTORS)[number];

export interface SectorWords {
  klanten: string;
  aanbieder: string;
  inSector: string;
  dienst: string;
  bewijs: string;
  moment: string;
  voorbeeld: string;
}

export const SECTOR_WORDS: Record<Sector, SectorWords> = {
  "Bouw en installatie": {
    klanten: "opdrachtgevers",
    aanbieder: "installateur",
    inSector: "in de bouw en installatietechniek",
    dienst: "een verbouwing, installatie of onderhoudsbeurt",
    bewijs: "foto's van afgeronde projecten, certificeringen en garantievoorwaarden",
    moment: "zodra er een lekkage is of een verbouwing op de planning staat",
    voorbeeld: "een installateur die per klus duidelijk vermeldt wat er wel en niet inbegrepen is",
  },
  Horeca: {
    klanten: "gasten",
    aanbieder: "zaak",
    inSector: "in de horeca",
    dienst: "een lunch, diner of feestje op locatie",
    bewijs: "recente foto's van de gerechten, actuele openingstijden en recensies van gasten",
    moment: "vlak voordat ze de deur uitgaan, vaak op hun telefoon",
    voorbeeld: "een restaurant dat allergenen en groepsarrangementen vooraf duidelijk doorgeeft",
  },
  "Detailhandel en webshops": {
    klanten: "kopers",
    aanbieder: "winkel",
    inSector: "in de detailhandel en e-commerce",
    dienst: "een aankoop in de winkel of online",
    bewijs: "heldere productfoto's, eerlijke levertijden en reviews van kopers",
    moment: "wanneer ze prijzen en levertijden vergelijken",
    voorbeeld: "een winkel die bij elk product uitlegt voor wie het bedoeld is",
  },
  "Zakelijke dienstverlening": {
    klanten: "opdrachtgevers",
    aanbieder: "adviseur",
    inSector: "in de zakelijke dienstverlening",
    dienst: "een adviseur, accountant of ander zakelijk partner",
    bewijs: "cases van klanten, duidelijke tarieven en de ervaring van het team",
    moment: "als een vraag te groot wordt om zelf op te lossen",
    voorbeeld: "een administratiekantoor dat vooraf een vaste prijs per dienst afspreekt",
  },
  "Zorg en welzijn": {
    klanten: "cliënten",
    aanbieder: "zorgverlener",
    inSector: "in de zorg en het welzijnswerk",
    dienst: "een behandeling of begeleiding",
    bewijs: "registraties, vergoedingen per zorgverzekeraar en ervaringen van cliënten",
    moment: "wanneer klachten aanhouden of een doorverwijzing nodig is",
    voorbeeld: "een praktijk die vooraf de wachttijd, de werkwijze en de vergoeding uitlegt",
  },
  "Beauty en wellness": {
    klanten: "klanten",
    aanbieder: "salon",
    inSector: "in de beauty- en wellnessbranche",
    dienst: "een behandeling of een dagje ontspanning",
    bewijs: "een actuele prijslijst, foto's van resultaten en reviews",
    moment: "als ze een afspraak willen plannen voor een speciale gelegenheid",
    voorbeeld: "een salon die per behandeling uitlegt hoe lang die duurt en wat die kost",
  },
  "Onderwijs en training": {
    klanten: "cursisten",
    aanbieder: "opleider",
    inSector: "in onderwijs en training",
    dienst: "een cursus, training of opleiding",
    bewijs: "het lesprogramma, de ervaring van de docenten en beoordelingen van oud-cursisten",
    moment: "wanneer ze een nieuwe stap in hun loopbaan willen zetten",
    voorbeeld: "een opleider die per training de leerdoelen en startdata vermeldt",
  },
  "ICT en software": {
    klanten: "organisaties",
    aanbieder: "IT-partner",
    inSector: "in de ICT",
    dienst: "een softwarepakket, een IT-partner of een maatwerkproject",
    bewijs: "referenties, uitgewerkte cases en duidelijke afspraken over support",
    moment: "als hun huidige systemen niet meer meegroeien",
    voorbeeld: "een softwarebedrijf dat in gewone taal uitlegt welk probleem het oplost",
  },
  Vastgoed: {
    klanten: "kopers, verkopers en huurders",
    aanbieder: "makelaar",
    inSector: "in de vastgoedsector",
    dienst: "een makelaar, taxateur of beheerder",
    bewijs: "verkochte woningen, heldere courtagetarieven en beoordelingen",
    moment: "ruim voordat ze een woning kopen, verkopen of huren",
    voorbeeld: "een makelaar die per wijk uitlegt wat woningen er gemiddeld doen",
  },
  Overig: {
    klanten: "klanten",
    aanbieder: "specialist",
    inSector: "in elke branche",
    dienst: "een product of dienst",
    bewijs: "voorbeelden van eerder werk, duidelijke prijzen en ervaringen van klanten",
    moment: "wanneer ze een probleem willen oplossen en snel antwoord zoeken",
    voorbeeld: "een ondernemer die de vragen van klanten vooraf eerlijk beantwoordt",
  },
};

/** The sector's words; an unknown sector gets the general "Overig" words. */
export function sectorWords(sector: string): SectorWords {
  return SECTOR_WORDS[sector as Sector] ?? SECTOR_WORDS.Overig;
}
