package tabletop_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestComputerIsSpeechs: the handle's marker is the one the grammar reads.
func TestComputerIsSpeechs(t *testing.T) {
	assert.Equal(t, speech.Computer, tabletop.Computer)
}

// TestNameOfTheComputer: a front-end's own sentences get the computer's
// forms, numbered only where several computers play, and a player's or a
// seat's default name as before.
func TestNameOfTheComputer(t *testing.T) {
	one := []string{"Ana", tabletop.Computer}
	two := []string{tabletop.Computer, tabletop.Computer}
	for _, c := range []struct {
		l     lang.Language
		names []string
		want  tabletop.SeatName
	}{
		{lang.English, one, tabletop.SeatName{Label: "Computer", Name: "the computer", To: "to the computer", Of: "of the computer"}},
		{lang.French, one, tabletop.SeatName{Label: "Ordinateur", Name: "l’ordinateur", To: "à l’ordinateur", Of: "de l’ordinateur"}},
		{lang.Italian, one, tabletop.SeatName{Label: "Computer", Name: "il computer", To: "al computer", Of: "del computer"}},
		{lang.Dutch, one, tabletop.SeatName{Label: "Computer", Name: "de computer", To: "aan de computer", Of: "van de computer"}},
		{lang.English, two, tabletop.SeatName{Label: "Computer 2", Name: "Computer 2", To: "to Computer 2", Of: "of Computer 2"}},
		{lang.French, two, tabletop.SeatName{Label: "Ordinateur 2", Name: "l’ordinateur 2", To: "à l’ordinateur 2", Of: "de l’ordinateur 2"}},
		{lang.Italian, two, tabletop.SeatName{Label: "Computer 2", Name: "il computer 2", To: "al computer 2", Of: "del computer 2"}},
		{lang.Dutch, two, tabletop.SeatName{Label: "Computer 2", Name: "computer 2", To: "aan computer 2", Of: "van computer 2"}},
	} {
		assert.Equal(t, c.want, tabletop.NameOf(c.l, 1, c.names), "%s %q", c.l, c.names)
	}
	assert.Equal(t, tabletop.SeatName{Label: "Ana", Name: "Ana", To: "à Ana", Of: "d’Ana"}, tabletop.NameOf(lang.French, 0, one))
	assert.Equal(t, tabletop.DefaultName(lang.Italian, 2), tabletop.NameOf(lang.Italian, 2, one), "a seat beyond names keeps its default name")
	three := []string{tabletop.Computer, tabletop.Computer, "Ada", tabletop.Computer}
	for seat, want := range []string{"Computer 1", "Computer 2", "Ada", "Computer 4"} {
		assert.Equal(t, want, tabletop.NameOf(lang.English, seat, three).Label, "computers are numbered by their seat")
	}
	assert.Equal(t, "de l’ordinateur 4", tabletop.NameOf(lang.French, 3, three).Of)
	partners := []string{"Ana", tabletop.Computer, tabletop.Computer, tabletop.Computer}
	assert.Equal(t, "Computer 3", tabletop.NameOf(lang.English, 2, partners).Label, "LINX's partner at seat 3 is Computer 3, as its tiles are numbered")
	assert.Equal(t, "il computer 3", tabletop.NameOf(lang.Italian, 2, partners).Name)
}

// computerWords are the forms of the computer a language's sentences
// must show (one of them at least), and the forms no sentence may show: a
// seat's default name in its place, an article not contracted, or the
// article dropped.
var computerWords = map[lang.Language]struct{ some, never []string }{
	lang.English: {[]string{"the computer", "The computer"}, []string{"Seat 2", "Computer's", "Computer drew", "Computer played"}},
	lang.French:  {[]string{"l’ordinateur", "L’ordinateur"}, []string{"joueur 2", "Joueur 2", " à le ", "à Ordinateur", "d’Ordinateur", "de Ordinateur"}},
	lang.Italian: {[]string{"il computer", "Il computer", "al computer", "del computer"}, []string{"giocatore 2", "Giocatore 2", " a il ", " di il ", " da il ", " a Computer", " di Computer"}},
	lang.Dutch:   {[]string{"de computer", "De computer"}, []string{"speler 2", "Speler 2", "aan computer", "van computer"}},
}

