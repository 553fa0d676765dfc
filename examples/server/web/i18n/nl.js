// The page's own words in Dutch, with the library's words: for Linko! (its
// Dutch rulebook) uitleggen, de trekstapel, de voorraad, de aflegstapel,
// afpakken; for Lino het speelveld, de tegels, de stenen, de rijen, de
// reeksen; for LINX de tegels steen, papier en schaar (lower case, as the
// library writes them), open en dicht (a tile laid face down), afdekken
// (covering one), de ronde, de partij. The reader is "je", as the
// library’s Dutch says.

// NUMBERS write small counts in words, as the rulebook does.
const NUMBERS = ['', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];
const number = (n) => NUMBERS[n] || String(n);
// lower writes a word that stands alone with its capital (a bot's level,
// "Gemiddeld") inside a line: "Computer (gemiddeld)".
const lower = (s) => s.charAt(0).toLowerCase() + s.slice(1);
// cards is the plural of a card's value in figures, as Dutch spells it
// after the spoken plural (the library's nlPlural): 7’s and 9’s (zevens,
// negens), 6’en and 11’en (zessen, elven).
const cards = (value) => (/^[79]$/.test(String(value)) ? `${value}’s` : `${value}’en`);

// YOU is the reader as a Linko! victim, whose cards a sentence names as
// "je 7" ("Ana pakt je 7 af"), another's as "de 7 van speler 2".
const YOU = 'jou';
// READER is the reader as the subject of a sentence of the page's
// ("table.you"), as ui.short names the reader.
const READER = 'Jij';
// yours turns a meld named with its article (de 7, de 7’s en de joker) or
// by its count (twee jokers) into the reader's own (je 7, je twee jokers).
const yours = (what) => (/^de /.test(what) ? what.replace(/\bde /g, 'je ') : `je ${what}`);
// READER_LOWER is the reader as the subject of a sentence of the page's
// ("table.youLower"), which some sentences conjugate for.
const READER_LOWER = 'jij';

// inSentence writes the seats' labels ("Speler 2") that a sentence holds
// as the noun a seat's default name is, lower-case inside a sentence:
// "de 7 van speler 2"; a computer's with its article, "van de computer",
// "De computer" to begin one. A player's own name stays as it is.
export function inSentence(text) {
  return text.replace(/([^.!?\s]\s+)Speler (\d+)/g, '$1speler $2')
    .replace(/(^|[.!?]\s+|(\s))Computer\b/g, (m, before, inside) => (inside ? `${before}de computer` : `${before}De computer`));
}

// NAMED says why Lino's field does not begin at A1: a place keeps one
// name for the whole game, so the names cover the whole table the field
// may grow into (lino/axes.go).
const NAMED = 'De letters en cijfers geven de plekken op de hele tafel een naam, met ruimte aan elke kant om het speelveld te laten groeien: daarom begint het speelveld niet bij A1.';

