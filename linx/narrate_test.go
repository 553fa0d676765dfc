package linx_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// TestEventsNarrate: the sentence of every kind of event, as the seat it is
// about reads it, as another seat, as a spectator, with names and without.
func TestEventsNarrate(t *testing.T) {
	var piles [linx.NumColours][linx.TilesEach]linx.Tile
	for c := range piles {
		for i := range piles[c] {
			piles[c][i] = linx.MakeTile(linx.Colour(c), linx.Symbol(1+i%3))
		}
	}
	names := []string{"Ana", "", "Cy"}
	stuck := linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 1, Blocked: true, Players: 2, Visible: [4]int{3, 3}}
	for _, c := range []struct {
		event  linx.Event
		reader int
		names  []string
		want   string
	}{
		{placed(2, 0, cell(1, 2), "yR", false), 0, nil, "You placed a rock tile face up at E6."},
		{placed(2, 0, cell(1, 2), "yP", false), 1, nil, "Seat 1 placed a paper tile face up at E6."},
		{placed(3, 2, cell(0, -1), "pS", true), -1, names, "Cy covered the paper at C2 with a scissors tile, face down."},
		// A log written before events told the seats: the widest square.
		{placed(0, 0, cell(1, 2), "yR", false), 0, nil, "You placed a rock tile face up at F7."},
		{linx.Event{Kind: linx.Passed, Seat: 1, Hand: [3]uint8{2, 0, 1}}, 1, names, "You passed and showed your hand: two rock tiles and a scissors tile."},
		{linx.Event{Kind: linx.Passed, Seat: 1, Hand: [3]uint8{0, 1, 0}}, 0, names, "Seat 2 passed and showed their hand: a paper tile."},
		{linx.Event{Kind: linx.Passed, Seat: 0}, -1, names, "Ana passed with an empty hand."},
		{drawn(1, "bR", "bS"), 1, nil, "You drew a rock tile and a scissors tile."},
		{drawn(1, "bR", "bS"), 0, names, "Seat 2 drew two tiles."},
		{drawn(1, "bP"), -1, nil, "Seat 2 drew a tile."},
		// A log that shows one tile of two drawn (words-r28 5): the count
		// kept, the other tile named as one not shown.
		{drawn(1, "bR", "?"), 1, nil, "You drew a rock tile and an unknown tile."},
		{drawn(1, "?", "bS"), 1, nil, "You drew a scissors tile and an unknown tile."},
		{line(3, 2, cell(0, 0), linx.SouthEast, true), 2, nil, "You made a line of three tiles face down, from C3 to E5."},
		{line(2, 0, cell(-1, 0), linx.East, false), 1, names, "Ana made a line of three tiles face up, from C4 to E4."},
		{linx.Event{Kind: linx.TurnPassed, Seat: 1}, 1, names, "It is your turn."},
		{linx.Event{Kind: linx.TurnPassed, Seat: 2}, 1, nil, "It is Seat 3's turn."},
		{linx.Event{Kind: linx.TurnPassed, Seat: 0}, -1, names, "It is Ana's turn."},
		{won(1, 0, 2), 0, nil, "You won round 1."},
		{won(1, 0, 2), -1, names, "Ana won round 1."},
		{teamWon(3, 1), 3, nil, "Team\u00a0B (you and Seat 2) won round 3."},
		{teamWon(3, 1), 0, names, "Team\u00a0B (seats 2 and 4) won round 3."},
		{stuck, 0, nil, "Every pile is empty and no one can place a tile. Nobody has more tiles on top (you: 3, Seat 2: 3): a tie goes to whoever plays later in the turn, so round 2 goes to Seat 2."},
		{linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 0, Blocked: true, Full: true, Players: 3, Visible: [4]int{4, 0, 2}}, -1, names,
			"No tile can be placed on the grid any more. Round 1 was stuck, and Ana won it on the tiles on top: Ana had four, Seat 2 had none and Cy had two."},
		{linx.Event{Kind: linx.RoundStarted, Round: 2, Seat: 1, Players: 2, Piles: piles}, 1, nil, "Round 2 began, and you were dealt a rock tile, a paper tile and a scissors tile. It is your turn."},
		{linx.Event{Kind: linx.RoundStarted, Round: 2, Seat: 1, Players: 2, Piles: piles}, 0, names, "Round 2 began, and you were dealt two rock tiles, a paper tile and a scissors tile. It is Seat 2's turn."},
		{linx.Event{Kind: linx.RoundStarted, Round: 3, Seat: 2, Players: 3, Piles: piles}, -1, names, "Round 3 began. It is Cy's turn."},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{0, 2, 1}}, 1, nil, "You won the match with two rounds: Seat 3 won one; Seat 1, none."},
		{linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 2, Scores: [4]int{2, 1}}, -1, names, "Ana won the match two rounds to one."},
		{linx.Event{Kind: linx.MatchWon, Seat: 0, Teams: true, Players: 4, Scores: [4]int{2, 0, 2, 0}}, 2, nil, "Team\u00a0A (you and Seat 1) won the match two rounds to none."},
		{linx.Event{}, 0, nil, "Something happened that LINX does not know."},
	} {
		assert.Equal(t, c.want, c.event.Narrate(lang.English, c.reader, c.names), "%v for %d", c.event, c.reader)
	}
}

