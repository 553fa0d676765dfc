// The page's own words in Italian, with the library's words: for Linko!
// (its Italian rulebook) calare, il mazzetto, il display, gli scarti,
// sgraffignare, il Jolly; for Lino il campo, le tessere, le pedine, le
// file, gli allineamenti; for LINX le tessere Sasso, Carta e Forbici,
// scoperte e coperte, la manche. The reader is "tu", as the library's
// Italian says.

// NUMBERS write small counts in words, as the rulebook does.
const NUMBERS = ['', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
const number = (n) => NUMBERS[n] || String(n);
// lower writes a word that stands alone with its capital (a bot's level,
// "Medio") inside a line: "Computer (medio)".
const lower = (s) => s.charAt(0).toLowerCase() + s.slice(1);

// VOWEL values take the elided article: "l'8", "gli 11".
const vowel = (value) => /^(1|8|11)$/.test(String(value));

// YOU is the reader as a Linko! victim; the sentences that name one say
// "ti sgraffigna i 7" to the reader and "sgraffigna i 7 al giocatore 2" of
// another.
const YOU = 'te';
// YOUR is the reader as a LINX tile's owner: "la tua tessera Sasso", but
// "la tessera Sasso del giocatore 2".
const YOUR = 'tua';
// READER and READER_LOWER are the reader as the subject of a sentence of
// the page's ("table.you"), which some sentences conjugate for.
const READER = 'Tu';
const READER_LOWER = 'tu';
const tile = (whose, sym) => (whose === YOUR ? `la tua tessera ${sym}` : `la tessera ${sym} ${whose}`);
// COUNTED is a meld named by a count of more than one: "due Jolly".
const COUNTED = new RegExp(`^((${NUMBERS.slice(2).join('|')}|\\d+) )`);
// yours turns a meld named with its article (il 7, l’8, i due 5, gli
// otto 8, il Jolly, le carte calate) or by its count (un Jolly, due Jolly)
// into the reader's own, each of its items: il tuo 7 e il tuo Jolly, i
// tuoi due 7 e i tuoi due Jolly, le tue carte (words-round15 it 3: with
// the first item's only, the Jolly read as someone else's).
const yours = (what) => what.split(' e ').map((item) => item.replace(/^(il |l’|un )/, 'il tuo ').replace(/^(i |gli )/, 'i tuoi ').replace(/^le /, 'le tue ').replace(COUNTED, 'i tuoi $1')).join(' e ');
// counted is several of a kind with their article and their number, as
// the library says them: "i due 7", "gli otto 8", "i due Jolly".
const counted = (n, what) => `${/^[aeiou]/.test(number(n)) ? 'gli' : 'i'} ${number(n)} ${what}`;
// them is the pronoun that stands for a play named in words: "lo" for one
// card (a card named by its value is masculine), "li" for several, "le"
// for "le carte calate": "riprenderlo", "riprenderli", "riprenderle".
const them = (what) => (/^le /.test(what) ? 'le' : /^(i|gli) | e /.test(what) || COUNTED.test(what) ? 'li' : 'lo');

// CONTRACTED are the prepositions that join the article il: "al giocatore
// 2", "del giocatore 2".
const CONTRACTED = { a: 'al', A: 'Al', di: 'del', Di: 'Del', da: 'dal', Da: 'Dal', su: 'sul', Su: 'Sul' };

// inSentence writes the seats' labels ("Giocatore 2") that a sentence
// holds as the noun a seat's default name is: "il giocatore 2", "al
// giocatore 2", "del giocatore 2", "Il giocatore 2" to begin a sentence;
// a computer's, "il computer", "al computer 2", lower-case mid-sentence
// even where a hole's words began with it (r28 #10). A
// player's own name is a proper name and stays as it is.
export function inSentence(text) {
  const out = text
    .replace(/\bGiocatore (\d+)/g, 'il giocatore $1')
    .replace(/\bComputer\b/g, 'il computer')
    .replace(/([^.!?\s]\s+)Il (giocatore|computer)/g, '$1il $2')
    .replace(/([.!?]\s+)il computer/g, '$1Il computer')
    .replace(/(^|\s)(a|A|di|Di|da|Da|su|Su) il (giocatore|computer)/g, (m, sp, p, noun) => `${sp}${CONTRACTED[p]} ${noun}`)
    // "ad" before a word that begins with a, as a name: "Tocca ad Ana".
    .replace(/(^|\s)([aA]) (?=[aAàÀ])/g, '$1$2d ');
  return /^il (giocatore|computer)/.test(out) ? `I${out.slice(1)}` : out;
}

// NAMED says why Lino's field does not begin at A1: a place keeps one
// name for the whole game, so the names cover the whole table the field
// may grow into (lino/axes.go).
const NAMED = 'Le caselle hanno un nome fisso per tutta la partita, anche dove il campo si allargherà: per questo il campo non comincia da A1.';

export default {
  // The page as a whole.
  'page.oops': 'Questa pagina non si può mostrare',
  'page.toLobby': 'Torna alla sala',
  'page.unreachable': 'Il server non è raggiungibile ({why}).',
  'notFound.title': 'Qui non c’è nessuna pagina',
  'notFound.why': 'Forse l’indirizzo è scritto male, o la pagina è stata spostata.',
  'page.language': 'Lingua',
  'seat.name': 'Giocatore {n}',
  'seat.computer': 'Computer',
  'seat.computerN': 'Computer {n}',
  'count.roundsWon': ({ n }, p) => p(n, { one: '{n} manche vinta', other: '{n} manche vinte' }),
  'count.moves': ({ n }, p) => p(n, { one: '{n} mossa', other: '{n} mosse' }),
  'count.players': ({ n }, p) => p(n, { one: '{n} giocatore', other: '{n} giocatori' }),
  // "ed" before a word that begins with e: "Bo ed Elena".
  'and': ({ a, b }) => (/^[eEéÉèÈ]/.test(String(b)) ? `${a} ed ${b}` : `${a} e ${b}`),
  'colon': '{a}: {b}',

  // The lobby.
  'lobby.play': 'Gioca',
  'lobby.game': 'Gioco',
  'lobby.difficulty': 'Difficoltà',
  'lobby.yourName': 'Il tuo nome',
  'lobby.optional': 'facoltativo',
  'lobby.playComputer': 'Gioca contro il computer',
  'lobby.quickSeats': ({ n }, p) => p(n - 1, { one: 'Tu contro un avversario gestito dal computer.', other: 'Tu contro {n} avversari gestiti dal computer.' }),
  'lobby.players.range': 'Da {min} a {max} giocatori',
  'lobby.about.linko': 'Un gioco di carte in cui si attacca senza sosta: cala carte dello stesso valore e ruba agli avversari quelle più basse (nel regolamento, «sgraffignare»).',
  'lobby.about.lino': 'Costruisci il campo con l’avversario, poi riempilo di pedine: chiudi le file e allinea le tue pedine.',
  'lobby.about.linx': 'Sasso, Carta e Forbici su una griglia: metti in fila tre delle tue tessere.',
  'lobby.level': '{level}: {what}',
  'lobby.opt.players': 'Giocatori',
  'lobby.opt.seed': 'Numero della partita',
  'lobby.opt.seed.hint': 'Lascia vuoto per una partita nuova; lo stesso numero ripropone la stessa partita.',
  'lobby.opt.seed.placeholder': 'partita nuova',
  'lobby.opt.firstSeat': 'Chi comincia',
  'lobby.opt.rounds': 'Manche',
  'lobby.opt.bonus': 'Variante bonus',
  'lobby.opt.bonus.hint': 'Numeri e stelle sulle tessere contano alla fine.',
  'lobby.opt.starsOnly': 'Solo stelle',
  'lobby.opt.starsOnly.hint': 'La variante bonus con le sole stelle scoperte.',
  'lobby.opt.teams': 'Due squadre da due',
  'lobby.opt.teams.hint': 'I giocatori 1 e 3 giocano contro i giocatori 2 e 4.',
  'lobby.whoPlays': 'Chi è {seat}?',
  'lobby.you': 'Tu',
  'lobby.person': 'Un’altra persona (a cui mandi il link)',
  'lobby.computer': ({ level }) => `Computer (${lower(level)})`,
  'lobby.whoSits': 'Chi siede dove',
  'lobby.pause': 'Pausa tra le mosse',
  'lobby.pause.hint': 'Quanto aspetta il computer prima di ogni sua mossa, perché tu possa seguire.',
  'lobby.create': 'Crea il tavolo',
  'lobby.custom': 'Con gli amici, o con le tue impostazioni',
  'lobby.notMade': 'Non è stato possibile creare il tavolo: {why}',
  'lobby.byComputer': ({ level }) => ` il computer, livello ${lower(level)}`,
  'lobby.youSit': ' tu ',
  'lobby.sitDown': 'Siediti',
  'lobby.linkOf': 'link di {seat}',
  'lobby.copy': 'Copia',
  'lobby.copied': 'Copiato',
  'lobby.open': 'Apri',
  'lobby.ready': 'Il tuo tavolo è pronto',
  'lobby.sendLinks': 'Manda a ognuno il link del suo posto, e solo a lui: chi ha un link prende quel posto.',
  'lobby.watch': 'Guarda da spettatore',
  'lobby.gone': 'non più sul server',
  'lobby.tables.unreachable': 'Non si possono mostrare i tavoli: il server non risponde.',
  'lobby.finished': 'finita',
  'lobby.yourTurn': 'tocca a te',
  'lobby.toMove': 'tocca a {who}',
  'lobby.justNow': 'proprio ora',
  'lobby.minutesAgo': '{n} min fa',
  'lobby.hoursAgo': ({ n }, p) => p(n, { one: '{n} ora fa', other: '{n} ore fa' }),
  'lobby.daysAgo': ({ n }, p) => p(n, { one: '{n} giorno fa', other: '{n} giorni fa' }),
  'lobby.yourGames': 'Le tue partite',
  'lobby.yourGames.none': 'Le partite che giochi in questo browser compaiono qui, così puoi tornare al tuo posto.',
  'lobby.forget': 'Dimentica',
  'lobby.forget.title': 'Dimentica questo posto',
  'lobby.forget.label': ({ game, seat }) => `Dimentica il posto del ${seat.replace(/^Giocatore/, 'giocatore')} nella partita di ${game}`,
  'lobby.tableFor': '{game} per {players}',
  'lobby.started': 'iniziata {since}',

  // A table.
  'table.the': 'il tavolo',
  'table.players': 'i giocatori',
  'table.log': 'Cosa è successo',
  'table.brokenSeat': 'Questo link è rotto: «{text}» non è un posto.',
  'table.noSecret': 'Questo link è incompleto: non può aprire il posto di {seat}.',
  'table.noSuch': 'Questo tavolo non esiste: forse è finito ed è stato tolto.',
  'table.cannotOpen': 'Il tavolo non si può aprire: {why}',
  'table.cannotDraw': 'Questa pagina non sa disegnare il gioco {game}.',
  'table.noSuchSeat': 'Questo link è rotto: a questo tavolo manca {seat}.',
  'table.howToPlay': 'Come si gioca a {game}',
  'table.lost': 'La connessione al server si è interrotta; nuovo tentativo…',
  'table.youAre': 'sei {seat}',
  'table.spectator': 'spettatore',
  'table.title.yourTurn': '▶ Tocca a te · ',
  'table.title.over': 'Partita finita · ',
  'table.over': 'Partita finita',
  'table.toMove': 'Tocca a {who}',
  'table.watching': 'Stai guardando',
  'table.conn.live': '● in diretta',
  'table.conn.connecting': '○ connessione…',
  'table.conn.lost': '○ riconnessione…',
  'table.conn.done': '● finita',
  'table.conn.here': '● contro il computer',
  'table.haveSeat': 'A questo tavolo sei {seat}. ',
  'table.takeBack': 'Riprendi il tuo posto',
  'table.winner': 'vince',
  'table.nobodyWon': 'Nessuno ha vinto.',
  'table.tie': 'Vincono a pari merito {who}.',
  'table.tieWithYou': 'Vincete a pari merito tu e {who}.',
  'table.total': 'Totale',
  'table.rematch': 'Rivincita',
  'table.newGame': 'Nuova partita',
  'table.replay': 'Rivedi la partita',
  'table.lobby': 'Sala',
  'table.noRematch': 'Niente rivincita: {why}',
  'table.wrongSecret': 'Questo link non è valido per il posto di {seat}.',
  'table.watch': 'Guarda il tavolo',
  'table.you': READER,
  'table.youLower': READER_LOWER,
  'table.withLevel': '{who} · {level}',
  'table.notSent': 'La mossa non è stata inviata: {why}',
  'table.refused': 'Questa mossa non è stata fatta: {why} La partita è andata avanti, e il tavolo mostra a che punto è.',

  'table.pace': 'Pausa tra le mosse',
  'table.latest': 'Dopo la tua mossa',
  'table.latestWatch': 'Le ultime mosse',

  // The pause between the others' moves.
  'pace.slow': 'Lenta (2 s)',
  'pace.normal': 'Normale (1 s)',
  'pace.fast': 'Veloce (0,4 s)',
  'pace.instant': 'Nessuna',

  // The replay.
  'replay.title': '{game} · rivedi la partita',
  'replay.back': 'Torna al tavolo',
  'replay.notYet': 'Questa partita è ancora in corso: potrai rivederla quando sarà finita.',
  'replay.cannotRead': 'La partita non si può rivedere: {why}',
  'replay.move': 'mossa',
  'replay.controls': 'comandi della riproduzione',
  'replay.first': '‹‹ Inizio',
  'replay.prev': '‹ Indietro',
  'replay.play': 'Avvia',
  'replay.pause': 'Pausa',
  'replay.next': 'Avanti ›',
  'replay.last': 'Fine ››',
  'replay.deal': 'La situazione iniziale',
  'replay.step': ({ at, n, who }) => `Mossa ${at} di ${n}, giocata da ${who === READER_LOWER ? 'te' : who}`,
  'replay.won': ({ who, n }, p) => (who === READER_LOWER ? 'hai vinto tu.' : `${p(n, { one: 'ha', other: 'hanno' })} vinto ${who}.`),
  'replay.over': 'Partita finita: {end}',
  'replay.thisMove': 'Questa mossa',
  'replay.dealt': 'La situazione iniziale, prima della prima mossa.',

  // Badges and scores, the same words in every game.
  'badge.turn': 'di turno',
  'score.points': ({ n }, p) => p(n, { one: '{n} punto', other: '{n} punti' }),
  'round.of': 'Manche {round} di {rounds}',
  'round.n': 'Manche {round}',

  // Linko!
  'linko.prompt.play': 'Tocca a te: cala carte dello stesso valore',
  'linko.prompt.take': 'Hai sgraffignato delle carte: decidi se prenderle in mano o no',
  'linko.prompt.takeback': 'Le tue carte non sono state prese: riprendile in mano, oppure scartale e pesca',
  'linko.prompt.draw': ({ n }, p) => p(n, { one: 'Pesca una carta, dal mazzetto o dal display', other: `Pesca ${number(n)} carte, una alla volta, dal mazzetto o dal display` }),
  'linko.prompt.other': 'Tocca a te',
  'linko.joker': 'Jolly',
  'linko.meld.cards': ({ n, value }, p) => p(n, { one: `un ${value}`, other: `${number(n)} ${value}` }),
  'linko.meld.joker': ({ n }, p) => p(n, { one: 'un Jolly', other: `${number(n)} Jolly` }),
  // A meld named with its article, its jokers too when the page counts
  // them, several cards with their number as the jokers have theirs and as
  // the library says them: "il 7", "l’8", "i due 8", "il 7 e il Jolly",
  // "i due 7 e i due Jolly", jokers alone "il Jolly", "i due Jolly".
  'linko.meld.what': ({ n, value, jokers = 0 }, p) => [
    n ? p(n, { one: vowel(value) ? `l’${value}` : `il ${value}`, other: counted(n, value) }) : '',
    jokers ? p(jokers, { one: 'il Jolly', other: counted(jokers, 'Jolly') }) : '',
  ].filter(Boolean).join(' e '),
  'linko.deciding': 'sta decidendo',
  'linko.waiting': 'in attesa',
  'linko.why.title': 'Il punteggio: ogni carta calata vale un punto, ogni carta in mano ne toglie uno.',
  'linko.why': ({ played, hand }, p) => `${(played && `${p(played, { one: '{n} carta calata', other: '{n} carte calate' })} (+${played})`) || 'nessuna carta calata'}, ${(hand && `${hand} in mano (−${hand})`) || 'nessuna in mano'}`,
  'linko.inHand': '{n} in mano',
  'linko.drewOne': 'ha pescato una carta dal mazzetto',
  'linko.drewMany': ({ n }, p) => p(n, { one: 'ha pescato una carta dal mazzetto', other: `ha pescato ${number(n)} carte dal mazzetto` }),
  'linko.known': ' carte note: ',
  'linko.noPlay': 'nessuna carta calata',
  'linko.under': 'sotto, calate prima: ',
  'linko.pile': 'Mazzetto',
  'linko.pile.title': 'mazzetto',
  // The rulebook's word, read as English: said with what it is.
  'linko.display': 'display (carte scoperte)',
  'linko.display.what': 'Le carte scoperte accanto al mazzetto: chi pesca può prenderne una invece della prima carta del mazzetto.',
  'linko.discard': 'Scarti',
  'linko.discard.count': ({ n }, p) => p(n, { one: '{n} carta scartata', other: '{n} carte scartate' }),
  'linko.discard.none': 'nessuno scarto',
  'linko.attacks': ({ who, whose, what }) => (whose === YOU ? `${who} ti sgraffigna ${what}.` : `${who} sgraffigna ${what} a ${whose}.`),
  'linko.youAttack': 'Sgraffigni {what} a {whose}.',
  'linko.left': ({ who, whose, what }) => {
    if (who === READER) return `Non hai preso ${what} di ${whose}.`;
    return whose === YOU ? `${who} non ha preso ${yours(what)}: scegli tu se riprender${them(what)} in mano oppure scartar${them(what)} e pescare.` : `${who} non ha preso ${what} di ${whose}.`;
  },
  'linko.draws': ({ who, n }, p) => `${who} ha ${p(n, { one: 'una carta', other: `${number(n)} carte` })} da pescare.`,
  'linko.your': YOU,
  'linko.whose': '{who}',
  'linko.play': 'le carte calate',
  'linko.playValue': 'cala {what}',
  'linko.group': '{n} × {what}',
  'linko.playColon': 'Cala:',
  'linko.pickValue': 'Scegli un valore della tua mano per calarlo.',
  'linko.hintWhy': ({ n, value }, p) => p(n, { one: `Per sgraffignartelo serve una carta più alta ${vowel(value) ? `dell’${value}` : `del ${value}`}.`, other: `Per sgraffignarteli servono ${number(n)} carte più alte ${vowel(value) ? `degli ${value}` : `dei ${value}`}.` }),
  'linko.yourHand': 'La tua mano ({n})',
  'linko.played': 'Calate',
  'linko.handCol': 'In mano',
  'linko.note': 'Le colonne mostrano le carte dell’ultima manche; il totale somma tutte le manche.',

  // Lino.
  'lino.prompt.building': 'Tocca a te: sposta una tessera (cliccala, poi clicca dove va)',
  'lino.prompt.filling': 'Tocca a te: metti una pedina su una tessera vuota',
  'lino.prompt.other': 'Tocca a te',
  'lino.black': 'nero',
  'lino.white': 'bianco',
  'lino.stonesLeft': ({ colour, n }, p) => `${colour} · ${p(n, { one: 'resta {n} pedina', other: 'restano {n} pedine' })}`,
  'lino.moved': ' (spostata)',
  'lino.placeHere': ': metti qui una pedina',
  'lino.moveThis': ': sposta questa tessera',
  'lino.vacated': '{cell}: una tessera è stata spostata da qui, e nessuna tessera può più andarci',
  'lino.field': 'il campo',
  'lino.scored': 'Punti segnati',
  'lino.scored.item': '{who} ({colour}): {what} — {points}',
  'lino.scored.row': 'la fila da {from} a {to}',
  'lino.scored.run': 'l’allineamento da {from} a {to}',
  'lino.scored.number': 'il numero in {cell}',
  'lino.scored.star': 'la stella in {cell}',
  'lino.says': 'Passa il mouse su una tessera evidenziata, o raggiungila con Tab o con le frecce, per leggere che cosa fa lì la tua mossa; Invio la gioca, Esc la annulla.',
  'lino.show': 'Mostra',
  'lino.rows': 'File',
  'lino.rows.across': 'File orizzontali',
  'lino.rows.down': 'File verticali',
  'lino.rows.diagonal': 'File diagonali',
  'lino.runs': 'Allineamenti',
  'lino.numbers': 'Numeri',
  'lino.stars': 'Stelle',

  // LINX.
  'linx.prompt': 'Tocca a te: scegli una tessera della tua mano, poi una casella',
  'linx.round': 'Manche {round} · vince chi arriva per primo a {wins} manche',
  'linx.colour.y': 'giallo',
  'linx.colour.b': 'blu',
  'linx.colour.p': 'rosa',
  'linx.colour.g': 'verde',
  'linx.sym.R': 'Sasso',
  'linx.sym.P': 'Carta',
  'linx.sym.S': 'Forbici',
  'linx.tileName': ({ sym, colour }) => `tessera ${sym} ${colour.replace(/o$/, 'a')}`,
  'linx.letter.R': 'S',
  'linx.letter.P': 'C',
  'linx.letter.S': 'F',
  'linx.inHand': '{colour} · {n} in mano',
  'linx.inPile': ' · {n} nella pila',
  'linx.known': ' · tessere note: ',
  'linx.neutral': ' le tessere verdi (segnate ◆) sono neutre: chiunque può coprirle',
  'linx.team': 'Squadra {team}',
  'linx.teamA.seats': ' giocatori 1 e 3',
  'linx.teamB.seats': ' giocatori 2 e 4',
  'linx.putUp': '{cell}: metti qui la tua tessera {sym} scoperta',
  'linx.nobodys': 'neutra',
  'linx.your': YOUR,
  'linx.whose': 'di {who}',
  'linx.tile': ({ whose, sym }) => `${tile(whose, sym)}, scoperta`,
  'linx.covered': ({ whose, sym }) => `, sotto ${tile(whose, sym)}`,
  'linx.cover': ': coprila con la tua tessera {sym}',
  'linx.grid': 'la griglia',
  'linx.pastGrid': 'la griglia dell’ultima manche',
  'linx.blocked': ({ who }) => `nessuno poteva più mettere tessere, e ha vinto ${who.startsWith('Squadra ') ? 'la squadra che ne mostrava di più in tutto' : 'chi ne mostrava di più'}`,
  'linx.line': 'tre tessere in fila (evidenziate)',
  'linx.roundWent': ({ round, who, how, mine }) => (mine ? `La tua squadra ha vinto la manche ${round}: ${how}.` : who === READER_LOWER ? `Hai vinto la manche ${round}: ${how}.` : `La manche ${round} è andata ${who.startsWith('Squadra ') ? `alla squadra ${who.slice(8)}` : `a ${who}`}: ${how}.`),
  'linx.nextRound': 'Manche successiva',
  'linx.yourHand': 'La tua mano ({colour}, {n})',
  'linx.place': 'metti una tessera {sym}',
  'linx.nowClick': 'Ora clicca una casella vuota, per mettere la tua tessera {sym} scoperta (poi peschi 2), o una tessera scoperta che la tua tessera {sym} batte (contornata da puntini viola, con un angolo piegato), per metterla sopra coperta.',
  'linx.pickTile': 'Scegli una tessera della tua mano.',
  'linx.why.first': 'Sulla griglia vuota la prima tessera va in {cell}, la casella segnata.',
  'linx.why.bound': '{cell} è fuori dai limiti del quadrato: tutte le tessere devono stare in un quadrato di {n}×{n}. Le caselle ancora possibili sono quelle chiare.',
  'linx.why.touch': '{cell} non tocca nessuna tessera: una tessera va accanto a un’altra, di lato o in diagonale.',
  'linx.why.cover': 'Non puoi mettere la tua tessera {sym} sopra la tessera in {cell}: una tessera si mette coperta solo sopra una tessera scoperta che riesce a battere.',
  'linx.caption': 'Le tessere devono stare in un quadrato di {n}×{n}. Il Sasso batte le Forbici, le Forbici battono la Carta, la Carta batte il Sasso. Una tessera coperta mostra il dorso: il suo colore, a righe, in una cornice bianca, senza simbolo; il numero su una tessera è il numero del suo giocatore.',
  'linx.won': 'vinta',
  'linx.lost': 'persa',
  'linx.wonBlocked': 'vinta (griglia bloccata)',
  'linx.teamWon.A': 'Ha vinto la squadra A (giocatori 1 e 3)',
  'linx.teamWon.B': 'Ha vinto la squadra B (giocatori 2 e 4)',
  'linx.yourTeam': ': la tua squadra!',
  'linx.says': 'Passa il mouse su una casella, o raggiungila con Tab o con le frecce, per leggere che cosa fa la tua tessera messa lì; Invio la mette, Esc la rimette in mano.',
  'linx.firstTile': 'La griglia è vuota: la prima tessera va sempre nella casella centrale, {cell}. Ogni tessera dopo deve toccarne un’altra, di lato o in diagonale.',
  'lobby.rounds.fair': 'Con {rounds} manche i {n} giocatori non inizierebbero lo stesso numero di volte: scegli 1, o un multiplo di {n}.',
  'touch.play': 'Gioca',
  'touch.cancel': 'Annulla',
  'touch.hinted.move': 'Suggerimento: a livello Difficile, il computer sceglierebbe «{move}».',
  'touch.hinted.play': 'Giocala',
  'touch.why': 'Perché: {why}',
  'lino.says.touch': 'Premi una tessera evidenziata per leggere che cosa fa lì la tua mossa; premila di nuovo, o premi il pulsante in fondo allo schermo, per farla.',
  'linx.says.touch': 'Premi una casella per leggere che cosa fa la tua tessera messa lì; premila di nuovo, o premi il pulsante in fondo allo schermo, per metterla.',
  'table.hint': 'Suggerimento',
  'table.hint.thinking': 'Ci penso…',
  'lobby.abandoned': 'abbandonata',
  'lino.prompt.building.touch': 'Tocca a te: sposta una tessera (premila, poi premi due volte dove va)',
  'linx.nowTap': 'Premi una casella vuota, per mettere la tua tessera scoperta (poi peschi 2), o una tessera scoperta che la tua batte (contornata da puntini viola, con un angolo piegato), per metterla sopra coperta.',
  'why.wait': 'Non tocca ancora a te.',
  'lino.why.pick': 'Prima scegli una tessera da spostare: una di quelle evidenziate.',
  'lino.why.moved': 'La tessera in {cell} è già stata spostata: una tessera spostata non si muove più.',
  'lino.why.stuck': 'La tessera in {cell} ora non può muoversi: dopo lo spostamento ogni tessera deve ancora toccarne un’altra.',
  'lino.why.vacated': 'Nessuna tessera può andare in {cell}: da lì è stata spostata una tessera.',
  'lino.why.touch': 'Una tessera va solo accanto a un’altra tessera: {cell} non ne tocca nessuna.',
  'lino.why.alone': 'Non in {cell}: dopo lo spostamento ogni tessera deve ancora toccarne un’altra.',
  'lino.why.full': 'In {cell} c’è già una tessera: una tessera si sposta in una casella libera.',
  'lino.why.stone': 'In {cell} c’è già una pedina: metti la tua pedina su una tessera vuota.',
  'lino.why.noTile': 'In {cell} non c’è nessuna tessera: metti la tua pedina su una tessera vuota.',
  'linko.why.decide': 'Prima decidi se prendere in mano le carte sgraffignate.',
  'linko.why.takeback': 'Prima riprendi in mano le tue carte, oppure scartale e pesca.',
  'linko.why.draw': 'Prima pesca le tue carte, una alla volta: dal mazzetto o dal display.',
  'linko.why.noDraw': 'Peschi solo dopo che le tue carte sono state sgraffignate: quando chi le ha sgraffignate le prende, o quando le scarti tu.',
  'linko.why.slot': 'Posto vuoto: il display torna a 6 carte quando avrai finito di pescare.',
  // page9: the lesson’s glosses (the rulebook’s verb, the runs), its skip ahead, and why the Hint’s move is the one.
  'tutorial.linko.1.more': '«Sgraffignare», nel regolamento, vuol dire battere con le tue carte quelle della fila superiore di un altro giocatore: poi puoi prenderle.',
  'tutorial.lino.4.more': 'Guarda anche le tue pedine allineate: alla fine, gli allineamenti di quattro o più pedine fanno punti.',
  'tutorial.skipped.lino': 'Per andare avanti più in fretta, altre pedine sono poi state messe per te e per il computer.',
  'lino.hintWhy.run': 'Questa mossa allinea {n} delle tue pedine (gli allineamenti di 4 o più fanno punti alla fine).',
  'lino.hintWhy.stop': 'Questa mossa ferma a {n} pedine un allineamento di {who}.',
  'linx.hintWhy.cover': 'Questa mossa copre la tessera in {a}, che con quella in {b} faceva due in fila per {who}.',
  'linx.hintWhy.block': 'Questa mossa sbarra la strada a {who}, che ha due tessere in fila in {a} e {b}.',
  'linx.hintWhy.build': 'Con questa mossa la tua tessera fa due in fila con quella in {b}.',
  'linko.hintWhy.pile': 'Se peschi dal mazzetto, nessun altro vede quale carta prendi.',
  'linko.hintWhy.joker': 'Un Jolly si aggiunge a una calata di qualsiasi valore.',
  'linko.hintWhy.more': 'Con una carta di un valore che hai già in mano, calerai più carte insieme, più difficili da sgraffignare.',
  // page10: why Lino's field does not begin at A1, said once in "How to play".
  'lino.named': NAMED,
  // page11: "Since your move" while it has nothing to tell.
  'table.latestNone': 'Qui compariranno le mosse degli altri, man mano che giocano.',
  // page13: i livelli del computer (levels.js LEVELS), e perché a Linko! si
  // pesca, detto dove si chiede di pescare.
  'lobby.level.easy': 'Facile',
  'lobby.level.easy.what': 'segue regole semplici e guarda solo una mossa avanti',
  'lobby.level.medium': 'Medio',
  'lobby.level.medium.what': 'pensa qualche mossa avanti',
  'lobby.level.hard': 'Difficile',
  'lobby.level.hard.what': 'pensa più a lungo e più avanti',
  'linko.prompt.drawTaken': ({ who, what, n }, p) => `${who} ti ha preso ${what}: ` + p(n, { one: 'pesca una carta al suo posto, dal mazzetto o dal display', other: `pesca ${number(n)} carte al loro posto, una alla volta, dal mazzetto o dal display` }),
  'linko.prompt.drawDiscarded': ({ what, n }, p) => `Hai scartato ${yours(what)}: ` + p(n, { one: 'pesca una carta al suo posto, dal mazzetto o dal display', other: `pesca ${number(n)} carte al loro posto, una alla volta, dal mazzetto o dal display` }),
  // page17B: contro il computer in 4, nelle due squadre di LINX, dalla pagina iniziale.
  'lobby.quick.teams': '4 giocatori, due squadre da due',
  'lobby.quickSeats.teams': 'Tu e il computer 3 contro i computer 2 e 4.',
  // page13: una sola regola al tocco, a Linko! come a Lino e LINX.
  'linko.draw.touch': 'Premi il mazzetto o una carta del display per pescare.',
  // page17A: the table while a game is played and when it ends.
  'table.hint.none': 'Il computer non ha trovato una mossa da suggerire: premi per riprovare',
  'table.hint.busy': 'Il computer è occupato: premi di nuovo tra un momento',
  'linko.hintWhy.many': 'Metti giù {n} carte in una volta: alla fine ognuna conta a tuo favore invece che contro di te in mano.',
  'linko.hintWhy.lowest': 'Giochi la tua carta più bassa e tieni le più alte per sgraffignare dopo.',
  'table.latestOver': 'Le ultime mosse della partita',
  'lino.field.swipe': 'Scorri il campo di lato per vedere il resto ↔',
  'lino.field.left': 'Le colonne a sinistra',
  'lino.field.right': 'Le colonne a destra',
  // page18A: Lino's field on a phone, seen whole or zoomed in (linofield.js fieldbox).
  'lino.field.whole': 'Campo intero',
  'lino.field.zoom': 'Ingrandisci',
  // page19: Lino's target names the whole move, the tile and where it goes (linotiles.js).
  'lino.moveTo': 'Sposta la tessera da {from} a {to}',
  // page20B: a covered tile's reason, a Linko! seat near its last card, the
  // lobby's lengths in turns, the table while it loads, the reader's seat
  // where people play together.
  'linx.hintWhy.hide': 'Questa mossa copre la tessera di {who} in {a}: non conta più in nessuna fila, e la tua, messa sopra, nessuno potrà più coprirla.',
  'linko.fewLeft': ({ who, n }, p) => p(n, { one: `${who} ha solo una carta in mano`, other: `${who} ha solo {n} carte in mano` }),
  'lobby.card.turns': ({ players, from, to }) => `${players} · ` + (from === to ? `${from} turni a testa` : `da ${from} a ${to} turni a testa`),
  'table.loading': 'Caricamento della partita…',
  'table.youPlayAt': 'Sei il giocatore {n}',
  // page20A: Lino's field in play labels the last move's points alone (linoscored.js).
  'lino.caption.earlier': 'Solo i punti dell’ultima mossa hanno l’etichetta; quelli precedenti sono linee sottili: passa il mouse su una voce di «Punti segnati», o premila, per vederne i punti.',
  // page22A: Lino's caption in one line, its key a tap away (lino.js).
  'lino.line.over': ({ n }, p) => `Il campo alla fine: ${p(n, { one: '{n} tessera vuota', other: '{n} tessere vuote' })}.`,
  'lino.line.building': ({ n }, p) => `Costruzione del campo: ${p(n, { one: '{n} tessera spostata', other: '{n} tessere spostate' })} su 6.`,
  'lino.line.filling': ({ black, white }, p) => `Posa delle pedine: al nero ${p(black, { one: 'resta {n} pedina', other: 'restano {n} pedine' })} e al bianco ${white}.`,
  'lino.key.building': 'Una tessera spostata ha il bordo rosso e resta lì; × segna una casella dove nessuna tessera può andare.',
  'lino.key.scored': 'Le file e gli allineamenti che hanno fatto punti sono segnati sul campo: le file del nero con una linea dorata continua e un’etichetta scura, quelle del bianco con una linea blu tratteggiata e un’etichetta chiara.',
  // page24B: the lobby says a table is being made while it is (r22 #6).
  'lobby.settingUp': 'Preparazione del tavolo…',
  // page24A: Linko!'s plays chosen at the screen's foot on a touch screen (linko.js).
  'linko.pickValue.touch': 'Tocca un valore della tua mano: le sue calate compaiono in fondo allo schermo, ognuna su un pulsante verde con il suo effetto. Come in ogni gioco, toccare un pulsante verde in fondo gioca la mossa.',
  // page25B: the lobby's 2 against 2, its open tables, a game kept in this browser, the Hint's key and count (r23).
  'lobby.tables.open': 'Tavoli in attesa di giocatori',
  'lobby.noTable.open': 'Nessuno per ora. I tavoli che crei si trovano in «Le tue partite».',
  'table.elsewhere': 'Questa partita è stata giocata in un altro browser: ogni partita viene salvata solo nel browser in cui è stata giocata e si può rivedere solo lì.',
  'table.keptHere': 'Questa partita è salvata solo in questo browser: il link per rivederla funziona solo qui.',
  'table.hint.key': 'La mossa che farebbe il computer a livello Difficile (tasto H)',
  // page25A: "Since your move" on a phone, its older moves folded behind a button (latest.js).
  'table.latestEarlier': ({ n }, p) => p(n, { one: '{n} mossa precedente', other: '{n} mosse precedenti' }),
  'table.latestFold': 'Nascondi le mosse precedenti',
  // page27B: "Since your move" after the reader's move, until another seat's is told (latest.js).
  'table.latestWaiting': '{who} sta giocando…',
  // page27B: a Linko! seat's figures while the game goes on, its total from a match's second round (linko.js).
  'linko.tally.played': 'Calate: {n}',
  'linko.tally.hand': 'in mano: {n}',
  'linko.total': 'Totale finora: {pts}',
  // page27A: the phone coach's longer words folded (tutorial.js); a page slow to load (app.js).
  'tutorial.more': 'Mostra altro',
  'tutorial.less': 'Mostra meno',
  'page.slow': 'Caricamento in corso: può richiedere qualche secondo…',
  // page28B: the end of a game won against Easy or Medium offers the next level (table.js).
  'table.nextLevel': 'Troppo facile? Rigioca a livello {level}',
  // page28A: a lesson's end, its result in the status and its last move's long telling folded on a phone (tutorial.js).
  'tutorial.result.won': 'Hai vinto {you} a {them}',
  'tutorial.result.lost': 'Ha vinto il computer {them} a {you}',
  'tutorial.result.tie': 'Vincete a pari merito, {you} a {them}',
  'tutorial.said.rest': 'Altri {n}: mostrali',
  // page28D: Lino's building note, Linko!'s nearly empty hands, the lobby's results, the hints' plain reasons.
  'lino.says.building': 'Ognuno di voi sposta tre tessere. La loro posizione decide le file che le vostre pedine chiuderanno poi, e ogni fila vale la sua lunghezza; una tessera spostata non si muove più, e la casella che lascia resta vuota. Scegli una tessera (si illumina sotto il puntatore), poi una casella evidenziata; Esc annulla.',
  'lino.says.building.touch': 'Ognuno di voi sposta tre tessere. La loro posizione decide le file che le vostre pedine chiuderanno poi, e ogni fila vale la sua lunghezza; una tessera spostata non si muove più, e la casella che lascia resta vuota. Premi una tessera, poi una casella evidenziata, poi di nuovo quella casella o il pulsante in fondo allo schermo, per metterla lì.',
  'linko.endsSoon': ({ who, n }, p) => p(n, { one: `${who} ha solo una carta in mano: la partita finisce appena una mano è vuota, e allora ogni carta ancora in mano costa 1 punto.`, other: `${who} ha solo {n} carte in mano: la partita finisce appena una mano è vuota, e allora ogni carta ancora in mano costa 1 punto.` }),
  'linko.endsSoon.round': ({ who, n }, p) => p(n, { one: `${who} ha solo una carta in mano: la manche finisce appena una mano è vuota, e allora ogni carta ancora in mano costa 1 punto.`, other: `${who} ha solo {n} carte in mano: la manche finisce appena una mano è vuota, e allora ogni carta ancora in mano costa 1 punto.` }),
  'lobby.result.won': 'hai vinto {you} a {them}',
  'lobby.result.lost': 'hai perso {you} a {them}',
  'lobby.result.tie': 'pari merito a {you}',
  'hint.why.plain': 'Non c’è una ragione più semplice: a livello Difficile il computer gioca fino alla fine molte partite a partire da ogni mossa possibile qui, e con questa gli è andata meglio.',
  'linko.hintWhy.take': 'Le carte entrano nella tua mano, da calare di nuovo; il tuo avversario ne pesca altrettante.',
  'linko.hintWhy.leave': 'Lasciate lì, le carte non riempiono la tua mano, dove ognuna costa 1 punto alla fine.',
  'linko.hintWhy.takeback': 'In entrambi i casi la tua mano riceve altrettante carte: queste le conosci già.',
  'linko.hintWhy.discard': 'In entrambi i casi la tua mano riceve altrettante carte: tra carte pescate nuove può esserci un Jolly, o carte che vanno con la tua mano (quelle del display le scegli tu).',
  // page38A: why the Hint waits (a move on its way, a long search), LINX's teams said as a player reads them (lobby.js); a lesson's loading (app.js).
  'table.hint.playing': 'Gioco la tua mossa…',
  'table.hint.slow': 'Ci penso ancora',
  'lobby.quick.4teams': '4 in due squadre',
  'tutorial.loading': 'Caricamento della lezione…',
  // page38B: a press while another seat plays (table.js); the link from the page's top to the player's move (table.js).
  'table.waitTurn': '{who} sta giocando: poi tocca a te.',
  'table.toBoard': 'Vai alla tua mossa',
  'table.latestHeld': 'La manche è finita: la prossima comincia con «{next}».',
  // page38A2
  'final.youWon': 'Hai vinto {you} a {them}',
  'final.youLost': 'Ha vinto {who}, {them} a {you}',
  'final.won': 'Ha vinto {who}, {them} a {next}',
  'final.team.won': 'La tua squadra ha vinto {you} a {them}',
  'final.team.lost': 'La tua squadra ha perso {you} a {them}',
  'final.hints': ({ n }, p) => p(n, { one: 'con un suggerimento', other: 'con {n} suggerimenti' }),
  'lobby.mine.going': 'Da continuare',
  'lobby.mine.over': 'Finite',
  'lobby.mine.forgetOver': 'Dimentica le partite finite',
  'replay.keys': 'Tasti: ← e → una mossa, Inizio la distribuzione, Fine la fine, PagSu e PagGiù dieci mosse.',
  // linx41
  'linko.hintWhy.manyRisk': 'Metti giù {n} carte in una volta, ognuna un punto per te alla fine; ma finché non giochi di nuovo, un avversario con {n} carte più alte può sgraffignarle.',
  // lino41
  'lino.hintWhy.row': 'Questa mossa fa una fila di {n} tessere: chi la chiude fa {n} punti.',
  'lino.hintWhy.join': 'Questa mossa unisce due file in una di {n} tessere: chi la chiude fa {n} punti.',
  'tutorial.said.end.lino': 'Poi sono stati contati i punti: ogni punteggio è elencato sotto il campo, in «Punti segnati».',
  // phone42
  'touch.again': 'Premi ancora per metterla',
  // table42
  'linko.hintWhy.display': 'La carta del display la scegli tu; la prima del mazzetto potrebbe essere una carta qualsiasi.',
  'linko.hintWhy.drawHigh': 'Una carta alta: poche carte possono sgraffignarla quando la cali.',
  'linko.hintWhy.jokerAlone': 'Un Jolly da solo vale 14, più di ogni numero: nessuna carta può sgraffignarlo.',
  'linko.hintWhy.single': 'Giochi una carta di cui hai un solo esemplare e tieni insieme le tue coppie per una calata più grande.',
  'linko.hintWhy.keepJokers': 'Tieni i tuoi Jolly per dopo, per una calata più grande.',
  'linko.withJokers': 'Con i Jolly…',
  'linko.display.caption': 'Chi pesca può prenderne una invece della prima carta del mazzetto.',
  // load26: the lobby's loading line (index.go writes it before any script runs, app.js once they do); the lobby's link to a lesson, among the page's words since the lessons' come only when a lesson opens.
  'page.loading': 'Caricamento…',
  'tutorial.learn': 'Impara a giocare a {game}',
  // phone26
  'lino.says.zoom': 'Tessere troppo piccole? Il pulsante «Ingrandisci», la lente sopra il campo, le mostra più grandi.',
  // linko27
  'linko.attackWord': '«Sgraffignare»: prendere le carte in cima di un avversario giocando altrettante carte di valore più alto.',
  // lino27
  'lino.runsSoFar': ({ n }, p) => `Allineamenti: ${p(n, { one: '{n} punto', other: '{n} punti' })} alla fine`,
  // lino28
  // A tile's target pointed at or focused: the move, then what it does to the rows (lino.js moveWhy).
  'lino.moveWhy': '{move}. {why}',
  // hint28
  'linko.hintWhy.cheapest': 'Nessuna tua calata più bassa ci riesce.',
  'linko.hintWhy.endNear': 'Nessun’altra tua calata mette giù più carte, e {who} può finire la partita prima del tuo turno: a quel punto ogni carta che hai ancora in mano ti costa 1 punto.',
  'linko.hintWhy.higher': 'Un {value} è più difficile da sgraffignare del tuo {low}: ci sono meno carte più alte.',
  'lino.hintWhy.safe': 'Questa mossa non lascia nessuna delle sue file con una sola tessera vuota: {who} non potrà chiuderne una alla mossa dopo per fare punti.',
  'linx.hintWhy.gap': 'Con la tua tessera in {b}, questa mossa lascia {c} in mezzo: un’altra tua tessera messa lì scoperta fa tre in fila.',
  'linx.hintWhy.draws': ({ n }, p) => p(n, { one: 'Messa scoperta, ti fa pescare una tessera (coperta, nessuna): più scelta al prossimo turno.', other: 'Messa scoperta, ti fa pescare due tessere (coperta, nessuna): più scelta al prossimo turno.' }),
  // small28
  'linx.blockedTie': 'nessuno poteva più mettere tessere e, in parità con {n} tessere visibili a testa, vince chi gioca per ultimo nel giro',
  'linx.blockedTie.teams': 'nessuno poteva più mettere tessere e, in parità con {n} tessere visibili per squadra, vince la squadra che gioca per seconda',
  'linx.wonTie': 'vinta (griglia bloccata, parità: giocava dopo)',
  'linx.tieRule': 'Se nessuno può più mettere tessere, la manche va a chi mostra più tessere del suo colore; in caso di parità vince chi gioca per ultimo nel giro.',
  'linx.tieRule.teams': 'Se nessuno può più mettere tessere, la manche va alla squadra che ne mostra di più in tutto; in caso di parità vince la squadra che gioca per seconda.',
  'linko.drawRest': 'Pesca le {n} carte dal mazzetto in una volta',
  'linko.drawRest.again': 'Premi ancora per pescare {n} carte dal mazzetto, una dopo l’altra.',
  // linx29
  'linx.coverOwn': 'Una tessera può essere messa coperta sopra qualsiasi tessera scoperta che batte, anche dello stesso giocatore: si può coprire una propria tessera per fare una fila di tre tessere coperte.',
  'linx.ownCovered': '{who} ha coperto una propria tessera: ogni tessera scoperta può essere coperta da una che la batte, anche dello stesso giocatore, e tre tessere coperte in fila vincono.',
  'linx.threat.up': '{who} potrebbe fare una fila di tre, da {from} a {to}, con una tessera scoperta in {cell}.',
  'linx.threat.down': '{who} potrebbe fare una fila di tre, da {from} a {to}, coprendo {cell} con una tessera {sym}.',
  'linx.chance.up': 'Puoi fare una fila di tre, da {from} a {to}, con una tessera scoperta in {cell}.',
  'linx.chance.down': 'Puoi fare una fila di tre, da {from} a {to}, coprendo {cell} con la tua tessera {sym}.',
  'linx.threatKey': '▲ una fila che un altro giocatore potrebbe completare con la sua prossima mossa',
  'linx.chanceKey': '★ una fila che puoi completare ora',
  // hints29: Lino’s hints say the gain, the lesson’s skipped points, Linko!’s risks, the attack word glossed.
  'lino.hintWhy.deny': 'Questa mossa toglie a {who} una fila di {n} tessere: {cell} resta vuota per sempre, e la fila si spezza in due tratti di {a} e {b} tessere, che valgono meno per chi li chiude.',
  'tutorial.skipped.scored': ({ you, other }, p) => `Le file chiuse da quelle pedine hanno dato ${p(you, { one: '{n} punto', other: '{n} punti' })} a te e ${p(other, { one: '{n} punto', other: '{n} punti' })} al computer: i totali ne tengono conto, anche se «Punti segnati» non le elenca.`,
  'linko.hintWhy.riskMay': ({ who, n }, p) => p(n, { one: `${who} può sgraffignarla con una carta più alta prima del tuo prossimo turno.`, other: `${who} può sgraffignarle con {n} carte più alte prima del tuo prossimo turno.` }),
  'linko.hintWhy.riskSure': ({ who, n }, p) => p(n, { one: `${who} ha in mano una carta nota con cui può sgraffignarla, e gioca prima del tuo prossimo turno.`, other: `${who} ha in mano {n} carte note con cui può sgraffignarle, e gioca prima del tuo prossimo turno.` }),
  'linko.hintWhy.still': ({ n }, p) => p(n, { one: 'Resta la tua mossa migliore: se te la sgraffignano, la carta torna in mano, o ne peschi un’altra, e il tuo punteggio è di nuovo quello di prima.', other: 'Resta la tua mossa migliore: se te le sgraffignano, le carte tornano in mano, o ne peschi altrettante, e il tuo punteggio è di nuovo quello di prima.' }),
  // since29
  'linko.prompt.drawTakenMore': ({ who, what, n }, p) => `${who} ti ha preso ${what}: ` + p(n, { one: 'pesca ancora una carta al loro posto, dal mazzetto o dal display', other: `pesca altre ${number(n)} carte al loro posto, una alla volta, dal mazzetto o dal display` }),
  'linko.prompt.drawDiscardedMore': ({ what, n }, p) => `Hai scartato ${yours(what)}: ` + p(n, { one: 'pesca ancora una carta al loro posto, dal mazzetto o dal display', other: `pesca altre ${number(n)} carte al loro posto, una alla volta, dal mazzetto o dal display` }),
};
