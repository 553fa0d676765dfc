package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// catalogueSays runs script, an ES module, under node beside the page's
// catalogues (web/i18n copied into a temporary folder, so that an import
// of './fr.js' reads the file the server serves), and decodes into out
// the JSON the script prints. Without node on PATH the test skips, as
// the JavaScript package's tests do.
func catalogueSays(t *testing.T, script string, out any) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH (Debian: apt-get install nodejs) to run the catalogues' functions")
	}
	dir := t.TempDir()
	files, err := fs.Glob(webFiles, "web/i18n/*.js")
	require.NoError(t, err)
	for _, f := range files {
		b, err := fs.ReadFile(webFiles, f)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o600))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"type": "module"}`), 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "say.js"), []byte(script), 0o600))
	cmd := exec.Command(node, "say.js")
	cmd.Dir = dir
	said, err := cmd.Output()
	require.NoError(t, err, "node say.js")
	require.NoError(t, json.Unmarshal(said, out), "node printed %s", said)
}

// TestFrenchElidesBeforeNamesOnly: "de" before a seat's name elides where
// the name begins with a vowel's sound (d’Ana, d’Émile, d’Hugo, d’Yves),
// never before a cell's name (the rows and runs of Lino's scores, "de I10
// à M14", "de H10 à H13", words-round12 fr 3) nor before a Y that a vowel
// follows (de Yannick).
func TestFrenchElidesBeforeNamesOnly(t *testing.T) {
	want := map[string]string{
		"la rangée de I10 à M14":            "la rangée de I10 à M14",
		"l’alignement de H10 à H13":         "l’alignement de H10 à H13",
		"l’alignement de AA10 à AD13":       "l’alignement de AA10 à AD13",
		"les 7 de Yannick":                  "les 7 de Yannick",
		"les 7 de Ana":                      "les 7 d’Ana",
		"un alignement de Émile":            "un alignement d’Émile",
		"les 2 de Hugo":                     "les 2 d’Hugo",
		"les 2 de Yves":                     "les 2 d’Yves",
		"la tuile Pierre de Ursula":         "la tuile Pierre d’Ursula",
		"les 9 de Bo":                       "les 9 de Bo",
		"De Ana, rien.":                     "D’Ana, rien.",
		"lien de Joueur 2":                  "lien du joueur 2",
		"Le coup revient à Joueur 3.":       "Le coup revient au joueur 3.",
		"la tuile de Ordinateur 2":          "la tuile de l’ordinateur 2",
		"Joueur 2 vous subtilynxe le 7.":    "Le joueur 2 vous subtilynxe le 7.",
		"Ordinateur subtilynxe le 7 à Ana.": "L’ordinateur subtilynxe le 7 à Ana.",
	}
	var inputs []string
	for in := range want {
		inputs = append(inputs, in)
	}
	in, err := json.Marshal(inputs)
	require.NoError(t, err)
	var got []string
	catalogueSays(t, `import { inSentence } from './fr.js';
console.log(JSON.stringify(`+string(in)+`.map(inSentence)));`, &got)
	require.Len(t, got, len(inputs))
	for i, in := range inputs {
		if got[i] != want[in] {
			t.Errorf("inSentence(%q) = %q, want %q", in, got[i], want[in])
		}
	}
}

// catalogueSentences writes, in language tag, the sentence of each of
// exprs: JavaScript expressions over say(key, args), which writes a key of
// that language's catalogue (the page's and the lessons', as i18n.js joins
// them) as t does, without the seats' nouns and the French spacing that t
// adds after.
func catalogueSentences(t *testing.T, tag string, exprs []string) []string {
	t.Helper()
	script := `import page from './` + tag + `.js';