// TestRoundAndMatchEndsInFrenchAndItalian: a stuck round and the match's
// end are one sentence each, the score as players say it, equal counts
// said once (words-round10 it 6, it 7, fr); a team is named by its letter
// and its players, the reader among them too.
func TestRoundAndMatchEndsInFrenchAndItalian(t *testing.T) {
	names := []string{"Ana", "Bo", "Elena", "Hugo"}
	stuck := linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 0, Blocked: true, Players: 2, Visible: [4]int{3, 3}}
	match := linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 2, Scores: [4]int{2, 0}}
	teams := linx.Event{Kind: linx.MatchWon, Seat: 1, Teams: true, Players: 4, Scores: [4]int{1, 2, 1, 2}}
	for _, c := range []struct {
		event  linx.Event
		l      lang.Language
		reader int
		want   string
	}{
		{stuck, lang.French, 1, "Toutes les pioches sont vides et plus personne ne peut placer de tuile. Égalité de tuiles apparentes (3 chacun)\u00a0: c’est le dernier dans l’ordre du tour qui l’emporte\u202f; la manche 2 va donc à Ana."},
		{linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 0, Blocked: true, Players: 2, Visible: [4]int{4, 2}}, lang.French, 1,
			"Toutes les pioches sont vides et plus personne ne peut placer de tuile. Ana a remporté la manche 2 avec le plus de tuiles apparentes (Ana\u00a0: 4\u202f; vous\u00a0: 2)."},
		{linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 0, Blocked: true, Players: 3, Visible: [4]int{4, 0, 0}}, lang.French, 1,
			"Toutes les pioches sont vides et plus personne ne peut placer de tuile. Ana a remporté la manche 2 avec le plus de tuiles apparentes (Ana\u00a0: 4\u202f; vous\u00a0: 0\u202f; Elena\u00a0: 0)."},
		{match, lang.French, -1, "Ana a remporté la partie, deux manches à zéro."},
		{match, lang.French, 0, "Vous avez remporté la partie, deux manches à zéro."},
		{teams, lang.French, 0, "L’équipe\u00a0B (Bo et Hugo) a remporté la partie, deux manches à une."},
		// The reader last, as French courtesy has it (words-round15 fr 8).
		{teams, lang.French, 1, "L’équipe\u00a0B (Hugo et vous) a remporté la partie, deux manches à une."},
		{linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 1, Teams: true, Players: 4}, lang.French, 0, "L’équipe\u00a0B (Bo et Hugo) a gagné la manche 1."},
		{stuck, lang.Italian, 1, "Non resta nessuna tessera da pescare e nessuno può più mettere una tessera. Parità di tessere visibili, 3 a 3: in questo caso vince chi gioca per ultimo nel giro, quindi la manche 2 va ad Ana."},
		{linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 0, Blocked: true, Players: 2, Visible: [4]int{4, 2}}, lang.Italian, 1,
			"Non resta nessuna tessera da pescare e nessuno può più mettere una tessera. Ana ha vinto la manche 2 con più tessere visibili (Ana ne ha quattro, tu due)."},
		{match, lang.Italian, -1, "Ana ha vinto la partita per 2 manche a 0."},
		{match, lang.Italian, 0, "Hai vinto la partita per 2 manche a 0."},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{0, 2, 1}}, lang.Italian, -1,
			"Bo ha vinto la partita per 2 manche a 1: Elena ha vinto una manche; Ana, nessuna."},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 4, Scores: [4]int{0, 2, 1, 0}}, lang.Italian, 0,
			"Bo ha vinto la partita per 2 manche a 1: Elena ha vinto una manche; tu e Hugo, nessuna."},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 4, Scores: [4]int{0, 2, 1, 0}}, lang.French, 0,
			"Bo a remporté la partie avec deux manches\u00a0: Elena en a gagné une\u202f; Hugo et vous, aucune."},
		// "Two to none" says that no one else won: the others are not
		// listed after it (words-round15 fr).
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{0, 2, 0}}, lang.French, 0,
			"Bo a remporté la partie, deux manches à zéro."},
		// Equal counts said once, each in a clause of its own, so that
		// none reads as shared (words-round11 fr, it; words-round12 fr 4,
		// it 8).
		{linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 3, Scores: [4]int{2, 1, 1}}, lang.French, -1,
			"Ana a remporté la partie avec deux manches\u00a0: Bo et Elena en ont gagné une chacun."},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{1, 2, 1}}, lang.Italian, 0,
			"Bo ha vinto la partita per 2 manche a 1: tu ed Elena avete vinto una manche ciascuno."},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{0, 2, 0}}, lang.Italian, 2,
			"Bo ha vinto la partita per 2 manche a 0."},
		{linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 3, Scores: [4]int{2, 1, 1}}, lang.English, -1,
			"Ana won the match with two rounds: Bo and Elena won one each."},
		{linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 1, Teams: true, Players: 4}, lang.Italian, -1, "La squadra\u00a0B (Bo e Hugo) ha vinto la manche 1."},
		{linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 1, Teams: true, Players: 4}, lang.Dutch, -1, "Team\u00a0B (Bo en Hugo) heeft ronde 1 gewonnen."},
		{linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 1, Teams: true, Players: 4}, lang.English, 0, "Team\u00a0B (Bo and Hugo) won round 1."},
		{teams, lang.Italian, 3, "La squadra\u00a0B (tu e Bo) ha vinto la partita per 2 manche a 1."},
	} {
		assert.Equal(t, c.want, c.event.Narrate(c.l, c.reader, names), "%v for %d in %v", c.event, c.reader, c.l)
	}
	assert.Equal(t, "Le joueur 1 a remporté la partie, deux manches à zéro.",
		linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 3, Scores: [4]int{2, 0, 0}}.Narrate(lang.French, -1, nil))
	assert.Equal(t, "Le joueur 1 a remporté la partie avec deux manches\u00a0: le joueur 3 en a gagné une\u202f; le joueur 2, aucune.",
		linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 3, Scores: [4]int{2, 0, 1}}.Narrate(lang.French, -1, nil))
	assert.Equal(t, "Seat 3 won the match two rounds to none.",
		linx.Event{Kind: linx.MatchWon, Seat: 2, Players: 3, Scores: [4]int{0, 0, 2}}.Narrate(lang.English, 0, []string{"", "Ana"}))
}

