/**
 * Drafts for the sample bakery (bakery-facts.ts), as fixed text so the checker's tests do not
 * move when the built-in writer changes:
 * - FILLER_GUIDE and FILLER_LOCAL are what the built-in writer of issue 12 wrote for the
 *   bakery's "Desembrood: de complete gids" and "Bakker Utrecht: zo pak je het aan" (seed 1,
 *   sector Horeca): template advice for any service business, keywords pushed in, fragments in
 *   the meta description, and many sentences shared between the two.
 * - GOOD_POST is what a post for this bakery should look like: about its bread, drawing on the
 *   facts of its own site, keywords in natural sentences, plain Dutch.
 */
import type { WrittenDraft } from "../../../../supabase/functions/_shared/content/types.ts";

export const FILLER_GUIDE: WrittenDraft = {
  title: "Desembrood: de complete gids",
  metaTitle: "Desembrood: de complete gids | Bakkerij De Korenschoof",
  metaDescription:
    "Alles over desembrood: waar let je op, hoe kies je goed en wat kost het? Door Bakkerij De Korenschoof uit Utrecht. Zo voorkom je dure fouten. Direct toepasbaar.",
  markdown: `# Desembrood: de complete gids

Desembrood roept vaak meer vragen op dan je vooraf denkt. Wat is verstandig, wat kost het en bij wie kun je terecht? In dit artikel delen we wat we bij Bakkerij De Korenschoof in de praktijk in Utrecht zien.

Je leest hieronder hoe je het beste kunt beginnen, welke fouten je beter kunt vermijden en wat je mag verwachten. Bewaar dit artikel gerust: onderaan staat een checklist. Meer achtergrond vind je op onze pagina [Ons brood](http://127.0.0.1:54329/assortiment).

## Desembrood: waar begin je?

In de horeca draait veel om vertrouwen. Voordat iemand kiest voor een lunch, diner of feestje op locatie, wordt er eerst gekeken wie er achter het bedrijf zit en wat anderen ervan vinden. Dat is verstandig, want een verkeerde keuze kost tijd, geld en energie die je liever ergens anders aan besteedt. Wie verder kijkt, komt al snel uit bij bakker Utrecht.

Toch hoeft het niet ingewikkeld te zijn. Wie weet waar je op moet letten, herkent snel het verschil tussen een degelijk voorstel en een mooie belofte. Daarvoor is geen vakkennis nodig, wel een beetje voorbereiding en de juiste vragen.

### Het verschil tussen goed en net niet

Een doordachte aanpak levert vooral rust op. Je weet vooraf wat er gaat gebeuren, wat het kost en wie je aanspreekpunt is. Dat voorkomt misverstanden en zorgt ervoor dat het resultaat aansluit bij wat je voor ogen had. Denk daarbij ook aan bruidstaart Utrecht, want dat hangt er vaak nauw mee samen.

## Van eerste gesprek tot resultaat

Denk aan een restaurant dat allergenen en groepsarrangementen vooraf duidelijk doorgeeft: duidelijkheid vooraf voorkomt verrassingen achteraf. Bij Bakkerij De Korenschoof werken we daarom stap voor stap en altijd in overleg:

1. **Kennismaking:** we bespreken je vraag, wensen en planning.
2. **Voorstel:** je ontvangt een duidelijk voorstel met prijs en planning.
3. **Uitvoering:** we houden je op de hoogte van de voortgang.
4. **Evaluatie:** we lopen het resultaat samen door en spreken de nazorg af.

Zo houd je overzicht en zeggenschap, van het eerste gesprek tot en met de nazorg.

## De voordelen van een partij uit Utrecht

Voor veel gasten in Utrecht is nabijheid een belangrijke reden om voor een lokale partij te kiezen. Dat is begrijpelijk: persoonlijk contact maakt samenwerken een stuk eenvoudiger.

### Korte lijnen, snelle antwoorden

Bovendien is een lokale zaak makkelijk te controleren: je kunt in Utrecht gewoon rondvragen wie er tevreden over is.

## Kosten: waar moet je rekening mee houden?

Een vaste prijs voor elke situatie bestaat zelden. De kosten hangen af van een aantal factoren die per opdracht verschillen. Wie die factoren kent, begrijpt beter waarom offertes uiteenlopen.

- de hoeveelheid voorbereiding en overleg die nodig is;
- de kwaliteit van de gebruikte materialen of middelen;
- de gewenste snelheid, want spoed vraagt om extra inzet;
- garantie, nazorg en eventuele onderhoudsafspraken.

Een duidelijke offerte noemt de werkzaamheden, de planning en de voorwaarden. Ontbreekt een van die drie, vraag er dan naar voordat je tekent.

## Praktische checklist voor je volgende stap

Met deze checklist vergeet je niets belangrijks:

- Schrijf je wensen en het gewenste resultaat in een paar zinnen op.
- Vraag minimaal twee voorstellen op en vergelijk ze op inhoud, niet alleen op prijs.
- Vraag na wat er wel en niet bij de prijs is inbegrepen.
- Leg afspraken over planning, oplevering en nazorg schriftelijk vast.
- Houd foto's, documenten en vragen bij de hand voor het eerste gesprek.
- Plan na afloop een korte evaluatie: is alles naar wens?

## Vragen en antwoorden over desembrood

### Wat als het resultaat niet aan de verwachting voldoet?

Dan gaan we samen om tafel. Daarom leggen we vooraf vast wat het resultaat moet zijn: zo is er achteraf een duidelijk ijkpunt en kunnen we snel bijsturen.

### Welke informatie heeft een specialist nodig?

Hoe meer je vooraf vertelt, hoe beter het advies. Denk aan een korte beschrijving van de situatie, foto's of documenten en je planning. Zo kan er direct een realistisch voorstel worden gemaakt.

### Waarom kiezen voor een partij uit Utrecht?

Een lokale partij kent de omgeving, is snel ter plaatse en is makkelijk aanspreekbaar als er iets bijgesteld moet worden. Dat scheelt tijd en maakt de communicatie persoonlijker.

### Hoe lang duurt het traject rond desembrood?

Dat verschilt per situatie. Na een eerste gesprek kunnen we meestal een realistische planning geven. Zo weet je vooraf waar je aan toe bent.

## Tot slot

Desembrood hoeft geen ingewikkeld verhaal te zijn. Wie weet wat je wilt, de voorstellen goed vergelijkt en afspraken vastlegt, voorkomt de meeste problemen. Via de pagina [Contact](http://127.0.0.1:54329/contact) kun je ons eenvoudig bereiken.

Heb je vragen of wil je direct een afspraak maken? Bakkerij De Korenschoof helpt gasten in Utrecht graag verder. Neem gerust contact met ons op.
`,
};