export default {
  // The page as a whole.
  'page.oops': 'Deze pagina kan niet worden getoond',
  'page.toLobby': 'Terug naar de lobby',
  'page.unreachable': 'De server is niet bereikbaar ({why}).',
  'notFound.title': 'Deze pagina bestaat niet',
  'notFound.why': 'Misschien is het adres verkeerd getypt, of is de pagina verplaatst.',
  'page.language': 'Taal',
  'seat.name': 'Speler {n}',
  'seat.computer': 'Computer',
  'seat.computerN': 'Computer {n}',
  'count.roundsWon': ({ n }, p) => p(n, { one: '{n} ronde gewonnen', other: '{n} rondes gewonnen' }),
  'count.moves': ({ n }, p) => p(n, { one: '{n} zet', other: '{n} zetten' }),
  'count.players': ({ n }, p) => p(n, { one: '{n} speler', other: '{n} spelers' }),
  'and': '{a} en {b}',
  'colon': '{a}: {b}',

  // The lobby.
  'lobby.play': 'Spelen',
  'lobby.game': 'Spel',
  'lobby.difficulty': 'Niveau',
  'lobby.yourName': 'Je naam',
  'lobby.optional': 'niet verplicht',
  'lobby.playComputer': 'Tegen de computer spelen',
  'lobby.quickSeats': ({ n }, p) => p(n - 1, { one: 'Jij tegen één computerspeler.', other: 'Jij tegen {n} computerspelers.' }),
  'lobby.players.range': '{min} tot {max} spelers',
  'lobby.about.linko': 'Een kaartspel vol aanvallen: leg kaarten met hetzelfde getal uit, en pak anderen de kaarten af die je verslaat.',
  'lobby.about.lino': 'Bouw samen een speelveld van tegels en vul het dan met stenen: maak rijen vol en vorm reeksen van je eigen stenen.',
  'lobby.about.linx': 'Steen, papier, schaar op een speelveld: leg drie van je tegels op een rij.',
  'lobby.level': '{level}: {what}',
  'lobby.opt.players': 'Spelers',
  'lobby.opt.seed': 'Partijnummer',
  'lobby.opt.seed.hint': 'Laat leeg voor een nieuwe partij; met hetzelfde nummer speel je dezelfde partij opnieuw.',
  'lobby.opt.seed.placeholder': 'nieuwe partij',
  'lobby.opt.firstSeat': 'Wie begint',
  'lobby.opt.rounds': 'Rondes',
  'lobby.opt.bonus': 'Bonusvariant',
  'lobby.opt.bonus.hint': 'Getallen en sterren op de tegels tellen aan het einde.',
  'lobby.opt.starsOnly': 'Alleen sterren',
  'lobby.opt.starsOnly.hint': 'De bonusvariant, maar alleen met de sterren zichtbaar.',
  'lobby.opt.teams': 'Twee teams van twee',
  'lobby.opt.teams.hint': 'Spelers 1 en 3 spelen tegen spelers 2 en 4.',
  'lobby.whoPlays': 'Wie speelt als {seat}?',
  'lobby.you': 'Jij',
  'lobby.person': 'Iemand anders (jij stuurt de link)',
  'lobby.computer': ({ level }) => `Computer (${lower(level)})`,
  'lobby.whoSits': 'Wie zit waar',
  'lobby.pause': 'Pauze tussen zetten',
  'lobby.pause.hint': 'Hoe lang de computerspelers wachten voor elke zet, zodat je het kunt volgen.',
  'lobby.create': 'Tafel aanmaken',
  'lobby.custom': 'Met vrienden, of met je eigen instellingen',
  'lobby.notMade': 'De tafel kon niet worden gemaakt: {why}',
  'lobby.byComputer': ({ level }) => ` de computer, niveau ${lower(level)}`,
  'lobby.youSit': ' jij ',
  'lobby.sitDown': 'Gaan zitten',
  'lobby.linkOf': 'link voor {seat}',
  'lobby.copy': 'Kopiëren',
  'lobby.copied': 'Gekopieerd',
  'lobby.open': 'Openen',
  'lobby.ready': 'Je tafel is klaar',
  'lobby.sendLinks': 'Stuur iedere speler de link naar zijn eigen plaats: wie een link opent, neemt die plaats in. Stuur elke link dus alleen naar de speler voor wie hij bedoeld is.',
  'lobby.watch': 'Meekijken als toeschouwer',
  'lobby.gone': 'niet meer op de server',
  'lobby.tables.unreachable': 'De tafels kunnen niet worden getoond: de server antwoordt niet.',
  'lobby.finished': 'afgelopen',
  'lobby.yourTurn': 'jij bent aan de beurt',
  'lobby.toMove': '{who} is aan de beurt',
  'lobby.justNow': 'zojuist',
  'lobby.minutesAgo': '{n} min. geleden',
  'lobby.hoursAgo': '{n} uur geleden',
  'lobby.daysAgo': ({ n }, p) => p(n, { one: '{n} dag geleden', other: '{n} dagen geleden' }),
  'lobby.yourGames': 'Je partijen',
  'lobby.yourGames.none': 'De partijen die je in deze browser speelt, verschijnen hier, zodat je naar je plaats kunt terugkeren.',
  'lobby.forget': 'Vergeten',
  'lobby.forget.title': 'Deze plaats vergeten',
  'lobby.forget.label': '{game}, {seat} vergeten',
  'lobby.tableFor': '{game} voor {players}',
  'lobby.started': '{since} begonnen',

  // A table.
  'table.the': 'de tafel',
  'table.players': 'de spelers',
  'table.log': 'Wat er gebeurde',
  'table.brokenSeat': 'Deze link klopt niet: “{text}” is geen plaats.',
  'table.noSecret': 'Deze link is onvolledig: hij kan {seat} niet openen.',
  'table.noSuch': 'Deze tafel bestaat niet: misschien is de partij afgelopen en de tafel opgeruimd.',
  'table.cannotOpen': 'De tafel kan niet worden geopend: {why}',
  'table.cannotDraw': 'Deze pagina kan het spel {game} niet tekenen.',
  'table.noSuchSeat': 'Deze link klopt niet: de tafel heeft geen {seat}.',
  'table.howToPlay': 'Hoe speel je {game}',
  'table.lost': 'De verbinding met de server is weg; opnieuw proberen…',
  'table.youAre': 'jij bent {seat}',
  'table.spectator': 'toeschouwer',
  'table.title.yourTurn': '▶ Jouw beurt · ',
  'table.title.over': 'Afgelopen · ',
  'table.over': 'Afgelopen',
  'table.toMove': '{who} is aan de beurt',
  'table.watching': 'Je kijkt mee',
  'table.conn.live': '● verbonden',
  'table.conn.connecting': '○ verbinden…',
  'table.conn.lost': '○ opnieuw verbinden…',
  'table.conn.done': '● afgelopen',
  'table.conn.here': '● tegen de computer',
  'table.haveSeat': 'Aan deze tafel ben jij {seat}. ',
  'table.takeBack': 'Je plaats terugnemen',
  'table.winner': 'winnaar',
  'table.nobodyWon': 'Niemand heeft gewonnen.',
  'table.tie': 'Gelijke stand: {who} winnen samen.',
  'table.tieWithYou': 'Gelijke stand: jij en {who} winnen samen.',
  'table.total': 'Totaal',
  'table.rematch': 'Revanche',
  'table.newGame': 'Nieuwe partij',
  'table.replay': 'Herhaling bekijken',
  'table.lobby': 'Lobby',
  'table.noRematch': 'Geen revanche: {why}',
  'table.wrongSecret': 'Deze link hoort niet bij {seat}.',
  'table.watch': 'De tafel bekijken',
  'table.you': READER,
  'table.youLower': READER_LOWER,
  'table.withLevel': '{who} · {level}',
  'table.notSent': 'De zet is niet verstuurd: {why}',
  'table.refused': 'Die zet is niet uitgevoerd: {why} Intussen is de partij verdergegaan; de tafel toont de stand van nu.',

  'table.pace': 'Pauze tussen zetten',
  'table.latest': 'Sinds jouw zet',
  'table.latestWatch': 'De laatste zetten',

  // The pause between the others' moves.
  'pace.slow': 'Langzaam (2 s)',
  'pace.normal': 'Normaal (1 s)',
  'pace.fast': 'Snel (0,4 s)',
  'pace.instant': 'Geen',

  // The replay.
  'replay.title': '{game} · herhaling',
  'replay.back': 'Terug naar de tafel',
  'replay.notYet': 'Deze partij wordt nog gespeeld: de herhaling komt zodra ze afgelopen is.',
  'replay.cannotRead': 'De herhaling kan niet worden gelezen: {why}',
  'replay.move': 'zet',
  'replay.controls': 'herhaling',
  'replay.first': '‹‹ Begin',
  'replay.prev': '‹ Terug',
  'replay.play': 'Afspelen',
  'replay.pause': 'Pauze',
  'replay.next': 'Verder ›',
  'replay.last': 'Einde ››',
  'replay.deal': 'De beginopstelling',
  'replay.step': ({ at, n, who }) => `Zet ${at} van ${n}, door ${who === READER_LOWER ? 'jou' : who}`,
  'replay.won': ({ who, n }, p) => `${who} ${who === READER_LOWER ? 'hebt' : p(n, { one: 'heeft', other: 'hebben' })} gewonnen.`,
  'replay.over': 'Afgelopen: {end}',
  'replay.thisMove': 'Deze zet',
  'replay.dealt': 'De beginopstelling, voor de eerste zet.',

  // Badges and scores, the same words in every game.
  'badge.turn': 'aan de beurt',
  'score.points': ({ n }, p) => p(n, { one: '{n} punt', other: '{n} punten' }),
  'round.of': 'Ronde {round} van {rounds}',
  'round.n': 'Ronde {round}',

  // Linko!
  'linko.prompt.play': 'Jouw beurt: leg kaarten met hetzelfde getal uit',
  'linko.prompt.take': 'Je pakt kaarten af: neem ze, of laat ze aan hun eigenaar over',
  'linko.prompt.takeback': 'De aanvaller neemt je kaarten niet: neem ze terug in je hand, of leg ze af en pak nieuwe',
  'linko.prompt.draw': ({ n }, p) => p(n, { one: 'Pak een kaart, van de trekstapel of uit de voorraad', other: `Pak ${number(n)} kaarten, één voor één, van de trekstapel of uit de voorraad` }),
  'linko.prompt.other': 'Jouw beurt',
  'linko.joker': 'joker',
  'linko.meld.cards': ({ n, value }, p) => p(n, { one: `een ${value}`, other: `${number(n)} ${cards(value)}` }),
  'linko.meld.joker': ({ n }, p) => p(n, { one: 'een joker', other: `${number(n)} jokers` }),
  // A meld named with its article, its jokers too when the page counts
  // them: "de 7", "de 7 en de joker", "de 7’s en de twee jokers", jokers
  // alone "de joker", "de twee jokers".
  'linko.meld.what': ({ n, value, jokers = 0 }, p) => [
    n ? p(n, { one: `de ${value}`, other: `de ${cards(value)}` }) : '',
    jokers ? p(jokers, { one: 'de joker', other: `de ${number(jokers)} jokers` }) : '',
  ].filter(Boolean).join(' en '),
  'linko.deciding': 'beslist',
  'linko.waiting': 'wacht',
  'linko.why.title': 'De score: elke uitgelegde kaart telt één punt, elke kaart in de hand kost er één.',
  'linko.why': ({ played, hand }, p) => `${(played && `${p(played, { one: '{n} kaart uitgelegd', other: '{n} kaarten uitgelegd' })} (+${played})`) || 'geen kaart uitgelegd'}, ${(hand && `${hand} in de hand (−${hand})`) || 'geen in de hand'}`,
  'linko.inHand': '{n} in de hand',
  'linko.drewOne': 'een kaart van de trekstapel gepakt',
  'linko.drewMany': ({ n }, p) => p(n, { one: 'een kaart van de trekstapel gepakt', other: `${number(n)} kaarten van de trekstapel gepakt` }),
  'linko.known': ' bekend: ',
  'linko.noPlay': 'nog niets uitgelegd',
  'linko.under': 'eronder, eerder uitgelegd: ',
  'linko.pile': 'Trekstapel',
  'linko.pile.title': 'trekstapel',
  'linko.display': 'Voorraad',
  'linko.display.what': 'De open kaarten naast de trekstapel: wie kaarten moet pakken, mag er een uit de voorraad nemen in plaats van de bovenste kaart van de trekstapel.',
  'linko.discard': 'Aflegstapel',
  'linko.discard.count': ({ n }, p) => p(n, { one: '{n} kaart afgelegd', other: '{n} kaarten afgelegd' }),
  'linko.discard.none': 'niets afgelegd',
  'linko.attacks': ({ who, whose, what }) => (whose === YOU ? `${who} pakt ${yours(what)} af.` : `${who} pakt ${what} van ${whose} af.`),
  'linko.youAttack': 'Je pakt {what} van {whose} af.',
  'linko.left': ({ who, whose, what }) => {
    if (who === READER) return `Je laat ${what} aan ${whose} over.`;
    return whose === YOU ? `${who} laat ${what} aan jou over.` : `${who} laat ${what} aan ${whose} over.`;
  },
  'linko.draws': ({ who, n }, p) => `${who} moet nog ${p(n, { one: 'een kaart', other: `${number(n)} kaarten` })} pakken.`,
  'linko.your': YOU,
  'linko.whose': '{who}',
  'linko.play': 'de uitgelegde kaarten',
  'linko.playValue': '{what} uitleggen',
  'linko.group': '{n} × {what}',
  'linko.playColon': 'Uitleggen:',
  'linko.pickValue': 'Kies in je hand welke kaarten je uitlegt.',
  'linko.hintWhy': ({ n, value }, p) => p(n, { one: `Alleen met een kaart hoger dan ${value} kan iemand hem van je afpakken.`, other: `Alleen met ${number(n)} kaarten hoger dan ${value} kan iemand ze van je afpakken.` }),
  'linko.yourHand': 'Je hand ({n})',
  'linko.played': 'Uitgelegd',
  'linko.handCol': 'In de hand',
  'linko.note': 'De kolommen tonen de kaarten van de laatste ronde; het totaal telt alle rondes bij elkaar op.',

  // Lino.
  'lino.prompt.building': 'Jouw beurt: verplaats een tegel (klik erop, dan op waar hij heen gaat)',
  'lino.prompt.filling': 'Jouw beurt: zet een steen op een lege tegel',
  'lino.prompt.other': 'Jouw beurt',
  'lino.black': 'zwart',
  'lino.white': 'wit',
  'lino.stonesLeft': ({ colour, n }, p) => `${colour} · ${p(n, { one: 'nog {n} steen', other: 'nog {n} stenen' })}`,
  'lino.moved': ' (verplaatst)',
  'lino.placeHere': ': zet hier een steen',
  'lino.moveThis': ': verplaats deze tegel',
  'lino.vacated': '{cell}: hier is een tegel weggehaald; er mag hier geen tegel meer komen',
  'lino.field': 'het speelveld',
  'lino.scored': 'Punten',
  'lino.scored.item': '{who} ({colour}): {what} — {points}',
  'lino.scored.row': 'de rij van {from} tot {to}',
  'lino.scored.run': 'de reeks van {from} tot {to}',
  'lino.scored.number': 'het getal op {cell}',
  'lino.scored.star': 'de ster op {cell}',
  'lino.says': 'Ga met de muis naar een gemarkeerde tegel, of erheen met Tab of de pijltjestoetsen, om te lezen wat je zet daar doet; met Enter speel je hem, met Escape annuleer je.',
  'lino.show': 'Toon',
  'lino.rows': 'Rijen',
  'lino.rows.across': 'Horizontale rijen',
  'lino.rows.down': 'Verticale rijen',
  'lino.rows.diagonal': 'Diagonale rijen',
  'lino.runs': 'Reeksen',
  'lino.numbers': 'Getallen',
  'lino.stars': 'Sterren',

  // LINX.
  'linx.prompt': 'Jouw beurt: kies een tegel uit je hand, dan een vak',
  'linx.round': 'Ronde {round} · wie als eerste {wins} rondes wint, wint de partij',
  'linx.colour.y': 'geel',
  'linx.colour.b': 'blauw',
  'linx.colour.p': 'roze',
  'linx.colour.g': 'groen',
  'linx.sym.R': 'steen',
  'linx.sym.P': 'papier',
  'linx.sym.S': 'schaar',
  'linx.tileName': ({ sym, colour }) => `${sym.charAt(0).toUpperCase()}${sym.slice(1)}tegel (${colour})`,
  'linx.letter.R': 'St',
  'linx.letter.P': 'Pa',
  'linx.letter.S': 'Sc',
  'linx.inHand': '{colour} · {n} in de hand',
  'linx.inPile': ' · {n} op de stapel',
  'linx.known': ' · bekend: ',
  'linx.neutral': ' de groene tegels (met ◆) zijn van niemand: iedereen mag ze afdekken',
  'linx.team': 'Team {team}',
  'linx.teamA.seats': ' spelers 1 en 3',
  'linx.teamB.seats': ' spelers 2 en 4',
  'linx.putUp': '{cell}: leg hier je {sym}tegel open',
  'linx.nobodys': 'van niemand',
  'linx.your': 'van jou',
  'linx.whose': 'van {who}',
  'linx.tile': '{sym}tegel {whose}, open',
  'linx.covered': ', afgedekt met een {sym}tegel {whose}',
  'linx.cover': ': dek hem af met je {sym}tegel',
  'linx.grid': 'het speelveld',
  'linx.pastGrid': 'het speelveld van de laatste ronde',
  'linx.blocked': ({ who }) => `niemand kon nog een tegel leggen, dus won ${who.startsWith('Team ') ? 'het team met in totaal de meeste zichtbare tegels' : 'wie de meeste zichtbare tegels had'}`,
  'linx.line': 'drie op een rij (gemarkeerd op het speelveld)',
  'linx.roundWent': ({ round, who, how, mine }) => (mine ? `Jouw team heeft ronde ${round} gewonnen: ${how}.` : who === READER_LOWER ? `Jij hebt ronde ${round} gewonnen: ${how}.` : `Ronde ${round} is naar ${who.replace(/^Team /, 'team ')} gegaan: ${how}.`),
  'linx.nextRound': 'Volgende ronde',
  'linx.yourHand': 'Je hand ({colour}, {n})',
  'linx.place': 'leg je {sym}tegel',
  'linx.nowClick': 'Klik nu op een leeg vak om je {sym}tegel open te leggen (daarna trek je er 2 bij), of op een open tegel waarvan hij wint (omlijnd met paarse stippen, met een omgevouwen hoek), om je tegel daar dicht op te leggen.',
  'linx.pickTile': 'Kies een tegel uit je hand.',
  'linx.why.first': 'Op een leeg speelveld gaat de eerste tegel op {cell}, het gemarkeerde vak.',
  'linx.why.bound': '{cell} valt buiten de grens: alle tegels moeten in een vierkant van {n}×{n} passen. Een tegel kan alleen nog op de lichte vakken.',
  'linx.why.touch': '{cell} raakt geen tegel: een tegel komt naast een andere, met een zijkant of een hoek.',
  'linx.why.cover': 'Je {sym}tegel kan de tegel op {cell} niet afdekken: je mag een tegel alleen dicht leggen op een open tegel waarvan hij wint.',
  'linx.caption': 'De tegels moeten in een vierkant van {n}×{n} passen. Steen wint van schaar, schaar wint van papier, papier wint van steen. Een dichte tegel toont zijn achterkant: zijn kleur, gestreept, in een witte rand, zonder symbool; het getal op een tegel is het nummer van de speler.',
  'linx.won': 'gewonnen',
  'linx.lost': 'verloren',
  'linx.wonBlocked': 'gewonnen (niemand kon nog leggen)',
  'linx.teamWon.A': 'Team A (spelers 1 en 3) heeft gewonnen',
  'linx.teamWon.B': 'Team B (spelers 2 en 4) heeft gewonnen',
  'linx.yourTeam': ': jouw team!',
  'linx.says': 'Ga met de muis naar een vak, of erheen met Tab of de pijltjestoetsen, om te lezen wat je tegel daar doet; met Enter leg je hem, met Escape neem je hem terug.',
  'linx.firstTile': 'Het speelveld is leeg: je {sym}tegel komt als eerste op {cell}. Elke tegel daarna moet een tegel raken met een zijkant of een hoek.',
  'lobby.rounds.fair': 'Met {rounds} rondes begint niet iedereen even vaak: kies 1 of een veelvoud van {n}.',
  'touch.play': 'Spelen',
  'touch.cancel': 'Annuleren',
  'touch.hinted.move': 'Tip: op Moeilijk zou de computer “{move}” kiezen.',
  'touch.hinted.play': 'Deze zet doen',
  'touch.why': 'Waarom: {why}',
  'lino.says.touch': 'Tik op een gemarkeerde tegel om te lezen wat je zet daar doet; tik er nog eens op, of op de knop onderaan het scherm, om hem te doen.',
  'linx.says.touch': 'Tik op een vak om te lezen wat je tegel daar doet; tik er nog eens op, of op de knop onderaan het scherm, om hem te leggen.',
  'table.hint': 'Tip',
  'table.hint.thinking': 'Even denken…',
  'lobby.abandoned': 'verlaten',
  'lino.prompt.building.touch': 'Jouw beurt: verplaats een tegel (tik erop, dan twee keer op waar hij heen gaat)',
  'linx.nowTap': 'Tik nu op een leeg vak om je {sym}tegel open te leggen (daarna trek je er 2 bij), of op een open tegel waarvan hij wint (omlijnd met paarse stippen, met een omgevouwen hoek), om je tegel daar dicht op te leggen.',
  'why.wait': 'Je bent nog niet aan de beurt.',
  'lino.why.pick': 'Kies eerst een tegel om te verplaatsen: een gemarkeerde.',
  'lino.why.moved': 'De tegel op {cell} is al verplaatst: een tegel mag maar één keer verplaatst worden.',
  'lino.why.stuck': 'De tegel op {cell} kan nu niet weg: na de zet moet elke tegel nog een andere raken.',
  'lino.why.vacated': 'Er mag geen tegel naar {cell}: daar is een tegel weggehaald.',
  'lino.why.touch': 'Een tegel moet naast een andere tegel komen: {cell} raakt er geen.',
  'lino.why.alone': 'Niet naar {cell}: na de zet moet elke tegel nog een andere raken.',
  'lino.why.full': 'Op {cell} ligt al een tegel: een tegel gaat naar een lege plek.',
  'lino.why.stone': 'Op {cell} staat al een steen: zet je steen op een lege tegel.',
  'lino.why.noTile': 'Op {cell} ligt geen tegel: zet je steen op een lege tegel.',
  'linko.why.decide': 'Beslis eerst over de kaarten die je afpakt: neem ze, of laat ze aan hun eigenaar over.',
  'linko.why.takeback': 'Neem eerst je kaarten terug, of leg ze af en pak nieuwe.',
  'linko.why.draw': 'Pak eerst je kaarten, één voor één: van de trekstapel of uit de voorraad.',
  'linko.why.noDraw': 'Je pakt alleen nieuwe kaarten als je er door afpakken kwijt bent: als de aanvaller ze neemt, of als je ze zelf aflegt.',
  'linko.why.slot': 'Een lege plek: de voorraad wordt weer aangevuld tot 6 kaarten als je al je kaarten hebt gepakt.',
  // page9: the lesson’s glosses (the rulebook’s verb, the runs), its skip ahead, and why the Hint’s move is the one.
  'tutorial.linko.1.more': '“Afpakken” is het woord uit de spelregels: met je kaarten de bovenste kaarten van een ander verslaan. Die mag je dan nemen.',
  'tutorial.lino.4.more': 'Let ook op je eigen stenen op een rechte lijn: aan het einde scoren reeksen van vier of meer stenen.',
  'tutorial.skipped.lino': 'Om een stuk over te slaan zijn daarna meer stenen voor jou en de computer neergezet.',
  'lino.hintWhy.run': 'Deze zet maakt een reeks van {n} van je stenen (een reeks van 4 of meer scoort aan het einde).',
  'lino.hintWhy.stop': 'Deze zet stopt een reeks van {who} bij {n} stenen.',
  'linx.hintWhy.cover': 'Deze zet dekt de tegel op {a} af: samen met die op {b} vormt hij twee op een rij voor {who}.',
  'linx.hintWhy.block': 'Deze zet staat {who} in de weg: die heeft twee tegels op een rij, op {a} en {b}.',
  'linx.hintWhy.build': 'Deze zet maakt twee op een rij met je tegel op {b}.',
  'linko.hintWhy.pile': 'Pak je van de trekstapel, dan ziet niemand anders welke kaart je krijgt.',
  'linko.hintWhy.joker': 'Een joker past bij kaarten van elk getal.',
  'linko.hintWhy.more': 'Met een kaart van een getal dat je al hebt, leg je straks meer kaarten tegelijk uit: die zijn moeilijker af te pakken.',
  // page10: why Lino's field does not begin at A1, said once in "How to play".
  'lino.named': NAMED,
  // page11: "Since your move" while it has nothing to tell.
  'table.latestNone': 'Hier verschijnen de zetten van de anderen, zodra ze spelen.',
  // page13: de niveaus van de computer (levels.js LEVELS), en waarom je bij
  // Linko! kaarten pakt, gezegd waar erom gevraagd wordt.
  'lobby.level.easy': 'Makkelijk',
  'lobby.level.easy.what': 'speelt volgens vuistregels, één zet vooruit',
  'lobby.level.medium': 'Gemiddeld',
  'lobby.level.medium.what': 'denkt een paar zetten vooruit',
  'lobby.level.hard': 'Moeilijk',
  'lobby.level.hard.what': 'denkt langer en verder vooruit',
  'linko.prompt.drawTaken': ({ who, what, n }, p) => `${who} heeft ${yours(what)} genomen: ` + p(n, { one: 'pak er een kaart voor terug, van de trekstapel of uit de voorraad', other: `pak er ${number(n)} kaarten voor terug, één voor één, van de trekstapel of uit de voorraad` }),
  'linko.prompt.drawDiscarded': ({ what, n }, p) => `Je hebt ${yours(what)} afgelegd: ` + p(n, { one: 'pak er een kaart voor terug, van de trekstapel of uit de voorraad', other: `pak er ${number(n)} kaarten voor terug, één voor één, van de trekstapel of uit de voorraad` }),
  // page17B: met z’n vieren tegen de computer, in de twee teams van LINX, vanuit de lobby.
  'lobby.quick.teams': '4 spelers, twee teams van twee',
  'lobby.quickSeats.teams': 'Jij en computer 3 tegen computers 2 en 4.',
  // page13: één regel voor aanraken, bij Linko! net als bij Lino en LINX.
  'linko.draw.touch': 'Tik op de trekstapel of op een kaart uit de voorraad om een kaart te pakken.',
  // page17A: the table while a game is played and when it ends.
  'table.hint.none': 'De computer vond geen zet om aan te raden: druk om het opnieuw te proberen',
  'table.hint.busy': 'De computer is bezig: druk zo meteen nog eens',
  'linko.hintWhy.many': 'Zo leg je {n} kaarten tegelijk neer: aan het eind telt elke kaart voor je, in plaats van tegen je in je hand.',
  'linko.hintWhy.lowest': 'Zo speel je je laagste kaart en houd je de hogere over om mee af te pakken.',
  'table.latestOver': 'De laatste zetten van het spel',
  'lino.field.swipe': 'Veeg het speelveld opzij om de rest te zien ↔',
  'lino.field.left': 'De kolommen links',
  'lino.field.right': 'De kolommen rechts',
  // page18A: Lino's field on a phone, seen whole or zoomed in (linofield.js fieldbox).
  'lino.field.whole': 'Heel speelveld',
  'lino.field.zoom': 'Inzoomen',
  // page19: Lino's target names the whole move, the tile and where it goes (linotiles.js).
  'lino.moveTo': 'Verplaats de tegel van {from} naar {to}',
  // page20B: a covered tile's reason, a Linko! seat near its last card, the
  // lobby's lengths in turns, the table while it loads, the reader's seat
  // where people play together.
  'linx.hintWhy.hide': 'Deze zet dekt de tegel van {who} op {a} af: die telt in geen enkele rij meer mee, en de jouwe, dicht, kan nooit meer worden afgedekt.',
  'linko.fewLeft': ({ who, n }, p) => p(n, { one: `${who} heeft nog maar één kaart`, other: `${who} heeft nog maar {n} kaarten` }),
  'lobby.card.turns': ({ players, from, to }) => `${players} · ` + (from === to ? `${from} beurten per speler` : `${from} tot ${to} beurten per speler`),
  'table.loading': 'Het spel wordt geladen…',
  'table.youPlayAt': 'Je bent speler {n}',
  // page20A: Lino's field in play labels the last move's points alone (linoscored.js).
  'lino.caption.earlier': 'Alleen de punten van de laatste zet hebben een label; eerdere punten zijn dunne lijnen: ga met de muis naar een regel onder “Punten” of tik erop om de punten te zien.',
  // page22A: Lino's caption in one line, its key a tap away (lino.js).
  'lino.line.over': ({ n }, p) => `Het speelveld aan het einde: ${p(n, { one: '{n} tegel leeg', other: '{n} tegels leeg' })}.`,
  'lino.line.building': `Het speelveld bouwen: {n} van de 6 tegels verplaatst.`,
  'lino.line.filling': ({ black, white }, p) => `Stenen zetten: zwart heeft ${p(black, { one: 'nog {n} steen', other: 'nog {n} stenen' })} en wit nog ${white}.`,
  'lino.key.building': 'Een verplaatste tegel heeft een rode rand en blijft liggen; × markeert een plek waar geen tegel mag komen.',
  'lino.key.scored': 'De punten staan op het speelveld: de rijen van zwart met een doorgetrokken gouden lijn en een donker label, die van wit met een gestippelde blauwe lijn en een licht label.',
  // page24B: the lobby says a table is being made while it is (r22 #6).
  'lobby.settingUp': 'De tafel wordt klaargezet…',
  // page24A: Linko!'s plays chosen at the screen's foot on a touch screen (linko.js).
  'linko.pickValue.touch': 'Tik op een getal in je hand: onderaan het scherm verschijnen de zetten die je ermee kunt doen, elk als groene knop met het effect ervan. Zoals in elk spel doe je de zet door een groene knop onderaan aan te tikken.',
  // page25B: the lobby's 2 against 2, its open tables, a game kept in this browser, the Hint's key and count (r23).
  'lobby.tables.open': 'Tafels die op spelers wachten',
  'lobby.noTable.open': 'Er zijn nu geen open tafels. De tafels die je aanmaakt, staan onder “Je partijen”.',
  'table.elsewhere': 'Deze partij is in een andere browser gespeeld. Een partij en de herhaling ervan worden alleen bewaard in de browser waarin de partij gespeeld is, en zijn alleen daar te openen.',
  'table.keptHere': 'Deze partij en de herhaling ervan worden alleen in deze browser bewaard: de link werkt alleen hier.',
  'table.hint.key': 'De zet die de computer op Moeilijk zou doen (toets H)',
  // page25A: "Since your move" on a phone, its older moves folded behind a button (latest.js).
  'table.latestEarlier': ({ n }, p) => p(n, { one: '{n} eerdere zet', other: '{n} eerdere zetten' }),
  'table.latestFold': 'Eerdere zetten verbergen',
  // page27B: "Since your move" after the reader's move, until another seat's is told (latest.js).
  'table.latestWaiting': '{who} is aan zet…',
  // page27B: a Linko! seat's figures while the game goes on, its total from a match's second round (linko.js).
  'linko.tally.played': 'Uitgelegd: {n}',
  'linko.tally.hand': 'in de hand: {n}',
  'linko.total': 'Totaal tot nu toe: {pts}',
  // page27A: the phone coach's longer words folded (tutorial.js); a page slow to load (app.js).
  'tutorial.more': 'Meer tonen',
  'tutorial.less': 'Minder tonen',
  'page.slow': 'Nog aan het laden: dit kan een paar seconden duren…',
  // page28B: the end of a game won against Easy or Medium offers the next level (table.js).
  'table.nextLevel': 'Te makkelijk? Speel opnieuw op {level}',
  // page28A: a lesson's end, its result in the status and its last move's long telling folded on a phone (tutorial.js).
  'tutorial.result.won': 'Je hebt gewonnen met {you} tegen {them}',
  'tutorial.result.lost': 'De computer heeft gewonnen met {them} tegen {you}',
  'tutorial.result.tie': 'Gelijke stand, {you} tegen {them}: jullie winnen samen',
  'tutorial.said.rest': 'Nog {n}: toon ze',
  // page28D: Lino's building note, Linko!'s nearly empty hands, the lobby's results, the hints' plain reasons.
  'lino.says.building': 'Jullie verplaatsen elk drie tegels. Waar ze liggen bepaalt welke rijen jullie stenen later volmaken, en elke rij is zijn lengte waard; een verplaatste tegel blijft liggen, en de plek die hij verlaat blijft leeg. Kies een tegel (hij licht op onder de muis), dan een gemarkeerde plek; met Escape annuleer je.',
  'lino.says.building.touch': 'Jullie verplaatsen elk drie tegels. Waar ze liggen bepaalt welke rijen jullie stenen later volmaken, en elke rij is zijn lengte waard; een verplaatste tegel blijft liggen, en de plek die hij verlaat blijft leeg. Tik op een tegel, dan op een gemarkeerde plek, dan nog eens op die plek, of op de knop onderaan het scherm, om hem daar te leggen.',
  'linko.endsSoon': ({ who, n }, p) => p(n, { one: `${who} heeft nog maar één kaart: de partij stopt zodra een hand leeg is, en elke kaart die dan nog in de hand zit kost 1 punt.`, other: `${who} heeft nog maar {n} kaarten: de partij stopt zodra een hand leeg is, en elke kaart die dan nog in de hand zit kost 1 punt.` }),
  'linko.endsSoon.round': ({ who, n }, p) => p(n, { one: `${who} heeft nog maar één kaart: de ronde stopt zodra een hand leeg is, en elke kaart die dan nog in de hand zit kost 1 punt.`, other: `${who} heeft nog maar {n} kaarten: de ronde stopt zodra een hand leeg is, en elke kaart die dan nog in de hand zit kost 1 punt.` }),
  'lobby.result.won': 'je hebt gewonnen met {you} tegen {them}',
  'lobby.result.lost': 'je hebt verloren met {you} tegen {them}',
  'lobby.result.tie': 'gelijke stand met {you}',
  'hint.why.plain': 'Geen eenvoudiger reden: op Moeilijk speelt de computer elke zet hier vele keren tot het eind uit, en deze komt er het best uit.',
  'linko.hintWhy.take': 'De kaarten komen in je hand, om opnieuw uit te leggen; je tegenstander trekt er evenveel.',
  'linko.hintWhy.leave': 'Laat je ze liggen, dan vullen de kaarten je hand niet, waar elke kaart aan het eind 1 punt kost.',
  'linko.hintWhy.takeback': 'Hoe dan ook krijgt je hand evenveel kaarten: deze ken je al.',
  'linko.hintWhy.discard': 'Hoe dan ook krijgt je hand evenveel kaarten: bij nieuwe kaarten kan een joker zitten, of kaarten die bij je hand passen (uit de voorraad kies je ze zelf).',
  // page38A: why the Hint waits (a move on its way, a long search), LINX's teams said as a player reads them (lobby.js); a lesson's loading (app.js).
  'table.hint.playing': 'Je zet wordt gespeeld…',
  'table.hint.slow': 'Nog even denken',
  'lobby.quick.4teams': '4 in twee teams',
  'tutorial.loading': 'De les wordt geladen…',
  // page38B: a press while another seat plays (table.js); the link from the page's top to the player's move (table.js).
  'table.waitTurn': '{who} is aan zet: daarna ben jij aan de beurt.',
  'table.toBoard': 'Naar je zet',
  'table.latestHeld': 'De ronde is voorbij: de volgende begint met “{next}”.',
  // page38A2
  'final.youWon': 'Je hebt gewonnen met {you} tegen {them}',
  'final.youLost': '{who} heeft gewonnen met {them} tegen jouw {you}',
  'final.won': '{who} heeft gewonnen met {them} tegen {next}',
  'final.team.won': 'Je team heeft gewonnen met {you} tegen {them}',
  'final.team.lost': 'Je team heeft verloren met {you} tegen {them}',
  'final.hints': ({ n }, p) => p(n, { one: 'met één tip', other: 'met {n} tips' }),
  'lobby.mine.going': 'Verder spelen',
  'lobby.mine.over': 'Afgelopen',
  'lobby.mine.forgetOver': 'Afgelopen partijen vergeten',
  'replay.keys': 'Toetsen: ← en → een zet, Home het begin, End het einde, Page Up en Page Down tien zetten.',
  // linx41
  'linko.hintWhy.manyRisk': 'Zo leg je {n} kaarten tegelijk neer, elk een punt voor je aan het eind; maar tot je weer speelt, kan wie {n} hogere kaarten heeft ze van je afpakken.',
  // lino41
  'lino.hintWhy.row': 'Deze zet maakt een rij van {n} tegels: wie hem volmaakt, scoort {n} punten.',
  'lino.hintWhy.join': 'Deze zet voegt twee rijen samen tot één van {n} tegels: wie hem volmaakt, scoort {n} punten.',
  'tutorial.said.end.lino': 'Daarna zijn de punten geteld: onder het speelveld staat bij “Punten” elke score.',
  // phone42
  'touch.again': 'Tik nog eens om te spelen',
  // table42
  'linko.hintWhy.display': 'Uit de voorraad kies je zelf je kaart; de bovenste van de trekstapel kan elke kaart zijn.',
  'linko.hintWhy.drawHigh': 'Een hoge kaart: heb je hem uitgelegd, dan kan iemand hem maar met weinig kaarten van je afpakken.',
  'linko.hintWhy.jokerAlone': 'Een joker alleen is 14 waard, meer dan elk getal: met geen enkele kaart kan iemand hem van je afpakken.',
  'linko.hintWhy.single': 'Zo speel je een kaart die je maar één keer hebt en houd je je paren bij elkaar, om straks meer kaarten tegelijk uit te leggen.',
  'linko.hintWhy.keepJokers': 'Zo houd je je jokers voor later, om dan meer kaarten tegelijk uit te leggen.',
  'linko.withJokers': 'Met jokers…',
  'linko.display.caption': 'Open: wie trekt, mag er één nemen in plaats van de bovenste van de trekstapel.',
  // load26: the lobby's loading line (index.go writes it before any script runs, app.js once they do); the lobby's link to a lesson, among the page's words since the lessons' come only when a lesson opens.
  'page.loading': 'Laden…',
  'tutorial.learn': 'Leer {game} spelen',
  // phone26
  'lino.says.zoom': 'Tegels te klein? De knop “Inzoomen”, het vergrootglas boven het speelveld, toont ze groter.',
  // linko27
  'linko.attackWord': '“Afpakken”: de bovenste kaarten van een tegenstander nemen door evenveel kaarten van een hogere waarde te spelen.',
  // lino27
  'lino.runsSoFar': ({ n }, p) => `Reeksen: ${p(n, { one: '{n} punt', other: '{n} punten' })} aan het einde`,
  // lino28
  // A tile's target pointed at or focused: the move, then what it does to the rows (lino.js moveWhy).
  'lino.moveWhy': '{move}. {why}',
  // hint28
  'linko.hintWhy.cheapest': 'Met evenveel lagere kaarten kun je dat niet.',
  'linko.hintWhy.endNear': 'Met geen andere zet leg je meer kaarten uit, en {who} kan de partij beëindigen voordat je weer aan de beurt bent: elke kaart die dan nog in je hand zit, kost 1 punt.',
  'linko.hintWhy.higher': 'Een {value} is moeilijker van je af te pakken dan jouw {low}: er zijn minder hogere kaarten.',
  'lino.hintWhy.safe': 'Deze zet laat in geen van zijn rijen precies één lege tegel over: {who} kan er bij de volgende zet dus geen volmaken om te scoren.',
  'linx.hintWhy.gap': 'Met je tegel op {b} laat deze zet {c} ertussen vrij: leg je daar nog een tegel open, dan heb je drie op een rij.',
  'linx.hintWhy.draws': ({ n }, p) => p(n, { one: 'Leg je hem open, dan trek je er een tegel bij (dicht niet): meer keus bij je volgende beurt.', other: 'Leg je hem open, dan trek je er twee tegels bij (dicht niet): meer keus bij je volgende beurt.' }),
  // small28
  'linx.blockedTie': 'niemand kon nog een tegel leggen, en bij een gelijke stand van elk {n} zichtbare tegels wint wie later aan de beurt komt',
  'linx.blockedTie.teams': 'niemand kon nog een tegel leggen, en bij een gelijke stand van {n} zichtbare tegels per team wint het team dat als tweede speelt',
  'linx.wonTie': 'gewonnen (niemand kon nog leggen, gelijke stand: later aan de beurt)',
  'linx.tieRule': 'Kan niemand nog een tegel leggen, dan gaat de ronde naar wie de meeste zichtbare tegels heeft; bij gelijke stand wint wie later aan de beurt komt.',
  'linx.tieRule.teams': 'Kan niemand nog een tegel leggen, dan gaat de ronde naar het team met in totaal de meeste zichtbare tegels; bij gelijke stand wint het team dat als tweede speelt.',
  'linko.drawRest': 'Pak de {n} kaarten in één keer van de trekstapel',
  'linko.drawRest.again': 'Tik nog eens om {n} kaarten van de trekstapel te pakken, één voor één.',
  // linx29
  'linx.coverOwn': 'Een tegel mag dicht op elke open tegel waarvan hij wint, ook op een tegel van dezelfde speler: wie een eigen tegel afdekt, kan zo drie dichte tegels op een rij maken.',
  'linx.ownCovered': '{who} heeft een eigen tegel afgedekt: elke open tegel mag worden afgedekt door een tegel die ervan wint, ook door een tegel van dezelfde speler, en drie dichte tegels op een rij winnen.',
  'linx.threat.up': '{who} kan drie op een rij maken, van {from} tot {to}, met een open tegel op {cell}.',
  'linx.threat.down': '{who} kan drie op een rij maken, van {from} tot {to}, door {cell} af te dekken met een {sym}tegel.',
  'linx.chance.up': 'Je kunt drie op een rij maken, van {from} tot {to}, met een open tegel op {cell}.',
  'linx.chance.down': 'Je kunt drie op een rij maken, van {from} tot {to}, door {cell} af te dekken met je {sym}tegel.',
  'linx.threatKey': '▲ een rij die een andere speler met zijn volgende zet kan afmaken',
  'linx.chanceKey': '★ een rij die jij nu kunt afmaken',
  // hints29: Lino’s hints say the gain, the lesson’s skipped points, Linko!’s risks, the attack word glossed.
  'lino.hintWhy.deny': 'Deze zet ontneemt {who} een rij van {n} tegels: {cell} blijft voorgoed leeg, en de rij breekt in stukken van {a} en {b} tegels, die minder opleveren voor wie ze volmaakt.',
  'tutorial.skipped.scored': ({ you, other }, p) => `De rijen die deze stenen hebben volgemaakt, hebben jou ${p(you, { one: '{n} punt', other: '{n} punten' })} en de computer ${p(other, { one: '{n} punt', other: '{n} punten' })} opgeleverd: de totalen tellen ze mee, al staan ze niet bij “Punten”.`,
  'linko.hintWhy.riskMay': ({ who, n }, p) => p(n, { one: `${who} kan hem vóór je volgende beurt met een hogere kaart van je afpakken.`, other: `${who} kan ze vóór je volgende beurt met {n} hogere kaarten van je afpakken.` }),
  'linko.hintWhy.riskSure': ({ who, n }, p) => p(n, { one: `${who} heeft een kaart in handen die je gezien hebt en waarmee hij hem kan afpakken, en speelt vóór je volgende beurt.`, other: `${who} heeft {n} kaarten in handen die je gezien hebt en waarmee hij ze kan afpakken, en speelt vóór je volgende beurt.` }),
  'linko.hintWhy.still': ({ n }, p) => p(n, { one: 'Het blijft je beste zet: wordt de kaart afgepakt, dan komt hij terug in je hand of trek je een andere, en is je score weer wat hij was.', other: 'Het blijft je beste zet: worden de kaarten afgepakt, dan komen ze terug in je hand of trek je er evenveel, en is je score weer wat hij was.' }),
  // since29
  'linko.prompt.drawTakenMore': ({ who, what, n }, p) => `${who} heeft ${yours(what)} genomen: ` + p(n, { one: 'pak er nog een kaart voor terug, van de trekstapel of uit de voorraad', other: `pak er nog ${number(n)} kaarten voor terug, één voor één, van de trekstapel of uit de voorraad` }),
  'linko.prompt.drawDiscardedMore': ({ what, n }, p) => `Je hebt ${yours(what)} afgelegd: ` + p(n, { one: 'pak er nog een kaart voor terug, van de trekstapel of uit de voorraad', other: `pak er nog ${number(n)} kaarten voor terug, één voor één, van de trekstapel of uit de voorraad` }),
};