// TestATeamNamesEachTeammate: a team is named by its seats where both
// teammates go by their default names, else each by its own, the
// computer's and a default one too (the Go builder's review: "team B
// (seats 2 and 4)" dropped the computer); several computers, numbered.
func TestATeamNamesEachTeammate(t *testing.T) {
	won := linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 1, Teams: true, Players: 4}
	for _, c := range []struct {
		names []string
		l     lang.Language
		want  string
	}{
		{[]string{"Ana", tabletop.Computer, "Bea", ""}, lang.English, "Team\u00a0B (the computer and Seat 4) won round 1."},
		{[]string{"Ana", tabletop.Computer, "Bea", ""}, lang.French, "L’équipe\u00a0B (l’ordinateur et le joueur 4) a gagné la manche 1."},
		{[]string{"Ana", tabletop.Computer, "Bea", ""}, lang.Italian, "La squadra\u00a0B (il computer e il giocatore 4) ha vinto la manche 1."},
		{[]string{"Ana", tabletop.Computer, "Bea", ""}, lang.Dutch, "Team\u00a0B (de computer en speler 4) heeft ronde 1 gewonnen."},
		{[]string{"Ana", tabletop.Computer, "Bea", tabletop.Computer}, lang.English, "Team\u00a0B (Computer 2 and Computer 4) won round 1."},
		{[]string{"Ana", "", "Bea", "Dan"}, lang.English, "Team\u00a0B (Seat 2 and Dan) won round 1."},
		{[]string{"Ana"}, lang.English, "Team\u00a0B (seats 2 and 4) won round 1."},
	} {
		assert.Equal(t, c.want, won.Narrate(c.l, 0, c.names), "%q in %v", c.names, c.l)
	}
	// Three seats: a count never reads as shared between two people.
	three := linx.Event{Kind: linx.MatchWon, Seat: 0, Players: 3, Scores: [4]int{2, 1, 1}}
	assert.Equal(t, "Ana won the match with two rounds: the computer and Bea won one each.",
		three.Narrate(lang.English, -1, []string{"Ana", tabletop.Computer, "Bea"}))
}

