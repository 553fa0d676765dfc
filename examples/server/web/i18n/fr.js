// The page's own words in French, with the rulebooks' words: for Linko! la
// pioche, la réserve, la défausse, subtilynxer; for Lino le plateau, les
// cases, les pierres, les rangées, les alignements; for LINX les tuiles
// Pierre, Papier et Ciseaux, face visible, face cachée, la manche. The
// reader is "vous", as the library's French says.
// A button, or a control's name (a cell's "poser une pierre ici"), says
// what it does in the infinitive, as the library's moves do (« Poser une
// pierre en K10 »); an instruction speaks to the reader (« Posez une
// pierre »). A word the rulebook coined (subtilynxer) is explained where
// the lobby first says it.

// NUMBERS write small counts in words, as the rulebooks do.
const NUMBERS = ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const number = (n) => NUMBERS[n] || String(n);
// lower writes a word that stands alone with its capital (a bot's level,
// « Moyen ») inside a line: « Ordinateur (moyen) ».
const lower = (s) => s.charAt(0).toLowerCase() + s.slice(1);

// YOU is the reader as a Linko! victim; the sentences that name one say
// "vous subtilynxe les 7" to the reader and "subtilynxe les 7 au joueur 2"
// of another.
const YOU = 'vous';
// YOUR is the reader as a LINX tile's owner: "votre tuile Pierre", but
// "la tuile Pierre du joueur 2".
const YOUR = 'votre';
// READER and READER_LOWER are the reader as the subject of a sentence of
// the page's ("table.you"), which some sentences conjugate for.
const READER = 'Vous';
const READER_LOWER = 'vous';
const tile = (whose, sym) => (whose === YOUR ? `votre tuile ${sym}` : `la tuile ${sym} ${whose}`);

// inSentence writes the seats' labels ("Joueur 2") that a sentence holds
// as the noun a seat's default name is: "le joueur 2", "au joueur 2", "du
// joueur 2", "Le joueur 2" to begin a sentence (no elision before a
// number); a computer's, "l’ordinateur", "à l’ordinateur 2", lower-case
// mid-sentence even where a hole's words began with it ("à L’ordinateur 3"
// of a "{who}" hole, r28 #10). A player's
// own name is a proper name and stays as it is, but "de" before it elides
// where the name begins with a vowel's sound (see elides).
export function inSentence(text) {
  const out = text
    .replace(/\bJoueur (\d+)/g, 'le joueur $1')
    .replace(/\bOrdinateur\b/g, 'l’ordinateur')
    .replace(/([.!?]\s+)l’ordinateur/g, '$1L’ordinateur')
    .replace(/([^.!?\s]\s+)Le joueur/g, '$1le joueur')
    .replace(/([^.!?\s]\s+)L’ordinateur/g, '$1l’ordinateur')
    .replace(/(^|\s)([àÀ]) le joueur/g, (m, sp, a) => `${sp}${a === 'à' ? 'au' : 'Au'} joueur`)
    .replace(/(^|\s)([dD])e le joueur/g, '$1$2u joueur')
    .replace(/(^|\s)([dD])e (\p{Lu}[\p{L}\d]*)/gu, (m, sp, d, word) => (elides(word) ? `${sp}${d}’${word}` : m));
  return out.startsWith('le joueur') || out.startsWith('l’ordinateur') ? `L${out.slice(1)}` : out;
}

// elides tells whether "de" elides before a word of a sentence: a
// person's name that begins with a vowel's sound, "d’Ana", "d’Émile", a
// mute h, "d’Hugo", a Y before a consonant, "d’Yves"; never before a Y
// that a vowel follows, "de Yannick", nor before a cell's name, letters
// then figures: "la rangée de I10 à M14", "l’alignement de H10 à H13".
function elides(word) {
  return !/^\p{Lu}+\d/u.test(word) && /^([AEIOUÀÂÉÈÊÎÔÛH]|Y[^aeiouyàâéèêîôû])/u.test(word);
}

// NAMED says how a cell is named, then why Lino's field does not begin at
// A1: a place keeps one name for the whole game, so the names cover the
// whole table the field may grow into (lino/axes.go).
const NAMED = 'Une case se nomme par la lettre de sa colonne et le numéro de sa ligne : C4, par exemple. Les lettres et les numéros nomment les emplacements de toute la table, avec de la place de tous côtés pour que le plateau s’étende : voilà pourquoi il ne commence pas en A1.';

