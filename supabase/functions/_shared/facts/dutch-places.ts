/**
 * Dutch provinces, regions and towns (every municipality and the larger places within them), to
 * tell "in Amersfoort" from "in December" when a site names where it works. A town missing here
 * is still found in an address (postcode + town) or in a list after "werkgebied" or "wij werken
 * in"; this list only decides for places named in passing.
 */
const PLACES = `
Groningen|Friesland|Fryslân|Drenthe|Overijssel|Flevoland|Gelderland|Utrecht|Noord-Holland|
Zuid-Holland|Zeeland|Noord-Brabant|Brabant|Limburg|Randstad|Veluwe|Achterhoek|Twente|Betuwe|
Het Gooi|Kennemerland|Westland|Salland|De Kempen|Meierij|De Peel|Zaanstreek|Drechtsteden|
Bollenstreek|Zuid-Limburg|Midden-Limburg|Noord-Limburg|West-Friesland|Hoeksche Waard|Voorne-Putten|
Aa en Hunze|Aalsmeer|Aalten|Achtkarspelen|Alblasserdam|Albrandswaard|Alkmaar|Almelo|Almere|
Alphen aan den Rijn|Alphen-Chaam|Altena|Ameland|Amersfoort|Amstelveen|Amsterdam|Apeldoorn|
Arnhem|Assen|Asten|Baarle-Nassau|Baarn|Barendrecht|Barneveld|Beek|Beekdaelen|Beesel|Berg en Dal|
Bergeijk|Bergen|Bergen op Zoom|Berkelland|Bernheze|Best|Beuningen|Beverwijk|Bladel|Blaricum|
Bloemendaal|Bodegraven|Boekel|Borger-Odoorn|Borne|Borsele|Boxmeer|Boxtel|Breda|Brielle|
Bronckhorst|Brummen|Brunssum|Bunnik|Bunschoten|Buren|Capelle aan den IJssel|Castricum|
Coevorden|Cranendonck|Culemborg|Dalfsen|Dantumadiel|De Bilt|De Fryske Marren|De Ronde Venen|
De Wolden|Delft|Den Haag|Den Helder|Den Bosch|Deurne|Deventer|Diemen|Dijk en Waard|Dinkelland|
Doesburg|Doetinchem|Dongen|Dordrecht|Drechterland|Drimmelen|Dronten|Druten|Duiven|Echt-Susteren|
Edam-Volendam|Ede|Eemnes|Eemsdelta|Eersel|Eijsden-Margraten|Eindhoven|Elburg|Emmen|Enkhuizen|
Enschede|Epe|Ermelo|Etten-Leur|Geertruidenberg|Geldrop|Geldrop-Mierlo|Gemert|Gemert-Bakel|Gennep|
Gilze en Rijen|Goeree-Overflakkee|Goes|Goirle|Gooise Meren|Gorinchem|Gouda|Grave|Gulpen-Wittem|
Haaksbergen|Haarlem|Haarlemmermeer|Halderberge|Hardenberg|Harderwijk|Hardinxveld-Giessendam|
Harlingen|Hattem|Heemskerk|Heemstede|Heerde|Heerenveen|Heerlen|Heeze-Leende|Heiloo|Hellendoorn|
Helmond|Hendrik-Ido-Ambacht|Hengelo|Het Hogeland|Heumen|Heusden|Hillegom|Hilvarenbeek|Hilversum|
Hof van Twente|Hollands Kroon|Hoogeveen|Hoorn|Horst aan de Maas|Houten|Huizen|Hulst|IJsselstein|
Kaag en Braassem|Kampen|Kapelle|Katwijk|Kerkrade|Koggenland|Krimpen aan den IJssel|
Krimpenerwaard|Laarbeek|Land van Cuijk|Cuijk|Landgraaf|Landsmeer|Lansingerland|Laren|Leeuwarden|
Leiden|Leiderdorp|Leidschendam-Voorburg|Lelystad|Leudal|Leusden|Lingewaard|Lisse|Lochem|
Loon op Zand|Lopik|Losser|Maasdriel|Maasgouw|Maashorst|Maassluis|Maastricht|Medemblik|Meerssen|
Meierijstad|Meppel|Middelburg|Midden-Delfland|Midden-Drenthe|Midden-Groningen|Moerdijk|Molenlanden|
Montferland|Montfoort|Mook en Middelaar|Neder-Betuwe|Nederweert|Nieuwegein|Nieuwkoop|Nijkerk|
Nijmegen|Nissewaard|Noardeast-Fryslân|Noord-Beveland|Noordenveld|Noordoostpolder|Noordwijk|Nuenen|
Nunspeet|Oegstgeest|Oirschot|Oisterwijk|Oldambt|Oldebroek|Oldenzaal|Olst-Wijhe|Ommen|Oost Gelre|
Oosterhout|Ooststellingwerf|Oostzaan|Opmeer|Opsterland|Oss|Oude IJsselstreek|Ouder-Amstel|
Oudewater|Overbetuwe|Papendrecht|Peel en Maas|Pekela|Pijnacker-Nootdorp|Purmerend|Putten|
Raalte|Reimerswaal|Renkum|Renswoude|Reusel-De Mierden|Rheden|Rhenen|Ridderkerk|Rijssen-Holten|
Rijswijk|Roerdalen|Roermond|Roosendaal|Rotterdam|Rozendaal|Rucphen|Schagen|Scherpenzeel|Schiedam|
Schiermonnikoog|Schouwen-Duiveland|'s-Hertogenbosch|Simpelveld|Sint-Michielsgestel|Sittard|
Sittard-Geleen|Geleen|Sliedrecht|Sluis|Smallingerland|Soest|Someren|Son en Breugel|Stadskanaal|
Staphorst|Stede Broec|Steenbergen|Steenwijkerland|Steenwijk|Stein|Stichtse Vecht|Súdwest-Fryslân|
Sneek|Terneuzen|Terschelling|Texel|Teylingen|Tholen|Tiel|Tilburg|Tubbergen|Twenterand|Tynaarlo|
Tytsjerksteradiel|Uitgeest|Uithoorn|Urk|Utrechtse Heuvelrug|Vaals|Valkenburg|Valkenburg aan de Geul|
Valkenswaard|Veendam|Veenendaal|Veere|Veldhoven|Velsen|Venlo|Venray|Vijfheerenlanden|Vlaardingen|
Vlieland|Vlissingen|Voerendaal|Voorschoten|Voorst|Vught|Waadhoeke|Waalre|Waalwijk|Waddinxveen|
Wageningen|Wassenaar|Waterland|Weert|West Betuwe|West Maas en Waal|Westerkwartier|Westerveld|
Westervoort|Westerwolde|Westland|Weststellingwerf|Wierden|Wijchen|Wijdemeren|Wijk bij Duurstede|
Winterswijk|Woensdrecht|Woerden|Wormerland|Woudenberg|Zaanstad|Zaandam|Zaltbommel|Zandvoort|Zeewolde|
Zeist|Zevenaar|Zoetermeer|Zoeterwoude|Zuidplas|Zundert|Zutphen|Zwartewaterland|Zwijndrecht|Zwolle|
Haren|Zuidhorn|Leek|Hoevelaken|Hilversum|Bussum|Naarden|Weesp|Maarssen|Vleuten|Driebergen|Doorn|
Amerongen|Bilthoven|Leidsche Rijn|Hoofddorp|Nieuw-Vennep|Badhoevedorp|Heerhugowaard|Volendam|
Edam|Monnickendam|Krommenie|Wormer|Voorburg|Leidschendam|Nootdorp|Pijnacker|Berkel en Rodenrijs|
Bergschenhoek|Bleiswijk|Rosmalen|Vught|Drunen|Kaatsheuvel|Waspik|Oisterwijk|Veghel|Uden|Schijndel|
Sint-Oedenrode|Eersel|Heeze|Mierlo|Etten|Leur|Made|Terheijden|Prinsenbeek|Teteringen|Ulvenhout|
Bavel|Oosterbeek|Wolfheze|Doorwerth|Heelsum|Velp|Dieren|Elst|Bemmel|Huissen|Zetten|Lent|Malden|
Beek-Ubbergen|Groesbeek|Druten|Dodewaard|Kesteren|Opheusden|Veenendaal|Lunteren|Bennekom|
Wekerom|Otterlo|Hoenderloo|Vaassen|Twello|Eerbeek|Loenen|Klarenbeek|Beekbergen|Ugchelen|Nijverdal|
Goor|Delden|Markelo|Denekamp|Ootmarsum|Vriezenveen|Holten|Rijssen|Nijkerk|Bunschoten-Spakenburg|
Spakenburg|Hattem|Wezep|Heerde|Epe|Emmeloord|Joure|Drachten|Dokkum|Franeker|Bolsward|Workum|Wolvega|
Oosterwolde|Gorredijk|Burgum|Kollum|Buitenpost|Roden|Peize|Eelde|Paterswolde|Zuidlaren|Annen|
Gieten|Borger|Odoorn|Klazienaveen|Nieuw-Amsterdam|Dalen|Beilen|Hoogeveen|Zuidwolde|Havelte|
Diever|Dwingeloo|Vledder|Appingedam|Delfzijl|Winschoten|Hoogezand|Sappemeer|Veendam|Ter Apel|
Vlagtwedde|Bedum|Winsum|Uithuizen|Warffum|Grootegast|Marum|Middelharnis|Dirksland|Oude-Tonge|
Spijkenisse|Hellevoetsluis|Rockanje|Oostvoorne|Rozenburg|Hoogvliet|Pernis|Ridderkerk|Rhoon|
Poortugaal|Oud-Beijerland|Puttershoek|Numansdorp|Strijen|Hendrik-Ido-Ambacht|Alblasserdam|
Nieuw-Lekkerland|Schoonhoven|Bergambacht|Ouderkerk aan den IJssel|Nieuwerkerk aan den IJssel|
Moordrecht|Waddinxveen|Boskoop|Reeuwijk|Bodegraven|Woerden|Harmelen|Mijdrecht|Vinkeveen|Wilnis|
Abcoude|Breukelen|Loenen aan de Vecht|Nieuwegein|Vianen|Lopik|Schoonhoven|Culemborg|Tiel|
Geldermalsen|Leerdam|Gorinchem|Zaltbommel|Heusden|Vlijmen|Nieuwkuijk|Hedel|Ammerzoden|Kerkdriel|
Rossum|Megen|Ravenstein|Grave|Cuijk|Boxmeer|Gennep|Venray|Horst|America|Panningen|Helden|
Kessel|Reuver|Swalmen|Roermond|Echt|Susteren|Born|Sittard|Geleen|Stein|Beek|Meerssen|Valkenburg|
Gulpen|Margraten|Eijsden|Heerlen|Kerkrade|Landgraaf|Brunssum|Hoensbroek|Nuth|Schinveld|Vaals|
Middelburg|Vlissingen|Goes|Zierikzee|Terneuzen|Hulst|Oostburg|Sluis|Domburg|Westkapelle|
Yerseke|Kapelle|Krabbendijke|Tholen|Sint-Maartensdijk|Roosendaal|Bergen op Zoom|Halsteren|
Ossendrecht|Woensdrecht|Hoogerheide|Zevenbergen|Klundert|Willemstad|Fijnaart|Oudenbosch|
Hoeven|Etten-Leur|Zundert|Rijsbergen|Chaam|Baarle-Nassau|Gilze|Rijen|Dongen|Oosterhout|Raamsdonksveer|
Waalwijk|Sprang-Capelle|Loon op Zand|Goirle|Hilvarenbeek|Oisterwijk|Moergestel|Berkel-Enschot|
Udenhout|Helvoirt|Haaren|Esch|Boxtel|Best|Oirschot|Veldhoven|Waalre|Valkenswaard|Bergeijk|Bladel|
Reusel|Hapert|Eersel|Duizel|Nuenen|Son|Breugel|Geldrop|Someren|Asten|Deurne|Helmond|Gemert|
Beek en Donk|Laarbeek|Mierlo|Stiphout|Rosmalen|Berlicum|Den Dungen|Sint-Michielsgestel|Vught|
Schiphol|Amstelveen|Uithoorn|Aalsmeer|Diemen|Duivendrecht|Ouderkerk aan de Amstel|Zandvoort|
Heemstede|Bennebroek|Hillegom|Lisse|Sassenheim|Voorhout|Noordwijkerhout|Katwijk|Rijnsburg|
Valkenburg|Wassenaar|Voorschoten|Leiderdorp|Zoeterwoude|Alphen|Hazerswoude|Koudekerk|
Nieuwkoop|Ter Aar|Zevenhoven|Naaldwijk|Monster|Wateringen|'s-Gravenzande|Poeldijk|De Lier|
Honselersdijk|Maasdijk|Kwintsheul|Delft|Rijswijk|Scheveningen|Ypenburg|Zoetermeer|Schiedam|
Vlaardingen|Maassluis|Capelle|Krimpen|Lekkerkerk|Bergschenhoek|Hillegersberg|Kralingen|
Overschie|Charlois|Feijenoord|IJsselmonde|Alkmaar|Heiloo|Castricum|Uitgeest|Limmen|Egmond|
Bergen|Schoorl|Schagen|Den Helder|Julianadorp|Anna Paulowna|Hoorn|Enkhuizen|Medemblik|
Wervershoof|Andijk|Bovenkarspel|Grootebroek|Hoogkarspel|Zwaag|Wognum|Purmerend|Beemster|
Landsmeer|Zaandijk|Koog aan de Zaan|Wormerveer|Assendelft|Beverwijk|Heemskerk|IJmuiden|Velsen-Noord|
Santpoort|Driehuis|Velserbroek|Bussum|Huizen|Blaricum|Laren|Eemnes|Baarn|Soest|Soesterberg|
Zeist|Austerlitz|Driebergen-Rijsenburg|Odijk|Werkhoven|Bunnik|Houten|'t Goy|Wijk bij Duurstede|
Rhenen|Amerongen|Leersum|Maarn|Maarsbergen|Woudenberg|Scherpenzeel|Renswoude|Leusden|Achterveld|
Hoogland|Barneveld|Voorthuizen|Putten|Ermelo|Harderwijk|Hierden|Nunspeet|Elspeet|Elburg|
Oldebroek|'t Harde|Zwolle|Kampen|IJsselmuiden|Genemuiden|Hasselt|Zwartsluis|Meppel|Staphorst|
Rouveen|Dalfsen|Nieuwleusen|Ommen|Hardenberg|Coevorden|Emmen|Almelo|Hengelo|Enschede|Oldenzaal|
Losser|Glanerbrug|Haaksbergen|Neede|Eibergen|Borculo|Ruurlo|Lochem|Zutphen|Warnsveld|Deventer|
Bathmen|Gorssel|Voorst|Apeldoorn|Arnhem|Nijmegen|Ede|Wageningen|Renkum|Doetinchem|Winterswijk|
Groenlo|Lichtenvoorde|Aalten|Dinxperlo|Ulft|Terborg|Gaanderen|Zevenaar|Didam|Duiven|Westervoort|
Lelystad|Almere|Dronten|Zeewolde|Urk|Emmeloord|Biddinghuizen|Swifterbant|Leeuwarden|Groningen|
Assen|Maastricht|Venlo|Weert|Tilburg|Breda|Eindhoven|Utrecht|Amsterdam|Rotterdam|Haarlem|Leiden|
Gouda|Dordrecht|Zwijndrecht|Papendrecht|Sliedrecht|Hoofddorp|Nieuw-Vennep|Zaandam|Oss|Uden|
Veghel|Schijndel|Sint-Oedenrode|Den Burg|Texel
`;

/** Lower case, accents and apostrophes dropped, hyphens as spaces: "'s-Hertogenbosch" → "s hertogenbosch". */
export function normalisePlace(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[\s-]+/g, " ")
    .trim();
}

const KNOWN = new Set(
  PLACES.split(/[|\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(normalisePlace),
);

/**
 * Whether the name is a known Dutch place; a district of one counts too ("Haarlem-Noord",
 * "Amsterdam Oost"), as does the common short form ("Den Bosch").
 */
export function isKnownPlace(name: string): boolean {
  const key = normalisePlace(name);
  if (KNOWN.has(key)) return true;
  const base = key.replace(/ (?:noord|zuid|oost|west|centrum|stad)$/, "");
  return base !== key && KNOWN.has(base);
}