import lessons from './` + tag + `.tutorial.js';
const words = { ...page, ...lessons };
const rules = new Intl.PluralRules('` + tag + `');
const p = (n, forms) => (forms[rules.select(n)] ?? forms.other).replace(/\{n\}/g, String(n));
const say = (key, args = {}) => {
  const w = words[key];
  return typeof w === 'function' ? w(args, p) : w.replace(/\{(\w+)\}/g, (m, k) => (args[k] === undefined ? m : String(args[k])));
};
console.log(JSON.stringify([` + strings.Join(exprs, ",\n") + `]));
`
	var got []string
	catalogueSays(t, script, &got)
	require.Len(t, got, len(exprs))
	return got
}

// TestLinkoAttacksNameTheJokers: the sentence over an attacked play names
// its jokers with its cards and a pronoun of their number, the reader's
// own with a possessive (words-round12 it 3: «Ana ti sgraffigna il 7» for
// a 7 and a Jolly, «riprenderlo» for two cards), and Dutch says whose the
// cards are as a Dutch reader does ("je 7", "aan jou", nl 10); French
// counts the cards as it counts the jokers (« les deux 7 et les deux
// jokers », words-round13 fr 5), and so does Italian, with a possessive
// on each item («i tuoi due 7 e i tuoi due Jolly», words-round15 it 3);
// the cards an attacker left are still their owner's, «di Ana» («a Ana»
// said he had not taken them from her, it 2).
func TestLinkoAttacksNameTheJokers(t *testing.T) {
	sentencesSay(t, map[string][][2]string{
		"it": {
			{`say('linko.meld.what', { n: 2, value: '8' })`, "i due 8"},
			{`say('linko.meld.what', { n: 8, value: '8' })`, "gli otto 8"},
			{`say('linko.meld.what', { n: 1, value: '8' })`, "l’8"},
			{`say('linko.meld.what', { n: 1, value: '7', jokers: 1 })`, "il 7 e il Jolly"},
			{`say('linko.meld.what', { n: 2, value: '7', jokers: 2 })`, "i due 7 e i due Jolly"},
			{`say('linko.meld.what', { n: 0, value: 'J', jokers: 2 })`, "i due Jolly"},
			{`say('linko.attacks', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 1, value: '7', jokers: 1 }) })`, "Ana ti sgraffigna il 7 e il Jolly."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 1, value: '7', jokers: 1 }) })`, "Ana non ha preso il tuo 7 e il tuo Jolly: scegli tu se riprenderli in mano oppure scartarli e pescare."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 2, value: '7', jokers: 2 }) })`, "Ana non ha preso i tuoi due 7 e i tuoi due Jolly: scegli tu se riprenderli in mano oppure scartarli e pescare."},
			{`say('linko.left', { who: 'Bo', whose: say('linko.whose', { who: 'Ana' }), what: say('linko.meld.what', { n: 1, value: '1' }) })`, "Bo non ha preso l’1 di Ana."},
			{`say('linko.left', { who: say('table.you'), whose: say('linko.whose', { who: 'Ana' }), what: say('linko.meld.what', { n: 2, value: '7' }) })`, "Non hai preso i due 7 di Ana."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.joker', { n: 2 }) })`, "Ana non ha preso i tuoi due Jolly: scegli tu se riprenderli in mano oppure scartarli e pescare."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 1, value: '8' }) })`, "Ana non ha preso il tuo 8: scegli tu se riprenderlo in mano oppure scartarlo e pescare."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.your'), what: say('linko.play') })`, "Ana non ha preso le tue carte calate: scegli tu se riprenderle in mano oppure scartarle e pescare."},
		},
		"fr": {
			{`say('linko.meld.what', { n: 1, value: '7', jokers: 1 })`, "le 7 et le joker"},
			{`say('linko.meld.what', { n: 2, value: '7', jokers: 2 })`, "les deux 7 et les deux jokers"},
			{`say('linko.attacks', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 3, value: '9' }) })`, "Ana vous subtilynxe les trois 9."},
		},
		"nl": {
			{`say('linko.meld.what', { n: 2, value: '7', jokers: 1 })`, "de 7’s en de joker"},
			{`say('linko.attacks', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 1, value: '7' }) })`, "Ana pakt je 7 af."},
			{`say('linko.attacks', { who: 'Ana', whose: say('linko.whose', { who: 'Bo' }), what: say('linko.meld.what', { n: 2, value: '6' }) })`, "Ana pakt de 6’en van Bo af."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 1, value: '7' }) })`, "Ana laat de 7 aan jou over."},
			{`say('linko.attacks', { who: 'Ana', whose: say('linko.your'), what: say('linko.meld.what', { n: 2, value: '7', jokers: 1 }) })`, "Ana pakt je 7’s en je joker af."},
			{`say('linko.left', { who: 'Ana', whose: say('linko.whose', { who: 'Bo' }), what: say('linko.meld.joker', { n: 2 }) })`, "Ana laat twee jokers aan Bo over."},
			{`say('linko.left', { who: say('table.you'), whose: say('linko.whose', { who: 'Bo' }), what: say('linko.meld.what', { n: 1, value: '7' }) })`, "Je laat de 7 aan Bo over."},
			{`say('linko.youAttack', { whose: say('linko.whose', { who: 'Bo' }), what: say('linko.meld.what', { n: 1, value: '7' }) })`, "Je pakt de 7 van Bo af."},
		},
	})
}

// TestLevelsTiesAndBlockedRoundsRead: a bot's level, which stands alone
// with its capital, is a word of the line beside another («Ordinateur
// (moyen)», words-round15 fr, where «Ordinateur, Moyen» had a capital
// mid-line); a shared first place is no draw (nl 2: «Gelijkspel» and
// «Pareggio» are games nobody wins); a team wins a blocked round by its
// tiles in all (fr 3, the rulebook's « au total »).
func TestLevelsTiesAndBlockedRoundsRead(t *testing.T) {
	level := `say('lobby.level', { level: say('lobby.level.medium'), what: say('lobby.level.medium.what') })`
	sentencesSay(t, map[string][][2]string{
		"fr": {
			{`say('lobby.computer', { level: say('lobby.level.medium') })`, "Ordinateur (moyen)"},
			{`say('lobby.byComputer', { level: ` + level + ` })`, " l’ordinateur, niveau moyen\u00a0: réfléchit quelques coups à l’avance"},
			{`say('linx.blocked', { who: say('linx.team', { team: 'A' }) })`, "plus personne ne pouvait placer de tuile, et l’équipe A avait le plus de tuiles apparentes au total"},
			{`say('linx.blocked', { who: 'Ana' })`, "plus personne ne pouvait placer de tuile, et Ana avait le plus de tuiles apparentes"},
		},
		"it": {
			{`say('lobby.computer', { level: say('lobby.level.medium') })`, "Computer (medio)"},
			{`say('lobby.byComputer', { level: ` + level + ` })`, " il computer, livello medio: pensa qualche mossa avanti"},
			{`say('table.tie', { who: 'Ana e Bo' })`, "Vincono a pari merito Ana e Bo."},
			{`say('table.tieWithYou', { who: 'Bo' })`, "Vincete a pari merito tu e Bo."},
			{`say('linx.blocked', { who: say('linx.team', { team: 'B' }) })`, "nessuno poteva più mettere tessere, e ha vinto la squadra che ne mostrava di più in tutto"},
		},
		"nl": {
			{`say('lobby.computer', { level: say('lobby.level.medium') })`, "Computer (gemiddeld)"},
			{`say('lobby.byComputer', { level: ` + level + ` })`, " de computer, niveau gemiddeld: denkt een paar zetten vooruit"},
			{`say('table.tie', { who: 'Ana en Bo' })`, "Gelijke stand: Ana en Bo winnen samen."},
			{`say('table.tieWithYou', { who: 'Bo' })`, "Gelijke stand: jij en Bo winnen samen."},
			{`say('linx.blocked', { who: say('linx.team', { team: 'A' }) })`, "niemand kon nog een tegel leggen, dus won het team met in totaal de meeste zichtbare tegels"},
		},
	})
}

// sentencesSay checks, per language tag, each case's expression (see
// catalogueSentences) against the sentence it must write.
func sentencesSay(t *testing.T, cases map[string][][2]string) {
	t.Helper()
	for tag, cases := range cases {
		exprs := make([]string, len(cases))
		for i, c := range cases {
			exprs[i] = c[0]
		}
		for i, got := range catalogueSentences(t, tag, exprs) {
			if got != cases[i][1] {
				t.Errorf("%s: %s = %q, want %q", tag, cases[i][0], got, cases[i][1])
			}
		}
	}
}

// TestRound16SentencesRead pins the sentences round 16's native reviews
// rewrote: the French take that says « prendre … à » as the buttons do, a
// hint's « votre 7 » (a bare 7 reads as arithmetic), the cover hint in
// the order a reader follows (in English and Dutch too), and the LINX
// lesson's blocked round, which comes of nobody placing a tile (RULES.md),
// not of nobody making a line, in every language; the Italian card named
// by its value that «al suo posto» spares a pronoun's gender, the
// discarded card that is «il tuo», the easy level that looks one move
// ahead and a tile's colour that agrees with «tessera»; the Dutch hint
// with a verb (the rounds «hoogstens 8», which «van 2 tot 8» was not,
// are the library's words now: optionwords.go).
func TestRound16SentencesRead(t *testing.T) {
	sentencesSay(t, map[string][][2]string{
		"fr": {
			{`say('linko.prompt.take', { what: 'le 4', whose: say('linko.whose', { who: 'Ana' }) })`, "Voulez-vous prendre le 4 à Ana\u202f?"},
			{`say('linko.hintWhy', { n: 1, value: '7' })`, "Il faudra une carte plus forte que votre 7 pour vous le subtilynxer."},
			{`say('linko.hintWhy', { n: 2, value: '7' })`, "Il faudra deux cartes plus fortes que vos 7 pour vous les subtilynxer."},
			{`say('linx.hintWhy.cover', { a: 'D4', b: 'E4', who: 'Ana' })`, "Ce coup recouvre la tuile en D4\u00a0: avec celle en E4, elle faisait déjà deux tuiles alignées pour Ana."},
			{`say('tutorial.linx.end').split('. ')[1]`, "Si plus personne ne peut placer de tuile sans que trois tuiles aient été alignées, la manche va à celui qui a le plus de tuiles apparentes"},
		},
		"it": {
			{`say('linko.prompt.drawTaken', { who: 'Bo', what: say('linko.meld.what', { n: 1, value: '7' }), n: 1 })`, "Bo ti ha preso il 7: pesca una carta al suo posto, dal mazzetto o dal display"},
			{`say('linko.prompt.drawDiscarded', { what: say('linko.meld.what', { n: 2, value: '7' }), n: 2 })`, "Hai scartato i tuoi due 7: pesca due carte al loro posto, una alla volta, dal mazzetto o dal display"},
			{`say('lobby.level.easy.what')`, "segue regole semplici e guarda solo una mossa avanti"},
			{`say('linx.tileName', { sym: 'Sasso', colour: say('linx.colour.y') })`, "tessera Sasso gialla"},
			{`say('linx.tileName', { sym: 'Carta', colour: say('linx.colour.b') })`, "tessera Carta blu"},
			{`say('tutorial.linx.end').split('. ')[1]`, "Se nessuno può più mettere tessere e nessuno ha fatto una fila, la manche va a chi mostra più tessere del suo colore"},
		},
		"nl": {
			{`say('linx.hintWhy.cover', { a: 'D4', b: 'E4', who: 'Ana' })`, "Deze zet dekt de tegel op D4 af: samen met die op E4 vormt hij twee op een rij voor Ana."},
			{`say('lino.why.touch', { cell: 'C4' })`, "Een tegel moet naast een andere tegel komen: C4 raakt er geen."},
			{`say('tutorial.linx.end').split('. ')[1]`, "Kan niemand nog een tegel leggen voordat er een rij is, dan gaat de ronde naar wie de meeste zichtbare tegels heeft"},
		},
		"en": {
			{`say('linx.hintWhy.cover', { a: 'D4', b: 'E4', who: 'Ana' })`, "It covers the tile at D4: with the one at E4, it made two in a line for Ana."},
			{`say('tutorial.linx.end').split('. ')[1]`, "If nobody can place a tile any more and no one has made a line, the round goes to whoever shows the most tiles of their colour"},
		},
	})
}

// TestReplayStepNamesTheReader: the replay's "Move 3 of 54, by you" says
// the reader as the object a preposition takes («da te», «door jou»), not
// as a subject («da tu», «door jij»), and another player by their name.
func TestReplayStepNamesTheReader(t *testing.T) {
	you := `say('replay.step', { at: 3, n: 54, who: say('table.youLower') })`
	ana := `say('replay.step', { at: 3, n: 54, who: 'Ana' })`
	sentencesSay(t, map[string][][2]string{
		"en": {{you, "Move 3 of 54, by you"}, {ana, "Move 3 of 54, by Ana"}},
		"fr": {{you, "Coup 3 sur 54, joué par vous"}, {ana, "Coup 3 sur 54, joué par Ana"}},
		"it": {{you, "Mossa 3 di 54, giocata da te"}, {ana, "Mossa 3 di 54, giocata da Ana"}},
		"nl": {{you, "Zet 3 van 54, door jou"}, {ana, "Zet 3 van 54, door Ana"}},
	})
}
