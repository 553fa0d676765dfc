package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// struckPageWords are words the third native reviews struck out of the
// page, per catalogue: French "donne" for a game where nothing is dealt
// and "hors limite"; Italian English "replay", buttons the tutorial names
// by infinitives that no button shows, a cell called "posto" or "spazio";
// Dutch "rooster", "bedekken", "teken" and "Bonusspel" beside the
// library's "speelveld", "afdekken", "symbool" and "Bonusvariant". The
// eighth struck a link's "secret" in every language (a player holds a
// link, not a secret), the Italian scissors' singular "Forbice" (they are
// "le Forbici") and the Dutch "gedekt" (a tile face down is "dicht"), the
// lessons' endings that said "that is all", the buttons named by a word
// no button shows ("Press Take", "Premi «Scarta»", "Druk op Neem"), the
// reader's place as "mine", "computer players" and what scored as a
// subject ("Ce qui a marqué"). The ninth struck a LINX cell called a
// "place" (a seat on the page), the French choice as two imperatives
// ("ne les prenez pas"), the hours as "h", a page that "is not here",
// the Italian "niente calato", "carte note" and a hint's "sgraffignartele"
// that agreed with nothing, and the Dutch "open plekken" (open means face
// up) and "pt.". The tenth struck the French LINX verbs that are not
// the rulebook's (« poser », « couvrir » for « placer », « recouvrir »),
// its « neutre » tile (« verte »), the
// coach as « entraîneur » (« le guide ») and counts in figures where the
// catalogue writes words; the Italian "tocca" for a tap (beside "tocca a
// te": "premi"), "sparito", "ridà" and "ne costa 1"; the Dutch "spel" for
// one match (a "partij") and the lessons' simple past ("Je won ronde 1").
// The eleventh struck the LINX hint's tiles "two in a line" (« deux
// alignées »), the French « Prenez-vous en main » (an idiom), « connues »
// (the terminal's « vues »), « faire de ligne » (« alignement »); the
// Italian « coperta » beside « copri » in the rule and the prompts, « non
// ti ha preso », « di nessuno » (« neutra »); the Dutch « Maak de tafel »
// (buttons are infinitives), « uit je hand voor je uit » and a card that
// takes by itself (« Alleen één kaart hoger … kan »). The twelfth struck
// the French « vues » (« connues », the decision of session 17) and « se
// subtilise »; the Italian faces « a faccia in su / in giù » (« scoperta
// / coperta », the same decision, which brings back the rule's « tutte
// scoperte o tutte coperte »), « ogni casella vale » and « tre tue
// tessere »; the Dutch « niet genomen », « neemt … niet » and « p. ».
// The thirteenth struck the joker drawn « (★) » (★ is Lino's star: the
// joker is X), the French « Qui s’assoit où » and « Pointez une case »,
// the Italian « Dalla tua mossa », « una casella vale l’altra » and « va
// coperta solo », the Dutch « Wat scoorde », « een lijn van » (« reeks »),
// « laat je kaarten aan jou over », « min » without its dot and « Wijs een ».
// The fifteenth struck a level's capital mid-line (« Ordinateur, Moyen »,
// «Computer, Medio»: a level beside another word is lower case); the
// French « Pierre-papier-ciseaux » (chifoumi is pierre-feuille-ciseaux),
// « ne sont à personne » (« neutres »), « au nombre de » and « une à la
// fois » (« une à une »); the Italian «carte viste» and «tessere viste»
// (round 9 chose them over «note»; round 15's reader found them vague:
// «note», cards everybody knows), «di uno stesso valore» (the rulebook's
// «dello stesso»), «o non prenderle», «fuori dal limite», «Pareggio» and
// the Dutch «Gelijkspel» for a shared first place (a draw has no winner),
// the Italian hint's «ne metteva due», the lesson's tiles that «vincono
// una manche» and a row «tra due caselle vuote»; the Dutch tile that
// «gaat dicht» or is «dicht afgedekt», «zijde» (« zijkant »), «jokers
// alleen» (read as "only jokers"), «niet gedaan», «link van», «op
// vuistregels», «het eerst», «zoveel punten» and «kwijt bent geraakt».
// The sixteenth struck the lessons' hints that press a button (« Appuyez
// sur », «Premi», « Druk op », "Press": the coach clicks or taps) and
// their blocked round that came of making no line (it comes of placing no
// tile, RULES.md); the 25th stone that "marks" a score (it is kept to mark
// it); columns that "are" cards; the French « prendre … en main » beside
// « prendre … à », a bare « plus forte que 7 », the cover hint's tile that
// « en alignait deux », « réussit d’alignement »; the Italian
// «sostituirla» for a card named by its value (masculine), «moviola», «una
// mossa alla volta», a line's «capo», a fronted «Dal mazzetto», «giocata»
// («calata»); the Dutch «Behalve een open tegel», «een plek die een tegel
// verliet», a link sent to «die persoon», a hint with no verb («kan alleen
// naast»), «een veelvoud van 2 tot 8» and «een rechte rij». The
// seventeenth struck the French controls named by imperatives beside the
// library's infinitives (« posez une pierre ici » beside « Poser une
// pierre en K10 »: a control says what it does in the infinitive) and
// the lobby's bare « subtilynxez », a rulebook's word it did not explain;
// the twenty-first its « subtilisez (on dit « subtilynxer ») », still read
// as an invented verb: the blurb says it in plain French first. The
// 28th's second read struck a game's « rediffusion » (a TV rebroadcast),
// its « ne s’ouvrent que là », the Italian «in cui si è giocata», the
// Dutch «waarin ze gespeeld is» after a plural, the English "open only
// there" and "their link" (one link, two things); Lino's second phase
// named by a code name (« Remplissage », «Riempimento», "Vullen",
// "Filling"); the Dutch clipped «Op dit moment geen» and a hint that
// «zou … dit spelen» beside the key's «deze zet doen».
// The 28th's third read struck « d’un coup » beside « Ce coup », a hint's
// bare « marque {n} » and « joint deux rangées », « piochées à neuf »,
// the Hint's button « Le jouer » and a LINX tap « pour poser »; the
// Italian «Tocca ancora» (a tap is «premi»), a dangling «pescate nuove,»,
// a fronted «Dal display» and «che hai una sola volta»; the Dutch „…” and
// ‘…’ beside the library's “…”, a «groter spel», cards that take by
// themselves («kaarten kunnen hem afpakken», «geen kaart kan hem»), a row
// that «sluit» (it is «volgemaakt»), «het spel stopt» (a «partij»),
// «deed» (the simple past) and the button «Speel deze».
var struckPageWords = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`(?i)\bsecret|That is all of|Press (Take|Leave|Discard)\b|Take my seat|no page here|\d h ago|every place is|won \(blocked\)|are two in a line|\(★\)|\bpress “|If nobody can make a line|which made two in a line|Besides a tile face up|25th marks|open only there|their link works|\bFilling:|25th is kept|tap it, then where it goes\)`),
	"fr": regexp.MustCompile(`(?i)Numéro de donne|nouvelle donne|⏮ Donne|hors limite\P{L}|cartes d’attaques|\bsecret|Voilà tout|Reprendre ma place|Ce qui a marqué|tuiles? rayée|joueurs ordinateur|place marquée|places se valent|ne les prenez pas|il subtilynxe les deux|entraîneur|tuile se pose|posez ici votre tuile|ne peut pas couvrir|^neutre$|\{n\} cartes? supérieure|pioché \{n\}|Prenez-vous en main|deux alignées|\bvues\b|faire de ligne|cartes d’attaque|se subtilise|\(★\)|Qui s’assoit où|Pointez une case|Ordinateur, \{level|papier-ciseaux|ne sont à personne|au nombre de|une à la fois|Appuyez sur|puis «.Poser|Bienvenue dans Linko!|en main\x{202f}\?|qui en alignait|plus fortes? que \$\{value\}|réussit d’alignement|une case va à un endroit|25ᵉ (de chacun )?marque|voir ce que vous piochez|Les colonnes sont|: posez une pierre ici|déplacez (cette case|la case ici)|placez ici votre tuile|: recouvrez-la|et subtilynxez|on dit «.subtilynxer|rediffusion|Remplissage|s’ouvrent que là|la 25ᵉ de chacun|cartes d’un coup|marque \{n\}\.|joint deux rangées|piochées à neuf|^Le jouer$|encore pour poser`),
	"it": regexp.MustCompile(`(?i)\breplay\b|Premi (Prendere|Scartare)|posto vuoto segnato|spazi vuoti|in un posto libero|Allenatore|segret|\bForbice\b|Questo è tutto|giocatori computer|Premi «Scarta»|Riprendi il mio posto|niente calato|niente scartato|(carte|tessere) viste|\d h fa|vinta \(bloccata\)|sgraffignartele|\btoccal[aoie]\b|\b(ora )?tocca (di nuovo|una tessera evidenziata|una casella (vuota|per))|tocca «|sparit[oa]|\bridà\P{L}|ne costa 1\b|il posto del suo giocatore|non ti ha preso|di nessuno|\(coperta\)|a faccia in (su|giù)|ogni casella vale|(due|tre) tue (tessere|pedine)|\(★\)|Dalla tua mossa|una casella vale l’altra|va coperta solo|Che cosa ha fatto punti|Passa sopra|tutte le tue\.|Computer, \{level|di uno stesso valore|prendile in mano, o non prenderle|fuori dal limite|Pareggio|ne metteva due|vincono una manche|tra due caselle vuote|sostituirl[ae]|moviola|una mossa alla volta|\bun capo\b|capo libero|Dal mazzetto nessun|poi premi «|Premi una giocata|tessera \{sym\} \(|segna il punteggio|finché non ce l’hai|mandalo solo a quella|riesce a fare una fila|Le colonne sono|Riempimento|in cui si è giocata|la 25ª di ciascuno|Tocca ancora per|pescate nuove,|Dal display scegli|che hai una sola volta`),
	"nl": regexp.MustCompile(`(?i)\brooster\b|\bbedekken\b|zijn teken\b|Bonusspel|mist zijn geheim|springt naar|geheim|\bgedekte?\b|Dat is alles van|Druk op (Neem|Afleggen)\b|Spel afgelopen|Mijn plaats|Hier is geen pagina|open plekken|stenen elk|Je hebt afgepakt|\d pt\.|plaats van zijn speler|\b(een|nieuw|echt|dit) spel\b|\bspellen\b|spelnummer|\b(je|jij) won\b|\b(pakte|legde|blokkeerde|maakte|nam|kwam|ging|leverde|kostte)\b|vol maken|Maak de tafel|uit je hand voor je uit|Alleen één kaart hoger|niet genomen|neemt \{what\}|\} p\.|\(★\)|Wat scoorde|een lijn van|laat je kaarten aan jou over|laat je \S+ aan jou over|\d min geleden|Wijs een|Computer, \{level|Gelijkspel|gaat alleen dicht|dicht af te dekken|\bzijde\b|jokers alleen|niet gedaan|link van|op vuistregels|het eerst|zoveel punten|kwijt bent geraakt|Behalve een open tegel|een plek die een tegel verliet|dus stuur hem alleen|kan alleen naast een andere|gaat niet meer weg|veelvoud van \$\{players\} tot|niet elk van de|Van de trekstapel ziet|druk op “|één kaart of meer kaarten|op een rechte rij|ieders 25e|om hem te pakken|mag geen tegel komen|kolommen zijn de|Kan niemand een rij maken|die voor \{who\} twee|Op dit moment geen|waarin ze gespeeld|computer dit spelen|\bVullen:|de 25e steen van ieder|„|‘|groter spel|kaarten kunnen hem afpakken|geen kaart kan hem|wie hem sluit|het spel stopt|\bdeed\b|^Speel deze$`),
}