// drawn is the event of seat drawing tiles.
func drawn(seat int, tiles ...string) linx.Event {
	e := linx.Event{Kind: linx.TilesDrawn, Seat: seat, Count: len(tiles)}
	for i, text := range tiles {
		e.Tiles[i], _ = linx.ParseTile(text)
	}
	return e
}

// symbolWords are the words that tell a tile's symbol.
var symbolWords = []string{"rock", "paper", "scissors"}

// TestNarrationShowsNothingHidden: over random matches, for every event and
// every reader (a spectator and a seat past the table too), the sentence is
// that of the event as the reader may see it; it is a sentence, no
// key=value; and the tiles another seat drew and the piles of a deal but
// the reader's own starting hand are not in it.
func TestNarrationShowsNothingHidden(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linx.New(options().Draw(t, "options"))
		require.NoError(t, err)
		n := s.Options().Players
		names := rapid.SliceOfN(rapid.SampledFrom([]string{"", "Ana", "Bo"}), 0, n).Draw(t, "names")
		for range rapid.IntRange(1, 300).Draw(t, "moves") {
			moves := s.LegalMoves()
			if len(moves) == 0 {
				break
			}
			var events []linx.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				for reader := -1; reader <= n; reader++ {
					text := e.Narrate(lang.English, reader, names)
					require.Equal(t, e.RedactFor(reader).Narrate(lang.English, reader, names), text)
					require.NotEmpty(t, text)
					require.True(t, strings.HasSuffix(text, "."), text)
					require.NotContains(t, text, "=")
					require.Equal(t, strings.ToUpper(text[:1]), text[:1], text)
					hidden := (e.Kind == linx.TilesDrawn && e.Seat != reader) ||
						(e.Kind == linx.RoundStarted && (reader < 0 || reader >= n))
					if hidden {
						for _, word := range symbolWords {
							require.NotContains(t, text, word, "%v for %d", e, reader)
						}
					}
					for _, l := range lang.All() { // redaction holds in every language
						told := e.Narrate(l, reader, names)
						require.Equal(t, e.RedactFor(reader).Narrate(l, reader, names), told)
						if hidden {
							other := e
							for i := range other.Tiles {
								other.Tiles[i] = linx.MakeTile(linx.Colour(i%2), linx.Symbol(1+rapid.IntRange(0, 2).Draw(t, "another tile")))
							}
							for c := range other.Piles {
								other.Piles[c][0] = linx.MakeTile(linx.Colour(c), linx.Symbol(1+rapid.IntRange(0, 2).Draw(t, "another pile")))
							}
							require.Equal(t, told, other.Narrate(l, reader, names), "%s tells what %d may not see", l.Name(), reader)
						}
					}
					if e.Kind == linx.RoundStarted && reader >= 0 && reader < n {
						_, dealt, _ := strings.Cut(text, "you were dealt ")
						dealt, _, _ = strings.Cut(dealt, ".") // the turn sentence follows
						// The hand is told by symbol, "two rock tiles and a
						// paper tile": each group begins with its count.
						told := 0
						for _, group := range strings.Split(strings.ReplaceAll(dealt, " and ", ", "), ", ") {
							count, _, _ := strings.Cut(group, " ")
							told += slices.Index([]string{"a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}, count) + 1
						}
						// A deal ends the move: the hand is still the starting hand.
						require.Equal(t, len(s.Hand(reader)), told, "%s: the starting hand only", text)
					}
				}
			}
		}
	})
}