export default {
  // The page as a whole.
  'page.oops': 'Cette page ne peut pas s’afficher',
  'page.toLobby': 'Retour au salon',
  'page.unreachable': 'Le serveur est injoignable ({why}).',
  'notFound.title': 'Il n’y a pas de page ici',
  'notFound.why': 'L’adresse est peut-être mal tapée, ou la page a été déplacée.',
  'page.language': 'Langue',
  'seat.name': 'Joueur {n}',
  'seat.computer': 'Ordinateur',
  'seat.computerN': 'Ordinateur {n}',
  'count.roundsWon': ({ n }, p) => p(n, { one: n === 1 ? 'une manche gagnée' : '{n} manche gagnée', other: `${number(n)} manches gagnées` }),
  'count.moves': ({ n }, p) => p(n, { one: '{n} coup', other: '{n} coups' }),
  'count.players': ({ n }, p) => p(n, { one: '{n} joueur', other: '{n} joueurs' }),
  'and': '{a} et {b}',
  'colon': '{a} : {b}',

  // The lobby.
  'lobby.play': 'Jouer',
  'lobby.game': 'Jeu',
  'lobby.difficulty': 'Difficulté',
  'lobby.yourName': 'Votre nom',
  'lobby.optional': 'facultatif',
  'lobby.playComputer': 'Jouer contre l’ordinateur',
  'lobby.quickSeats': ({ n }, p) => p(n - 1, { one: 'Vous contre un adversaire joué par l’ordinateur.', other: `Vous contre ${number(n - 1)} adversaires joués par l’ordinateur.` }),
  'lobby.players.range': 'De {min} à {max} joueurs',
  'lobby.about.linko': 'Un jeu de cartes où l’on attaque sans cesse : posez des cartes de même valeur et prenez à vos adversaires celles qui sont plus faibles ; c’est ce que la règle appelle « subtilynxer ».',
  'lobby.about.lino': 'Construisez ensemble un plateau de cases, puis remplissez-le de pierres : fermez des rangées, et alignez vos pierres.',
  'lobby.about.linx': 'Pierre-feuille-ciseaux (chifoumi) sur une grille : alignez trois de vos tuiles.',
  'lobby.level': '{level} : {what}',
  'lobby.opt.players': 'Joueurs',
  'lobby.opt.seed': 'Numéro de partie',
  'lobby.opt.seed.hint': 'Laissez vide pour une nouvelle partie ; le même numéro redonne la même partie.',
  'lobby.opt.seed.placeholder': 'nouvelle partie',
  'lobby.opt.firstSeat': 'Qui commence',
  'lobby.opt.rounds': 'Manches',
  'lobby.opt.bonus': 'Jeu bonus',
  'lobby.opt.bonus.hint': 'Les chiffres et les étoiles des cases comptent à la fin.',
  'lobby.opt.starsOnly': 'Étoiles seules',
  'lobby.opt.starsOnly.hint': 'Le jeu bonus avec seulement les étoiles visibles.',
  'lobby.opt.teams': 'Deux équipes de deux',
  'lobby.opt.teams.hint': 'Les joueurs 1 et 3 jouent contre les joueurs 2 et 4.',
  'lobby.whoPlays': ({ seat }) => `Qui joue à la place ${String(seat).replace(/\D+/g, '')} ?`,
  'lobby.you': 'Vous',
  'lobby.person': 'Une personne (vous envoyez le lien)',
  'lobby.computer': ({ level }) => `Ordinateur (${lower(level)})`,
  'lobby.whoSits': 'Les places',
  'lobby.pause': 'Pause entre les coups',
  'lobby.pause.hint': 'Combien de temps l’ordinateur attend avant chacun de ses coups, pour que vous puissiez suivre.',
  'lobby.create': 'Créer la table',
  'lobby.custom': 'Entre amis, ou avec vos réglages',
  'lobby.notMade': 'La table n’a pas pu être créée : {why}',
  'lobby.byComputer': ({ level }) => ` l’ordinateur, niveau ${lower(level)}`,
  'lobby.youSit': ' vous ',
  'lobby.sitDown': 'S’asseoir',
  'lobby.linkOf': 'lien de {seat}',
  'lobby.copy': 'Copier',
  'lobby.copied': 'Copié',
  'lobby.open': 'Ouvrir',
  'lobby.ready': 'Votre table est prête',
  'lobby.sendLinks': 'Envoyez à chaque joueur le lien de sa place, et à lui seul : quiconque a ce lien joue à cette place.',
  'lobby.watch': 'Regarder en spectateur',
  'lobby.gone': 'disparue du serveur',
  'lobby.tables.unreachable': 'Les tables ne peuvent pas s’afficher : le serveur ne répond pas.',
  'lobby.finished': 'terminée',
  'lobby.yourTurn': 'à vous de jouer',
  'lobby.toMove': 'à {who} de jouer',
  'lobby.justNow': 'à l’instant',
  'lobby.minutesAgo': 'il y a {n} min',
  'lobby.hoursAgo': 'il y a {n} h',
  'lobby.daysAgo': ({ n }, p) => p(n, { one: 'il y a {n} jour', other: 'il y a {n} jours' }),
  'lobby.yourGames': 'Vos parties',
  'lobby.yourGames.none': 'Les parties que vous jouez dans ce navigateur viennent ici, pour que vous puissiez retrouver votre place.',
  'lobby.forget': 'Oublier',
  'lobby.forget.title': 'Oublier cette place',
  'lobby.forget.label': ({ game, seat }) => `Oublier votre place (${seat.replace(/^Joueur/, 'joueur')}) à ${game}`,
  'lobby.tableFor': '{game} à {players}',
  'lobby.started': 'commencée {since}',

  // A table.
  'table.the': 'la table',
  'table.players': 'les joueurs',
  'table.log': 'Ce qui s’est passé',
  'table.brokenSeat': 'Ce lien est cassé : « {text} » n’est pas une place.',
  'table.noSecret': 'Ce lien est incomplet : il ne peut pas ouvrir la place de {seat}.',
  'table.noSuch': 'Cette table n’existe pas : elle est peut-être terminée et rangée.',
  'table.cannotOpen': 'La table ne peut pas s’ouvrir : {why}',
  'table.cannotDraw': 'Cette page ne sait pas dessiner le jeu {game}.',
  'table.noSuchSeat': 'Ce lien est cassé : cette table n’a pas de place pour {seat}.',
  'table.howToPlay': 'Comment jouer à {game}',
  'table.lost': 'La connexion au serveur est perdue ; nouvel essai…',
  'table.youAre': 'vous êtes {seat}',
  'table.spectator': 'spectateur',
  'table.title.yourTurn': '▶ À vous · ',
  'table.title.over': 'Partie terminée · ',
  'table.over': 'Partie terminée',
  'table.toMove': 'À {who} de jouer',
  'table.watching': 'Vous regardez',
  'table.conn.live': '● en direct',
  'table.conn.connecting': '○ connexion…',
  'table.conn.lost': '○ reconnexion…',
  'table.conn.done': '● terminée',
  'table.conn.here': '● contre l’ordinateur',
  'table.haveSeat': 'Vous êtes {seat} à cette table. ',
  'table.takeBack': 'Reprendre votre place',
  'table.winner': 'gagnant',
  'table.nobodyWon': 'Personne n’a gagné.',
  'table.tie': 'Égalité : {who} gagnent.',
  'table.tieWithYou': 'Égalité : {who} et vous gagnez.',
  'table.total': 'Total',
  'table.rematch': 'Revanche',
  'table.newGame': 'Nouvelle partie',
  'table.replay': 'Revoir la partie',
  'table.lobby': 'Salon',
  'table.noRematch': 'Pas de revanche : {why}',
  'table.wrongSecret': 'Ce lien n’ouvre pas la place de {seat} : il est incomplet ou erroné.',
  'table.watch': 'Regarder la table',
  'table.you': READER,
  'table.youLower': READER_LOWER,
  'table.withLevel': '{who} · {level}',
  'table.notSent': 'Le coup n’a pas été envoyé : {why}',
  'table.refused': 'Ce coup n’a pas été joué : {why} La partie a continué, et la table montre où elle en est.',

  'table.pace': 'Pause entre les coups',
  'table.latest': 'Depuis votre coup',
  'table.latestWatch': 'Les derniers coups',

  // The pause between the others' moves.
  'pace.slow': 'Lente (2 s)',
  'pace.normal': 'Normale (1 s)',
  'pace.fast': 'Rapide (0,4 s)',
  'pace.instant': 'Aucune',

  // The replay.
  'replay.title': 'Revoir la partie ({game})',
  'replay.back': 'Retour à la table',
  'replay.notYet': 'Cette partie est encore en cours : on pourra la revoir une fois terminée.',
  'replay.cannotRead': 'La partie ne peut pas être relue : {why}',
  'replay.move': 'coup',
  'replay.controls': 'revoir la partie',
  'replay.first': '‹‹ Début',
  'replay.prev': '‹ Précédent',
  'replay.play': 'Lecture',
  'replay.pause': 'Pause',
  'replay.next': 'Suivant ›',
  'replay.last': 'Fin ››',
  'replay.deal': 'La position de départ',
  'replay.step': 'Coup {at} sur {n}, joué par {who}',
  'replay.won': ({ who, n }, p) => `${who} ${/\bvous$/i.test(who) ? 'avez' : p(n, { one: 'a', other: 'ont' })} gagné.`,
  'replay.over': 'Partie terminée : {end}',
  'replay.thisMove': 'Ce coup',
  'replay.dealt': 'La position de départ, avant le premier coup.',

  // Badges and scores, the same words in every game.
  'badge.turn': 'à jouer',
  'score.points': ({ n }, p) => p(n, { one: '{n} pt', other: '{n} pts' }),
  'round.of': 'Manche {round} sur {rounds}',
  'round.n': 'Manche {round}',

  // Linko!
  'linko.prompt.play': 'À vous : posez des cartes d’une même valeur',
  'linko.prompt.take': 'Voulez-vous prendre {what} à {whose} ?',
  'linko.prompt.takeback': 'Vos cartes n’ont pas été prises : reprenez-les en main, ou défaussez-les et piochez',
  'linko.prompt.draw': ({ n }, p) => p(n, { one: 'Piochez une carte, dans la pioche ou la réserve', other: `Piochez ${number(n)} cartes, une à une, dans la pioche ou la réserve` }),
  'linko.prompt.other': 'À vous',
  'linko.joker': 'joker',
  'linko.meld.cards': ({ n, value }, p) => p(n, { one: `un ${value}`, other: `${number(n)} ${value}` }),
  'linko.meld.joker': ({ n }, p) => p(n, { one: 'un joker', other: `${number(n)} jokers` }),
  // A meld named with its article, its jokers too when the page counts
  // them, several cards with their number as the jokers have theirs: "le 7",
  // "le 7 et le joker", "les deux 7 et les deux jokers", jokers alone "le
  // joker", "les deux jokers".
  'linko.meld.what': ({ n, value, jokers = 0 }, p) => [
    n ? p(n, { one: `le ${value}`, other: `les ${number(n)} ${value}` }) : '',
    jokers ? p(jokers, { one: 'le joker', other: `les ${number(jokers)} jokers` }) : '',
  ].filter(Boolean).join(' et '),
  'linko.deciding': 'décide',
  'linko.waiting': 'attend',
  'linko.why.title': 'Le score : chaque carte posée rapporte un point, chaque carte en main en coûte un.',
  'linko.why': ({ played, hand }, p) => `${(played && `${p(played, { one: '{n} carte posée', other: '{n} cartes posées' })} (+${played})`) || 'aucune carte posée'}, ${(hand && `${hand} en main (−${hand})`) || 'aucune en main'}`,
  'linko.inHand': '{n} en main',
  'linko.drewOne': 'a pioché une carte',
  'linko.drewMany': ({ n }, p) => p(n, { one: 'a pioché une carte', other: `a pioché ${number(n)} cartes` }),
  'linko.known': ' connues : ',
  'linko.noPlay': 'rien de posé',
  'linko.under': 'recouvertes, posées avant : ',
  'linko.pile': 'Pioche',
  'linko.pile.title': 'pioche',
  'linko.display': 'Réserve',
  'linko.display.what': 'Les cartes face visible à côté de la pioche : on peut y prendre une carte au lieu de celle du dessus de la pioche.',
  'linko.discard': 'Défausse',
  'linko.discard.count': ({ n }, p) => p(n, { one: '{n} carte défaussée', other: '{n} cartes défaussées' }),
  'linko.discard.none': 'rien de défaussé',
  'linko.attacks': ({ who, whose, what }) => (whose === YOU ? `${who} vous subtilynxe ${what}.` : `${who} subtilynxe ${what} à ${whose}.`),
  'linko.youAttack': 'Vous subtilynxez {what} à {whose}.',
  'linko.left': ({ who, whose, what }) => {
    if (who === READER) return `Vous n’avez pas pris ${what} à ${whose}.`;
    return whose === YOU ? `${who} ne vous a pas pris ${what}.` : `${who} n’a pas pris ${what} à ${whose}.`;
  },
  'linko.draws': ({ who, n }, p) => `${who} a ${p(n, { one: 'une carte', other: `${number(n)} cartes` })} à piocher.`,
  'linko.your': YOU,
  'linko.whose': '{who}',
  'linko.play': 'les cartes posées',
  'linko.playValue': 'poser {what}',
  'linko.group': '{n} × {what}',
  'linko.playColon': 'Poser :',
  'linko.pickValue': 'Choisissez une valeur de votre main pour la poser.',
  'linko.hintWhy': ({ n, value }, p) => p(n, { one: `Il faudra une carte plus forte que votre ${value} pour vous le subtilynxer.`, other: `Il faudra ${number(n)} cartes plus fortes que vos ${value} pour vous les subtilynxer.` }),
  'linko.yourHand': 'Votre main ({n})',
  'linko.played': 'Posées',
  'linko.handCol': 'En main',
  'linko.note': 'Les colonnes montrent les cartes de la dernière manche ; le total additionne toutes les manches.',

  // Lino.
  'lino.prompt.building': 'À vous : déplacez une case (cliquez dessus, puis sur l’endroit où la poser)',
  'lino.prompt.filling': 'À vous : posez une pierre sur une case inoccupée',
  'lino.prompt.other': 'À vous',
  'lino.black': 'Noirs',
  'lino.white': 'Blancs',
  'lino.stonesLeft': ({ colour, n }, p) => `${colour} · ${p(n, { one: '{n} pierre restante', other: '{n} pierres restantes' })}`,
  'lino.moved': ' (déplacée)',
  'lino.placeHere': ' : poser une pierre ici',
  'lino.moveThis': ' : déplacer cette case',
  'lino.vacated': '{cell} : une case a quitté cet endroit ; aucune case ne peut y venir',
  'lino.field': 'le plateau',
  'lino.scored': 'Points marqués',
  'lino.scored.item': '{who} ({colour}) : {what} — {points}',
  'lino.scored.row': 'la rangée de {from} à {to}',
  'lino.scored.run': 'l’alignement de {from} à {to}',
  'lino.scored.number': 'le chiffre en {cell}',
  'lino.scored.star': 'l’étoile en {cell}',
  'lino.says': 'Survolez une case en surbrillance, ou atteignez-la avec Tab ou les flèches, pour voir l’effet de votre coup ; Entrée le joue, Échap l’annule.',
  'lino.show': 'Afficher',
  'lino.rows': 'Rangées',
  'lino.rows.across': 'Rangées horizontales',
  'lino.rows.down': 'Rangées verticales',
  'lino.rows.diagonal': 'Rangées diagonales',
  'lino.runs': 'Alignements',
  'lino.numbers': 'Chiffres',
  'lino.stars': 'Étoiles',

  // LINX.
  'linx.prompt': 'À vous : choisissez une tuile de votre main, puis une case',
  'linx.round': 'Manche {round} · le premier à remporter {wins} manches gagne la partie',
  'linx.colour.y': 'jaune',
  'linx.colour.b': 'bleu',
  'linx.colour.p': 'rose',
  'linx.colour.g': 'vert',
  'linx.sym.R': 'Pierre',
  'linx.sym.P': 'Papier',
  'linx.sym.S': 'Ciseaux',
  'linx.tileName': '{sym} ({colour})',
  'linx.letter.R': 'Pi',
  'linx.letter.P': 'Pa',
  'linx.letter.S': 'Ci',
  'linx.inHand': '{colour} · {n} en main',
  'linx.inPile': ' · {n} dans la pioche',
  'linx.known': ' · connues : ',
  'linx.neutral': ' les tuiles vertes (marquées ◆) sont neutres : chacun peut les recouvrir',
  'linx.team': 'Équipe {team}',
  'linx.teamA.seats': ' joueurs 1 et 3',
  'linx.teamB.seats': ' joueurs 2 et 4',
  'linx.putUp': '{cell} : placer ici votre tuile {sym} face visible',
  'linx.nobodys': 'verte',
  'linx.your': YOUR,
  'linx.whose': 'de {who}',
  'linx.tile': ({ whose, sym }) => `${tile(whose, sym)}, face visible`,
  'linx.covered': ({ whose, sym }) => `, recouverte face cachée par ${tile(whose, sym)}`,
  'linx.cover': ' : la recouvrir de votre tuile {sym}',
  'linx.grid': 'la grille',
  'linx.pastGrid': 'la grille de la dernière manche',
  'linx.blocked': ({ who }) => `plus personne ne pouvait placer de tuile, et ${who === READER_LOWER ? 'vous aviez' : `${who.replace(/^Équipe /, 'l’équipe ')} avait`} le plus de tuiles apparentes${/^Équipe /.test(who) ? ' au total' : ''}`,
  'linx.line': 'trois tuiles alignées (surlignées sur la grille)',
  'linx.roundWent': ({ round, who, how, mine }) => (mine ? `Votre équipe a gagné la manche ${round} : ${how}.` : who === READER_LOWER ? `Vous avez gagné la manche ${round} : ${how}.` : `La manche ${round} est allée à ${who.replace(/^Équipe /, 'l’équipe ')} : ${how}.`),
  'linx.nextRound': 'Manche suivante',
  'linx.yourHand': 'Votre main ({colour}, {n})',
  'linx.place': 'placer une tuile {sym}',
  'linx.nowClick': 'Cliquez maintenant sur une case vide (face visible, puis piochez 2) ou sur une tuile que votre tuile {sym} bat, encadrée de points violets avec un coin replié (face cachée).',
  'linx.pickTile': 'Choisissez une tuile de votre main.',
  'linx.why.first': 'Sur une grille vide, la première tuile va en {cell}, la case marquée.',
  'linx.why.bound': '{cell} est hors limites : toutes les tuiles doivent tenir dans un carré de {n}×{n}. Les cases encore possibles sont en clair.',
  'linx.why.touch': '{cell} ne touche aucune tuile : une tuile se place contre une autre, par un côté ou un angle.',
  'linx.why.cover': 'Votre tuile {sym} ne peut pas recouvrir la tuile en {cell} : une tuile ne recouvre, face cachée, qu’une tuile face visible qu’elle bat.',
  'linx.caption': 'Les tuiles doivent tenir dans un carré de {n}×{n}. La pierre bat les ciseaux, les ciseaux battent le papier, le papier bat la pierre. Une tuile face cachée montre son dos : sa couleur, rayée, dans un cadre blanc, sans symbole ; le numéro sur une tuile est celui de son joueur.',
  'linx.won': 'gagnée',
  'linx.lost': 'perdue',
  'linx.wonBlocked': 'gagnée (blocage)',
  'linx.teamWon.A': 'L’équipe A (joueurs 1 et 3) a gagné',
  'linx.teamWon.B': 'L’équipe B (joueurs 2 et 4) a gagné',
  'linx.yourTeam': ' : votre équipe !',
  'linx.says': 'Survolez une case, ou atteignez-la avec Tab ou les flèches, pour voir l’effet de votre tuile placée là ; Entrée la place, Échap la remet en main.',
  'linx.firstTile': 'La grille est vide, toutes les cases se valent : votre {sym} va en {cell}. Chaque tuile suivante doit toucher une tuile par un côté ou un angle.',
  'lobby.rounds.fair': '{rounds} manches ne laisseraient pas chacun des {n} joueurs commencer aussi souvent : choisissez 1, ou un multiple de {n}.',
  'touch.play': 'Jouer',
  'touch.cancel': 'Annuler',
  'touch.hinted.move': 'Indice : au niveau Difficile, l’ordinateur choisirait « {move} ».',
  'touch.hinted.play': 'Jouer ce coup',
  'touch.why': 'Pourquoi : {why}',
  'lino.says.touch': 'Touchez une case en surbrillance pour voir l’effet de votre coup ; touchez-la encore, ou le bouton en bas de l’écran, pour le jouer.',
  'linx.says.touch': 'Touchez une case pour voir l’effet de votre tuile ; retouchez-la, ou touchez le bouton en bas de l’écran, pour la placer.',
  'table.hint': 'Indice',
  'table.hint.thinking': 'Je réfléchis…',
  'lobby.abandoned': 'abandonnée',
  'lino.prompt.building.touch': 'À vous : déplacez une case (touchez-la, puis deux fois l’endroit où la poser)',
  'linx.nowTap': 'Touchez maintenant une case vide (face visible, puis piochez 2) ou une tuile que votre tuile {sym} bat, encadrée de points violets avec un coin replié (face cachée).',
  'why.wait': 'Ce n’est pas encore à vous de jouer.',
  'lino.why.pick': 'Choisissez d’abord une case à déplacer : une case en surbrillance.',
  'lino.why.moved': 'La case en {cell} a déjà été déplacée : une case déplacée ne bouge plus.',
  'lino.why.stuck': 'La case en {cell} ne peut pas bouger maintenant : après le déplacement, chaque case doit encore en toucher une autre.',
  'lino.why.vacated': 'Aucune case ne peut aller en {cell} : une case en a été déplacée.',
  'lino.why.touch': 'Une case ne va que contre une autre case : {cell} n’en touche aucune.',
  'lino.why.alone': 'Pas en {cell} : après le déplacement, chaque case doit encore en toucher une autre.',
  'lino.why.full': 'Il y a déjà une case en {cell} : déplacez-la vers un endroit libre.',
  'lino.why.stone': 'Il y a déjà une pierre en {cell} : posez votre pierre sur une case inoccupée.',
  'lino.why.noTile': 'Il n’y a pas de case en {cell} : posez votre pierre sur une case inoccupée.',
  'linko.why.decide': 'Décidez d’abord si vous prenez les cartes subtilynxées.',
  'linko.why.takeback': 'Reprenez d’abord vos cartes en main, ou défaussez-les et piochez.',
  'linko.why.draw': 'Piochez d’abord vos cartes, une à une : dans la pioche ou la réserve.',
  'linko.why.noDraw': 'Vous ne piochez que lorsqu’on vous a subtilynxé des cartes : si l’attaquant les prend, ou si vous les défaussez.',
  'linko.why.slot': 'Un emplacement vide : la réserve revient à 6 cartes une fois toutes vos cartes piochées.',
  // page9: the lesson’s glosses (the rulebook’s verb, the runs), its skip ahead, and why the Hint’s move is the one.
  'tutorial.linko.1.more': '« Subtilynxer », dans les règles du jeu, c’est battre avec vos cartes celles du dessus d’un adversaire : vous pouvez alors les prendre.',
  'tutorial.lino.4.more': 'Surveillez aussi vos pierres alignées : à la fin, les alignements de quatre pierres ou plus rapportent des points.',
  'tutorial.skipped.lino': 'Pour avancer plus vite, d’autres pierres ont ensuite été posées pour vous et l’ordinateur.',
  'lino.hintWhy.run': 'Ce coup aligne {n} de vos pierres (4 ou plus marquent à la fin).',
  'lino.hintWhy.stop': 'Ce coup bloque à {n} pierres un alignement de {who}.',
  'linx.hintWhy.cover': 'Ce coup recouvre la tuile en {a} : avec celle en {b}, elle faisait déjà deux tuiles alignées pour {who}.',
  'linx.hintWhy.block': 'Ce coup barre la route à {who}, dont les tuiles en {a} et {b} sont déjà alignées.',
  'linx.hintWhy.build': 'Ce coup aligne votre tuile avec celle en {b} : vous en avez deux en ligne.',
  'linko.hintWhy.pile': 'Dans la pioche, personne d’autre ne voit quelle carte vous prenez.',
  'linko.hintWhy.joker': 'Un joker s’ajoute à une pose de n’importe quelle valeur.',
  'linko.hintWhy.more': 'Avec une carte d’une valeur que vous avez déjà en main, vous poserez plus de cartes à la fois, plus difficiles à subtilynxer.',
  // page10: why Lino's field does not begin at A1, said once in "How to play".
  'lino.named': NAMED,
  // page11: "Since your move" while it has nothing to tell.
  'table.latestNone': 'Les coups des autres s’afficheront ici, au fil du jeu.',
  // page13: les niveaux de l’ordinateur (levels.js LEVELS), et pourquoi une
  // pioche est due à Linko!, dit là où elle est demandée.
  'lobby.level.easy': 'Facile',
  'lobby.level.easy.what': 'joue selon des règles simples, un coup à l’avance',
  'lobby.level.medium': 'Moyen',
  'lobby.level.medium.what': 'réfléchit quelques coups à l’avance',
  'lobby.level.hard': 'Difficile',
  'lobby.level.hard.what': 'réfléchit plus longtemps et plus loin',
  'linko.prompt.drawTaken': ({ who, what, n }, p) => `${who} vous a pris ${what} : ` + p(n, { one: 'piochez une carte pour la remplacer, dans la pioche ou la réserve', other: `piochez ${number(n)} cartes pour les remplacer, une à une, dans la pioche ou la réserve` }),
  'linko.prompt.drawDiscarded': ({ what, n }, p) => `Vous avez défaussé ${what} : ` + p(n, { one: 'piochez une carte pour la remplacer, dans la pioche ou la réserve', other: `piochez ${number(n)} cartes pour les remplacer, une à une, dans la pioche ou la réserve` }),
  // page17B: contre l’ordinateur à 4 en deux équipes de LINX, depuis l’accueil.
  'lobby.quick.teams': '4 joueurs, deux équipes de deux',
  'lobby.quickSeats.teams': 'Vous et l’ordinateur 3 contre les ordinateurs 2 et 4.',
  // page13: une seule règle au toucher, à Linko! comme à Lino et LINX.
  'linko.draw.touch': 'Touchez la pioche ou une carte de la réserve pour piocher.',
  // page17A: the table while a game is played and when it ends.
  'table.hint.none': 'L’ordinateur n’a pas trouvé de coup à conseiller : appuyez pour réessayer',
  'table.hint.busy': 'L’ordinateur est occupé : appuyez de nouveau dans un instant',
  'linko.hintWhy.many': 'Ce coup pose {n} cartes à la fois : à la fin, chacune comptera pour vous au lieu de compter contre vous dans votre main.',
  'linko.hintWhy.lowest': 'Ce coup joue votre carte la plus faible et garde les plus fortes pour subtilynxer ensuite.',
  'table.latestOver': 'Les derniers coups de la partie',
  'lino.field.swipe': 'Faites glisser le plateau sur le côté pour voir la suite ↔',
  'lino.field.left': 'Les colonnes de gauche',
  'lino.field.right': 'Les colonnes de droite',
  // page18A: Lino's field on a phone, seen whole or zoomed in (linofield.js fieldbox).
  'lino.field.whole': 'Plateau entier',
  'lino.field.zoom': 'Agrandir',
  // page19: Lino's target names the whole move, the tile and where it goes (linotiles.js).
  'lino.moveTo': 'Déplacer la case de {from} en {to}',
  // page20B: a covered tile's reason, a Linko! seat near its last card, the
  // lobby's lengths in turns, the table while it loads, the reader's seat
  // where people play together.
  'linx.hintWhy.hide': 'Ce coup recouvre la tuile de {who} en {a} : elle ne compte plus dans aucun alignement, et la vôtre, face cachée, ne pourra jamais être recouverte.',
  'linko.fewLeft': ({ who, n }, p) => p(n, { one: `${who} n’a plus qu’une carte`, other: `${who} n’a plus que {n} cartes` }),
  'lobby.card.turns': ({ players, from, to }) => `${players} · ` + (from === to ? `${from} tours chacun` : `de ${from} à ${to} tours chacun`),
  'table.loading': 'Chargement de la partie…',
  'table.youPlayAt': 'Vous êtes le joueur {n}',
  // page20A: Lino's field in play labels the last move's points alone (linoscored.js).
  'lino.caption.earlier': 'Seuls les points du dernier coup sont étiquetés ; les précédents sont de fins traits : survolez ou touchez une ligne de « Points marqués » pour en voir les points.',
  // page22A: Lino's caption in one line, its key a tap away (lino.js).
  'lino.line.over': ({ n }, p) => `Le plateau à la fin : ${p(n, { one: '{n} case inoccupée', other: '{n} cases inoccupées' })}.`,
  'lino.line.building': ({ n }, p) => `Construction du plateau : ${p(n, { one: '{n} case déplacée', other: '{n} cases déplacées' })} sur 6.`,
  'lino.line.filling': ({ black, white }, p) => `Pose des pierres : il reste ${p(black, { one: '{n} pierre', other: '{n} pierres' })} aux Noirs et ${white} aux Blancs.`,
  'lino.key.building': 'Une case déplacée a un bord rouge et ne bouge plus ; × marque un endroit où aucune case ne peut aller.',
  'lino.key.scored': 'Les rangées et alignements qui ont rapporté des points sont tracés sur le plateau : les rangées des Noirs d’un trait doré plein et d’une étiquette sombre, celles des Blancs d’un trait bleu pointillé et d’une étiquette claire.',
  // page24B: the lobby says a table is being made while it is (r22 #6).
  'lobby.settingUp': 'Préparation de la table…',
  // page24A: Linko!'s plays chosen at the screen's foot on a touch screen (linko.js).
  'linko.pickValue.touch': 'Touchez une valeur de votre main : ses poses s’affichent en bas de l’écran, chacune sur un bouton vert avec son effet. Comme dans tous les jeux, toucher un bouton vert en bas de l’écran joue le coup.',
  // page25B: the lobby's 2 against 2, its open tables, a game kept in this browser, the Hint's key and count (r23).
  'lobby.tables.open': 'Tables en attente de joueurs',
  'lobby.noTable.open': 'Aucune pour l’instant. Les tables que vous créez apparaissent dans « Vos parties ».',
  'table.elsewhere': 'Cette partie a été jouée dans un autre navigateur. Une partie n’est enregistrée que dans le navigateur où elle a été jouée : c’est le seul endroit où l’on peut la revoir.',
  'table.keptHere': 'Cette partie n’est enregistrée que dans ce navigateur : le lien pour la revoir ne fonctionne qu’ici.',
  'table.hint.key': 'Le coup que jouerait l’ordinateur au niveau Difficile (touche H)',
  // page25A: "Since your move" on a phone, its older moves folded behind a button (latest.js).
  'table.latestEarlier': ({ n }, p) => p(n, { one: '{n} coup précédent', other: '{n} coups précédents' }),
  'table.latestFold': 'Masquer les coups précédents',
  // page27B: "Since your move" after the reader's move, until another seat's is told (latest.js).
  'table.latestWaiting': '{who} joue…',
  // page27B: a Linko! seat's figures while the game goes on, its total from a match's second round (linko.js).
  'linko.tally.played': 'Posées : {n}',
  'linko.tally.hand': 'en main : {n}',
  'linko.total': 'Total provisoire : {pts}',
  // page27A: the phone coach's longer words folded (tutorial.js); a page slow to load (app.js).
  'tutorial.more': 'Voir plus',
  'tutorial.less': 'Voir moins',
  'page.slow': 'Chargement en cours : cela peut prendre quelques secondes…',
  // page28B: the end of a game won against Easy or Medium offers the next level (table.js).
  'table.nextLevel': 'Trop facile ? Rejouez au niveau {level}',
  // page28A: a lesson's end, its result in the status and its last move's long telling folded on a phone (tutorial.js).
  'tutorial.result.won': 'Vous avez gagné {you} à {them}',
  'tutorial.result.lost': 'L’ordinateur a gagné {them} à {you}',
  'tutorial.result.tie': 'Égalité, {you} à {them} : vous gagnez tous les deux',
  'tutorial.said.rest': '{n} de plus : les afficher',
  // page28D: Lino's building note, Linko!'s nearly empty hands, the lobby's results, the hints' plain reasons.
  'lino.says.building': 'Chacun de vous déplace trois cases. Leur place décide des rangées que vos pierres fermeront ensuite, chacune rapportant sa longueur ; une case déplacée ne bouge plus, et l’endroit qu’elle quitte reste vide. Choisissez une case (elle s’éclaire sous le pointeur), puis un endroit en surbrillance ; Échap annule.',
  'lino.says.building.touch': 'Chacun de vous déplace trois cases. Leur place décide des rangées que vos pierres fermeront ensuite, chacune rapportant sa longueur ; une case déplacée ne bouge plus, et l’endroit qu’elle quitte reste vide. Touchez une case, puis un endroit en surbrillance, puis cet endroit encore, ou le bouton en bas de l’écran, pour l’y poser.',
  'linko.endsSoon': ({ who, n }, p) => p(n, { one: `${who} n’a plus qu’une carte : la partie s’arrête dès qu’une main est vide, et chaque carte encore en main coûte alors 1 point.`, other: `${who} n’a plus que {n} cartes : la partie s’arrête dès qu’une main est vide, et chaque carte encore en main coûte alors 1 point.` }),
  'linko.endsSoon.round': ({ who, n }, p) => p(n, { one: `${who} n’a plus qu’une carte : la manche s’arrête dès qu’une main est vide, et chaque carte encore en main coûte alors 1 point.`, other: `${who} n’a plus que {n} cartes : la manche s’arrête dès qu’une main est vide, et chaque carte encore en main coûte alors 1 point.` }),
  'lobby.result.won': 'vous avez gagné {you} à {them}',
  'lobby.result.lost': 'vous avez perdu {you} à {them}',
  'lobby.result.tie': 'égalité à {you}',
  'hint.why.plain': 'Pas de raison plus simple à donner : au niveau Difficile, l’ordinateur joue jusqu’au bout de nombreuses parties à partir de chaque coup possible ici, et c’est avec celui-ci qu’il s’en sort le mieux.',
  'linko.hintWhy.take': 'Les cartes rejoignent votre main, pour être rejouées ; votre adversaire en pioche autant.',
  'linko.hintWhy.leave': 'Laissées, les cartes ne remplissent pas votre main, où chacune coûte 1 point à la fin.',
  'linko.hintWhy.takeback': 'Dans les deux cas, votre main reçoit autant de cartes : celles-ci, vous les connaissez déjà.',
  'linko.hintWhy.discard': 'Dans les deux cas, votre main reçoit autant de cartes : en piochant, vous pouvez trouver un joker ou des cartes qui vont avec votre main (dans la réserve, vous les choisissez).',
  // page38A: why the Hint waits (a move on its way, a long search), LINX's teams said as a player reads them (lobby.js); a lesson's loading (app.js).
  'table.hint.playing': 'Votre coup se joue…',
  'table.hint.slow': 'Je réfléchis encore',
  'lobby.quick.4teams': '4 en deux équipes',
  'tutorial.loading': 'Chargement de la leçon…',
  // page38B: a press while another seat plays (table.js); the link from the page's top to the player's move (table.js).
  'table.waitTurn': '{who} joue : votre tour vient ensuite.',
  'table.toBoard': 'Aller à votre coup',
  'table.latestHeld': 'La manche est finie : la suivante commence avec « {next} ».',
  // page38A2
  'final.youWon': 'Vous avez gagné {you} à {them}',
  'final.youLost': '{who} a gagné {them} à {you}',
  'final.won': '{who} a gagné {them} à {next}',
  'final.team.won': 'Votre équipe a gagné {you} à {them}',
  'final.team.lost': 'Votre équipe a perdu {you} à {them}',
  'final.hints': ({ n }, p) => p(n, { one: 'avec un indice', other: 'avec {n} indices' }),
  'lobby.mine.going': 'À reprendre',
  'lobby.mine.over': 'Terminées',
  'lobby.mine.forgetOver': 'Oublier les parties terminées',
  'replay.keys': 'Touches : ← et → un coup, Début la donne, Fin la fin, Page précédente et Page suivante dix coups.',
  // linx41
  'linko.hintWhy.manyRisk': 'Ce coup pose {n} cartes à la fois, chacune rapportant un point à la fin ; mais jusqu’à ce que vous rejouiez, un joueur qui a {n} cartes plus fortes peut vous les subtilynxer.',
  // lino41
  'lino.hintWhy.row': 'Ce coup fait une rangée de {n} cases : qui la ferme marque {n} points.',
  'lino.hintWhy.join': 'Ce coup réunit deux rangées en une seule de {n} cases : qui la ferme marque {n} points.',
  'tutorial.said.end.lino': 'Puis les points ont été comptés : chaque score figure sous le plateau, dans « Points marqués ».',
  // phone42
  'touch.again': 'Touchez encore pour jouer',
  // table42
  'linko.hintWhy.display': 'Dans la réserve, vous choisissez votre carte ; celle de la pioche pourrait être n’importe laquelle.',
  'linko.hintWhy.drawHigh': 'Une carte forte : peu de cartes peuvent la subtilynxer une fois posée.',
  'linko.hintWhy.jokerAlone': 'Un joker seul vaut 14, plus que tout nombre : aucune carte ne peut le subtilynxer.',
  'linko.hintWhy.single': 'Ce coup joue une carte que vous n’avez qu’en un exemplaire et garde vos paires pour une pose plus grande.',
  'linko.hintWhy.keepJokers': 'Ce coup garde vos jokers pour plus tard, pour une pose plus grande.',
  'linko.withJokers': 'Avec des jokers…',
  'linko.display.caption': 'Face visible : qui pioche peut en prendre une au lieu de celle de la pioche.',
  // load26: the lobby's loading line (index.go writes it before any script runs, app.js once they do); the lobby's link to a lesson, among the page's words since the lessons' come only when a lesson opens.
  'page.loading': 'Chargement…',
  'tutorial.learn': 'Apprendre à jouer à {game}',
  // phone26
  'lino.says.zoom': 'Cases trop petites ? Le bouton « Agrandir », la loupe au-dessus du plateau, les affiche en plus grand.',
  // linko27
  'linko.attackWord': '« Subtilynxer » : prendre les cartes du dessus d’un adversaire en posant autant de cartes d’une valeur plus forte.',
  // lino27
  'lino.runsSoFar': ({ n }, p) => `Alignements : ${p(n, { one: '{n} pt', other: '{n} pts' })} à la fin`,
  // lino28
  // A tile's target pointed at or focused: the move, then what it does to the rows (lino.js moveWhy).
  'lino.moveWhy': '{move}. {why}',
  // hint28
  'linko.hintWhy.cheapest': 'Aucune pose plus faible de votre main n’y parvient.',
  'linko.hintWhy.endNear': 'Aucune autre pose ne vous débarrasse de plus de cartes, et {who} peut finir la partie avant votre tour : chaque carte encore dans votre main vous coûte alors 1 point.',
  'linko.hintWhy.higher': 'Un {value} est plus difficile à subtilynxer que votre {low} : il y a moins de cartes plus fortes.',
  'lino.hintWhy.safe': 'Ce coup ne laisse aucune de ses rangées avec une seule case vide : {who} ne pourra pas en fermer une au coup suivant pour marquer.',
  'linx.hintWhy.gap': 'Avec votre tuile en {b}, ce coup laisse {c} libre entre les deux : une autre de vos tuiles posée là face visible en alignera trois.',
  'linx.hintWhy.draws': ({ n }, p) => p(n, { one: 'Posée face visible, votre tuile vous en fait piocher une autre (face cachée, aucune) : plus de choix au prochain tour.', other: 'Posée face visible, votre tuile vous en fait piocher deux (face cachée, aucune) : plus de choix au prochain tour.' }),
  // small28
  'linx.blockedTie': 'plus personne ne pouvait placer de tuile et, à égalité avec {n} tuiles apparentes chacun, c’est le dernier dans l’ordre du tour qui l’emporte',
  'linx.blockedTie.teams': 'plus personne ne pouvait placer de tuile et, à égalité avec {n} tuiles apparentes par équipe, c’est l’équipe qui a joué en second qui l’emporte',
  'linx.wonTie': 'gagnée (blocage, égalité : jouait après)',
  'linx.tieRule': 'Si plus personne ne peut placer de tuile, la manche va à celui qui a le plus de tuiles apparentes ; à égalité, c’est le dernier dans l’ordre du tour qui l’emporte.',
  'linx.tieRule.teams': 'Si plus personne ne peut placer de tuile, la manche va à l’équipe qui a le plus de tuiles apparentes au total ; à égalité, c’est l’équipe qui a joué en second qui l’emporte.',
  'linko.drawRest': 'Piocher les {n} cartes dans la pioche en une fois',
  'linko.drawRest.again': 'Touchez encore pour piocher {n} cartes dans la pioche, l’une après l’autre.',
  // linx29
  'linx.coverOwn': 'Une tuile peut recouvrir, face cachée, n’importe quelle tuile face visible qu’elle bat, même si elle appartient au même joueur : on peut recouvrir sa propre tuile pour aligner trois tuiles face cachée.',
  'linx.ownCovered': '{who} a recouvert sa propre tuile : toute tuile face visible peut être recouverte par une tuile qui la bat, y compris une tuile du même joueur, et trois tuiles face cachée alignées gagnent.',
  'linx.threat.up': '{who} pourrait aligner trois tuiles, de {from} à {to}, avec une tuile face visible en {cell}.',
  'linx.threat.down': '{who} pourrait aligner trois tuiles, de {from} à {to}, en recouvrant {cell} d’une tuile {sym} face cachée.',
  'linx.chance.up': 'Vous pouvez aligner trois tuiles, de {from} à {to}, avec une tuile face visible en {cell}.',
  'linx.chance.down': 'Vous pouvez aligner trois tuiles, de {from} à {to}, en recouvrant {cell} de votre tuile {sym}.',
  'linx.threatKey': '▲ un alignement qu’un autre joueur pourrait compléter à son prochain coup',
  'linx.chanceKey': '★ un alignement que vous pouvez compléter maintenant',
  // hints29: Lino’s hints say the gain, the lesson’s skipped points, Linko!’s risks, the attack word glossed.
  'lino.hintWhy.deny': 'Ce coup prive {who} d’une rangée de {n} cases : {cell} reste vide pour de bon, et la rangée est coupée en deux morceaux de {a} et {b} cases, qui rapportent moins à qui les ferme.',
  'tutorial.skipped.scored': ({ you, other }, p) => `Les rangées que ces pierres ont fermées vous ont rapporté ${p(you, { one: '{n} point', other: '{n} points' })}, et ${p(other, { one: '{n} point', other: '{n} points' })} à l’ordinateur : les totaux en tiennent compte, même si « Points marqués » ne les affiche pas.`,
  'linko.hintWhy.riskMay': ({ who, n }, p) => p(n, { one: `${who} peut vous la subtilynxer avec une carte plus forte avant votre prochain tour.`, other: `${who} peut vous les subtilynxer avec {n} cartes plus fortes avant votre prochain tour.` }),
  'linko.hintWhy.riskSure': ({ who, n }, p) => p(n, { one: `${who} a en main une carte connue qui peut vous la subtilynxer, et joue avant votre prochain tour.`, other: `${who} a en main {n} cartes connues qui peuvent vous les subtilynxer, et joue avant votre prochain tour.` }),
  'linko.hintWhy.still': ({ n }, p) => p(n, { one: 'C’est tout de même votre meilleur coup : subtilynxée, la carte revient dans votre main, ou vous en piochez une autre, et votre score redevient ce qu’il était.', other: 'C’est tout de même votre meilleur coup : subtilynxées, les cartes reviennent dans votre main, ou vous en piochez autant, et votre score redevient ce qu’il était.' }),
  // since29
  'linko.prompt.drawTakenMore': ({ who, what, n }, p) => `${who} vous a pris ${what} : ` + p(n, { one: 'piochez encore une carte pour les remplacer, dans la pioche ou la réserve', other: `piochez encore ${number(n)} cartes pour les remplacer, une à une, dans la pioche ou la réserve` }),
  'linko.prompt.drawDiscardedMore': ({ what, n }, p) => `Vous avez défaussé ${what} : ` + p(n, { one: 'piochez encore une carte pour les remplacer, dans la pioche ou la réserve', other: `piochez encore ${number(n)} cartes pour les remplacer, une à une, dans la pioche ou la réserve` }),
};