// TestComputerInEveryWord: at a table whose seat 2 is the computer, every
// word of every game in every language — the narration, a refusal, the
// labels and previews, the picture — calls it the computer with its
// article and contractions, never "Seat 2", and never shows the marker;
// where two seats are computers, each is numbered.
func TestComputerInEveryWord(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		for _, names := range [][]string{{"", tabletop.Computer}, {tabletop.Computer, tabletop.Computer}} {
			t.Run(fmt.Sprintf("%s/%d computers", game, strings.Count(strings.Join(names, ""), tabletop.Computer)), func(t *testing.T) {
				words := tableWords(t, game, names)
				for _, l := range lang.All() {
					lines := words[l]
					require.NotEmpty(t, lines)
					assert.Empty(t, containing(lines, "\x00"), "%s: the marker shows", l)
					if names[0] == "" {
						found := false
						for _, w := range computerWords[l].some {
							found = found || len(containing(lines, w)) > 0
						}
						assert.True(t, found, "%s: no word calls the computer", l)
						for _, w := range computerWords[l].never {
							assert.Empty(t, containing(lines, w), "%s: %q", l, w)
						}
						continue
					}
					// Two computers: each numbered, and no computer without
					// its number.
					noun := strings.ToLower(tabletop.NameOf(l, 0, names[:1]).Label)
					text := strings.ToLower(strings.Join(lines, "\n"))
					for seat := range names {
						numbered := noun + " " + fmt.Sprint(seat+1)
						assert.True(t, strings.Contains(text, numbered), "%s: no %q", l, numbered)
						text = strings.ReplaceAll(text, numbered, "")
					}
					var unnumbered []string
					for _, line := range containing(strings.Split(text, "\n"), noun) {
						if !seatRow.MatchString(line) { // a row of Linko!'s table, after its seat's number
							unnumbered = append(unnumbered, line)
						}
					}
					assert.Empty(t, unnumbered, "%s: a computer without its number", l)
				}
			})
		}
	}
}

// tableWords plays a game of two seats called names, and returns, in
// each language, every word the handle wrote on the way: the narration
// of every move for seat 0 and a spectator, refusals of a move out of
// turn, every label and preview, and the pictures.
func tableWords(t *testing.T, game string, names []string) map[lang.Language][]string {
	table, err := tabletop.Open(game, []byte(`{"players":2,"seed":"3"}`))
	require.NoError(t, err)
	table = withComputers(table, names)
	words := map[lang.Language][]string{}
	for step := 0; step < 400 && !table.Over(); step++ {
		seat := table.ToMove()
		_, _, err := table.Play(1-seat, table.LegalMoves()[0])
		var refused *tabletop.MoveError
		require.True(t, errors.As(err, &refused), "a move out of turn is refused")
		for _, l := range lang.All() {
			words[l] = append(words[l], refused.Sentence(l, names))
			if step%7 == 0 {
				for _, reader := range []int{0, -1} {
					text, err := table.ViewText(l, reader)
					require.NoError(t, err)
					words[l] = append(words[l], text)
				}
				view, err := table.View(l, 0)
				require.NoError(t, err)
				words[l] = append(words[l], string(view))
				for _, c := range table.Choices(l) {
					for _, m := range c.Moves {
						words[l] = append(words[l], m.Label, m.Preview)
					}
				}
			}
		}
		next, events, err := table.Play(seat, table.LegalMoves()[step%len(table.LegalMoves())])
		require.NoError(t, err)
		for _, l := range lang.All() {
			words[l] = append(words[l], events.Narrate(l, 0, names)...)
			words[l] = append(words[l], events.Narrate(l, -1, names)...)
		}
		table = next
	}
	for _, l := range lang.All() {
		text, err := table.ViewText(l, -1)
		require.NoError(t, err)
		words[l] = append(words[l], text)
	}
	return words
}

// seatRow is a row of Linko!'s table, which starts with its seat's
// number.
var seatRow = regexp.MustCompile(`^[> ] +[0-9] `)

// containing returns the lines of texts that contain s.
func containing(texts []string, s string) []string {
	var found []string
	for _, text := range texts {
		for line := range strings.SplitSeq(text, "\n") {
			if strings.Contains(line, s) {
				found = append(found, line)
			}
		}
	}
	return found
}

// withComputers returns table with names, each seat named
// tabletop.Computer marked the computer's.
func withComputers(table tabletop.Table, names []string) tabletop.Table {
	var computers []int
	for seat, name := range names {
		if name == tabletop.Computer {
			computers = append(computers, seat)
		}
	}
	return table.WithNames(names).WithComputers(computers...)
}