export const FILLER_LOCAL: WrittenDraft = {
  title: "Bakker Utrecht: zo pak je het aan",
  metaTitle: "Bakker Utrecht: zo pak je het aan | Bakkerij De Korenschoof",
  metaDescription:
    "Bakker Utrecht zonder verrassingen? Lees onze tips, de checklist en veelgestelde vragen. Door Bakkerij De Korenschoof uit Utrecht. Zo voorkom je dure fouten.",
  markdown: `# Bakker Utrecht: zo pak je het aan

Bakker Utrecht roept vaak meer vragen op dan je vooraf denkt. Wat is verstandig, wat kost het en bij wie kun je terecht? In dit artikel delen we wat we bij Bakkerij De Korenschoof in de praktijk in Utrecht zien.

Dit artikel is bedoeld als praktische gids: kort waar het kan, uitgebreid waar het nodig is. Met de checklist aan het eind ga je goed voorbereid van start. Op de pagina [Ons brood](http://127.0.0.1:54329/assortiment) lees je hoe wij dat aanpakken.

## Bakker Utrecht: waarom het de moeite loont

Bij bakker Utrecht draait het om meer dan alleen de prijs. Het gaat om de vraag of het resultaat over een paar jaar nog steeds goed is, en of je in de tussentijd iemand kunt bellen als er iets is. Dat vraagt om een weloverwogen keuze, niet om een snelle klik. Veel gasten vragen ons in dit verband ook naar desembrood.

Toch hoeft het niet ingewikkeld te zijn. Wie weet waar je op moet letten, herkent snel het verschil tussen een degelijk voorstel en een mooie belofte. Daarvoor is geen vakkennis nodig, wel een beetje voorbereiding en de juiste vragen.

### Het verschil tussen goed en net niet

Het verschil zit vaak in kleine dingen: een heldere offerte, een vaste contactpersoon en afspraken die op papier staan. Juist die details bepalen of je achteraf tevreden terugkijkt of dat er nog van alles geregeld moet worden.

## De voordelen van een partij uit Utrecht

Voor veel gasten in Utrecht is nabijheid een belangrijke reden om voor een lokale partij te kiezen. Dat is begrijpelijk: persoonlijk contact maakt samenwerken een stuk eenvoudiger.

### Persoonlijk contact maakt het verschil

Bij Bakkerij De Korenschoof kennen we Utrecht en de mensen die er wonen en werken. Daardoor weten we wat er speelt en kunnen we snel schakelen als dat nodig is.

## Voorbereiding: het halve werk

Een goede voorbereiding begint bij jezelf. Neem even de tijd om op te schrijven wat je wilt bereiken en waarom. Hoe concreter je wensen, hoe beter een specialist kan inschatten wat er nodig is en hoe lang het duurt.

### Breng je wensen in kaart

Denk niet alleen aan wat je nu nodig hebt, maar ook aan de komende jaren. Een oplossing die meegroeit, is op de lange termijn vaak voordeliger dan een snelle noodoplossing.

### Bepaal budget en planning

Houd er rekening mee dat de goedkoopste optie niet altijd de voordeligste is. Vraag daarom ook naar de kosten op langere termijn, zoals onderhoud of vervolgafspraken.

## Veelgemaakte fouten en hoe je ze voorkomt

Sommige fouten kosten alleen wat tijd, andere lopen flink in de papieren. Deze komen we het vaakst tegen:

- **Geen vragen stellen.** Een goede specialist legt graag uit wat er gebeurt en waarom.
- **Afspraken alleen mondeling maken.** Zet planning, prijs en oplevering altijd op papier.
- **Te laat beginnen.** Wie pas in actie komt als het echt moet, heeft minder keuze en betaalt soms extra voor spoed.
- **De nazorg vergeten.** Vraag vooraf wat er gebeurt als er na afloop iets niet goed is.

Door deze fouten te vermijden, houd je regie over het resultaat en het budget.

## Praktische checklist voor je volgende stap

Loop deze punten na voordat je een beslissing neemt:

- Vraag minimaal twee voorstellen op en vergelijk ze op inhoud, niet alleen op prijs.
- Controleer recente foto's van de gerechten, actuele openingstijden en recensies van gasten.
- Vraag na wat er wel en niet bij de prijs is inbegrepen.
- Lees recente reviews van gasten uit Utrecht.
- Plan na afloop een korte evaluatie: is alles naar wens?
- Bewaar facturen en garantiebewijzen op één vaste plek.

## Vragen en antwoorden over bakker Utrecht

### Hoe snel kan er gestart worden?

Dat hangt af van de drukte en de omvang van de vraag. Bij Bakkerij De Korenschoof reageren we doorgaans binnen enkele werkdagen met een voorstel. Bij spoed kun je ons het beste even bellen.

### Waar let je op bij het vergelijken van offertes?

Kijk niet alleen naar het totaalbedrag, maar ook naar wat er precies is inbegrepen, welke planning wordt voorgesteld en hoe de nazorg is geregeld. Twee offertes met hetzelfde bedrag kunnen heel verschillend zijn.

### Waar hangt de prijs van af?

Van de omvang van de opdracht, de gewenste snelheid en de kwaliteit van wat er geleverd wordt. Een eerlijke partij legt uit hoe de prijs is opgebouwd. Vraag daar gerust naar: het voorkomt misverstanden achteraf.

## Samengevat

Wie bakker Utrecht goed wil regelen, hoeft geen expert te worden. Het gaat erom dat je de juiste vragen stelt, afspraken vastlegt en kiest voor een partij die je serieus neemt. Via de pagina [Contact](http://127.0.0.1:54329/contact) kun je ons eenvoudig bereiken.

Wil je persoonlijk advies? Neem dan contact op met Bakkerij De Korenschoof in Utrecht. We denken graag vrijblijvend met je mee.
`,
};

