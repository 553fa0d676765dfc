package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// buttonQuote finds, per language, a button's label quoted in a
// sentence: “…” in English and Dutch, « … » in French (with its no-break
// spaces), «…» in Italian.
var buttonQuote = map[lang.Language]*regexp.Regexp{
	lang.English: regexp.MustCompile(`“([^”]+)”`),
	lang.French:  regexp.MustCompile("«\u00a0([^»]+)\u00a0»"),
	lang.Italian: regexp.MustCompile(`«([^»]+)»`),
	lang.Dutch:   regexp.MustCompile(`“([^”]+)”`),
}

// catalogueWords are a catalogue's values by key, as one text: the words
// of a line's quoted parts.
func catalogueWords(t *testing.T, l lang.Language) map[string]string {
	words := map[string]string{}
	for _, m := range catalogueLine.FindAllStringSubmatch(catalogueText(t, l.String()), -1) {
		words[m[1]] = strings.Join(quotedWords(m[2]), " ")
	}
	return words
}

// TestTutorialWordsNameTheButtons plays every tutorial in every language
// and reads its coach's words and hints as a learner does, beside the
// buttons: a button the words quote is one the step shows, label for
// label, and a step whose move is a button of Linko!'s (a play, a take, a
// leave, a take-back, a discard) names it in its hint.
func TestTutorialWordsNameTheButtons(t *testing.T) {
	all, err := tutorials()
	require.NoError(t, err)
	buttons := map[string]bool{"play": true, "take": true, "leave": true, "takeback": true, "discard": true}
	for _, l := range lang.All() {
		words := catalogueWords(t, l)
		for _, game := range []string{"linko", "lino", "linx"} {
			tu := all[game]
			for i := range tu.total() {
				tb, err := tu.at(i)
				require.NoError(t, err)
				labels, want := map[string]bool{}, ""
				k, j := tu.locate(i)
				for _, c := range tb.Choices(l) {
					for _, m := range c.Moves {
						labels[m.Label] = true
						if m.Notation == "0:"+tu.stages[k].steps[j].move && buttons[m.Kind] {
							want = m.Label
						}
					}
				}
				for _, key := range []string{coachKey(game, i), hintKey(game, i)} {
					text, ok := words[key]
					require.True(t, ok, "%v has no %q", l, key)
					for _, q := range buttonQuote[l].FindAllStringSubmatch(text, -1) {
						assert.True(t, labels[q[1]], "%v %q quotes %q, which no button of the step shows", l, key, q[1])
					}
				}
				if want != "" {
					hint := words[hintKey(game, i)]
					found := false
					for _, q := range buttonQuote[l].FindAllStringSubmatch(hint, -1) {
						found = found || q[1] == want
					}
					assert.True(t, found, "%v %q does not name the button %q: %q", l, hintKey(game, i), want, hint)
				}
			}
		}
	}
}

// TestTouchWordsNameThePlayButton: the help under a board on a phone
// names the button that plays the move touched as the screen shows it:
// the button reads the move ("Place a stone on K14"), so the help quotes
// no "Play" but points at the button at the foot of the screen, in the
// tutorial's words (tutorial.confirm). Linko!'s draw plays at the first
// tap (nothing to preview: touch.js), so its help names no button.
func TestTouchWordsNameThePlayButton(t *testing.T) {
	foot := map[lang.Language]string{
		lang.English: "the button at the foot of the screen",
		lang.French:  "le bouton en bas de l’écran",
		lang.Italian: "il pulsante in fondo allo schermo",
		lang.Dutch:   "de knop onderaan het scherm",
	}
	for _, l := range lang.All() {
		words := catalogueWords(t, l)
		require.Contains(t, words["tutorial.confirm"], foot[l], "%v", l)
		for _, key := range []string{"lino.says.touch", "linx.says.touch", "linko.draw.touch"} {
			assert.Empty(t, buttonQuote[l].FindAllString(words[key], -1), "%v %q quotes a button: %q", l, key, words[key])
			if key == "linko.draw.touch" {
				assert.NotContains(t, words[key], foot[l], "%v %q: a draw plays at the first tap", l, key)
			} else {
				assert.Contains(t, words[key], foot[l], "%v %q", l, key)
			}
		}
	}
}

// TestTutorialCallsTheComputer: the tutorial's other seat is the
// computer's, as its panels say (tutorial.js), so neither the coach (in
// every language) nor the library's words of any step (the view's labels
// and previews) call it by its seat's number, "Seat 2", « le joueur 2 ».
func TestTutorialCallsTheComputer(t *testing.T) {
	all, err := tutorials()
	require.NoError(t, err)
	for _, l := range lang.All() {
		seat := strings.ToLower(tabletop.DefaultName(l, 1).Label)
		for key, text := range catalogueWords(t, l) {
			if strings.HasPrefix(key, "tutorial.") {
				assert.NotContains(t, strings.ToLower(text), seat, "%v %q", l, key)
			}
		}
		for _, game := range []string{"linko", "lino", "linx"} {
			tu := all[game]
			for i := range tu.total() {
				tb, err := tu.at(i)
				require.NoError(t, err)
				view, err := tb.View(l, 0)
				require.NoError(t, err)
				assert.NotContains(t, strings.ToLower(string(view)), seat, "%v %s step %d's view", l, game, i+1)
			}
		}
	}
}

// TestLinxCoachFoldsToTheMove: a phone folds a long step of the coach to
// its first sentence and its last (coach.js sayer), so the last
// says what to do now (r31 #3: LINX's first step folded to "Welcome to
// LINX! After a tile face up you draw two more."). LINX's hints name the
// move, "Pick your rock, …": the last sentence of the first step, in
// every language, asks for it with the hint's verb.
func TestLinxCoachFoldsToTheMove(t *testing.T) {
	sentences := regexp.MustCompile(`[.!?…]\s+`)
	for _, l := range lang.All() {
		words := catalogueWords(t, l)
		step, hint := words["tutorial.linx.1"], words["tutorial.linx.1.hint"]
		require.NotEmpty(t, step, "%v", l)
		parts := sentences.Split(strings.TrimSpace(step), -1)
		verb := strings.ToLower(strings.Fields(hint)[0])
		assert.Contains(t, strings.ToLower(parts[len(parts)-1]), verb, "%v: the folded step ends %q", l, parts[len(parts)-1])
	}
}