// TestPageWordsStruckByTheReviewsAreGone reads the catalogues' words, not
// their keys or comments, for the words struck out.
func TestPageWordsStruckByTheReviewsAreGone(t *testing.T) {
	for lang, struck := range struckPageWords {
		for _, m := range catalogueLine.FindAllStringSubmatch(catalogueText(t, lang), -1) {
			for _, w := range quotedWords(m[2]) {
				if struck.MatchString(w) {
					t.Errorf("%s %q: struck words in %q", lang, m[1], w)
				}
			}
		}
	}
}

// TestPageFoldsTheLibrarysDraws: "Since your move" tells a run of draws
// from the pile as one sentence, counted, by finding in the library's
// sentence of one draw the catalogue's words for it (linko.drewOne):
// they must be the library's, in every language.
func TestPageFoldsTheLibrarysDraws(t *testing.T) {
	one := regexp.MustCompile(`(?m)^\s*'linko\.drewOne': '([^']+)',$`)
	for _, l := range lang.All() {
		m := one.FindStringSubmatch(catalogueText(t, l.String()))
		said := linko.Event{Kind: linko.CardDrawn, Seat: 1, From: linko.FromPile, Card: linko.Hidden}.Narrate(l, 0, nil)
		if m == nil || !strings.Contains(said, m[1]) {
			t.Errorf("%s: the library tells a draw from the pile %q; the page looks for %q", l, said, m)
		}
	}
}