// TestALineIsToldToItsMakerAsYou: the seat that made a line reads "you",
// in every language, never its own name, as the round's end that follows
// calls it (the Dutch line named the reader).
func TestALineIsToldToItsMakerAsYou(t *testing.T) {
	e := linx.Event{Kind: linx.LineMade, Seat: 0, Players: 2}
	want := map[lang.Language]string{
		lang.English: "You made a line",
		lang.French:  "Vous avez aligné",
		lang.Italian: "Hai allineato",
		lang.Dutch:   "Je hebt nu drie",
	}
	for l, start := range want {
		told := e.Narrate(l, 0, []string{"Ana", "Bo"})
		assert.True(t, strings.HasPrefix(told, start), "%v: %s", l, told)
		assert.NotContains(t, told, "Ana", "%v", l)
	}
}

// TestATeamsStuckRoundIsToldByItsTotals: in teams, a stuck round is won
// by the team with the most tiles on top in all, as the rulebook says
// (« au total », words-round15 fr 3): the sentence gives the two teams'
// totals, in figures both, not four counts left for the reader to add; a
// tie goes to the team that plays second, in the rulebook's words.
func TestATeamsStuckRoundIsToldByItsTotals(t *testing.T) {
	stuck := linx.Event{Kind: linx.RoundWon, Round: 1, Seat: 0, Blocked: true, Full: true, Teams: true, Players: 4, Visible: [4]int{8, 5, 7, 5}}
	tied := linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 1, Blocked: true, Full: true, Teams: true, Players: 4, Visible: [4]int{5, 4, 3, 4}}
	for _, c := range []struct {
		event linx.Event
		l     lang.Language
		want  string
	}{
		{stuck, lang.French, "L’équipe\u00a0A (joueurs 1 et 3) a remporté la manche 1 avec le plus de tuiles apparentes (équipe\u00a0A\u00a0: 15\u202f; équipe\u00a0B\u00a0: 10)."},
		{stuck, lang.English, "Round 1 was stuck, and team\u00a0A (seats 1 and 3) won it on the tiles on top: team\u00a0A had 15 and team\u00a0B had 10."},
		{stuck, lang.Italian, "La squadra\u00a0A (giocatori 1 e 3) ha vinto la manche 1 con più tessere visibili (la squadra\u00a0A ne ha 15, la squadra\u00a0B 10)."},
		{stuck, lang.Dutch, "Team\u00a0A (spelers 1 en 3) heeft ronde 1 gewonnen met de meeste zichtbare tegels (team\u00a0A: 15, team\u00a0B: 10)."},
		{tied, lang.French, "Égalité de tuiles apparentes (8 pour chaque équipe)\u00a0: c’est l’équipe qui a joué en second qui l’emporte\u202f; la manche 2 va donc à l’équipe\u00a0B (joueurs 2 et 4)."},
		{tied, lang.English, "Neither team has more tiles on top (8 each): a tie goes to the team that plays second, so round 2 goes to team\u00a0B (seats 2 and 4)."},
		{tied, lang.Italian, "Parità di tessere visibili, 8 a 8: in questo caso vince la squadra che gioca per seconda, quindi la manche 2 va alla squadra\u00a0B (giocatori 2 e 4)."},
		{tied, lang.Dutch, "Evenveel zichtbare tegels (team\u00a0A: 8, team\u00a0B: 8). Bij gelijke stand wint het team dat als tweede speelt, dus ronde 2 gaat naar team\u00a0B (spelers 2 en 4)."},
	} {
		got := c.event.Narrate(c.l, -1, nil)
		_, after, _ := strings.Cut(got, ". ") // after why the round was stuck
		assert.Equal(t, c.want, after, c.l)
	}
}