export const GOOD_POST: WrittenDraft = {
  title: "Desembrood: zo herken je goed brood van de bakker",
  metaTitle: "Desembrood: zo herken je goed brood | De Korenschoof",
  metaDescription:
    "Goed desembrood herken je aan de korst, de kruim en de geur. Lees waar je op let en hoe je het vers houdt. Haal het elke ochtend vers aan de Twijnstraat.",
  markdown: `# Desembrood: zo herken je goed brood van de bakker

Goed desembrood proef je meteen. De korst is donker en knapperig. Het brood is stevig en een beetje zuur. Bij Bakkerij De Korenschoof in Utrecht bakken we het elke dag vers. In dit artikel lees je hoe je goed desembrood herkent, hoe je het bewaart en hoe je een taart bij ons bestelt.

We bakken sinds 1987 in hetzelfde pand aan de Twijnstraat. Daar ruik je 's ochtends al van ver het verse brood. Kijk gerust eens in ons [assortiment brood en banket](http://127.0.0.1:54329/assortiment).

## Wat maakt desembrood anders?

Gewoon brood rijst met gist uit een pakje. Desembrood rijst met desem. Dat is een mengsel van meel en water dat een paar dagen gist. De desem werkt langzaam. Daardoor krijgt het brood meer smaak. Het blijft ook langer lekker.

Bij ons kies je uit volkoren desem, spelt desem en ons Utrechts roggebrood. Elk brood heeft een eigen smaak. Volkoren is stevig en vol. Spelt is iets zachter. Rogge is donker en kruidig.

### Zo herken je goed desembrood

Let bij het kopen op een paar dingen:

- De korst is donker, dik en knapperig.
- De kruim heeft grote en kleine gaten door elkaar.
- Het brood ruikt fris en licht zuur.
- Een sneetje voelt vochtig, maar niet plakkerig.
- Het brood is zwaar voor zijn maat.

Is de korst bleek en zacht? Dan is het brood te kort gebakken. Ruikt het naar azijn? Dan is de desem te ver doorgegaan. Twijfel je? Vraag het gerust in de winkel. We laten je graag proeven voordat je kiest.

## Zo blijft je brood langer vers

Een goed desembrood blijft een paar dagen lekker. Bewaar het met het snijvlak naar beneden. Een linnen zak of een broodtrommel werkt het best. Zo droogt het niet uit. Een plastic zak is minder goed. Dan wordt de korst zacht.

Eet je het niet snel op? Snijd het brood dan eerst en vries het in porties in. Zo pak je elke dag precies wat je nodig hebt. Een sneetje uit de vriezer rooster je kort. Dan is het weer knapperig.

### Opbakken doe je zo

Heb je een halve desem over van gisteren? Maak de korst een beetje nat. Zet het brood dan een paar minuten in een hete oven. De korst wordt weer knapperig en het brood ruikt als nieuw.

## Meer dan brood: taart en banket

Naast brood bakken we ook banket. Denk aan tompoucen en in december aan banketstaaf. Onze appeltaart kost € 14,50. Die haal je gewoon in de winkel.

Voor een feest maken we ook taarten op bestelling. Je kiest een verjaardagstaart, een bruidstaart of een fotaart. Bestel uiterlijk twee dagen van tevoren. Voor een bruidstaart plannen we graag eerst een proeverij. Zo weet je zeker dat de smaak bij jullie dag past. Op de pagina [taart bestellen](http://127.0.0.1:54329/taart-bestellen) lees je hoe het werkt.

## Veelgestelde vragen over desembrood

### Is desembrood gezonder dan ander brood?

Desembrood rijst langer. Veel mensen vinden het daardoor beter te verteren. Het blijft ook langer vers. Of het voor jou beter is, merk je vooral zelf.

### Kan ik desembrood invriezen?

Ja, dat kan goed. Snijd het eerst in sneetjes. Dan pak je steeds wat je nodig hebt.

### Wanneer is het brood het versst?

Elke ochtend om zes uur staat het verse brood klaar. We zijn open van dinsdag tot en met zaterdag, van 7.00 tot 17.00 uur. Kom je vroeg, dan is de keus het grootst.

## Kom proeven aan de Twijnstraat

Wil je weten hoe echt desembrood smaakt? Kom langs in onze winkel aan de Twijnstraat 12 in Utrecht. Proef het verschil en vraag gerust welk brood bij je past. Bellen kan ook: 030 123 45 67. Meer over ons lees je op de pagina [contact en openingstijden](http://127.0.0.1:54329/contact).
`,
};
