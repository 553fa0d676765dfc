package linx

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// phrases are the words in which LINX speaks one language. Every language
// has one value of it, in words_<tag>.go; a test checks that no field is
// left empty in any of them. A sentence is returned without its capital
// and full stop, which [Event.Narrate] adds; cells come named on the grid's
// axes ("D4", see Axes), as in the labels.
type phrases struct {
	placed func(who speech.Person, s Symbol, at string) string
	// covered: s went face down onto the tile under, which it beats.
	covered     func(who speech.Person, s Symbol, under cover, at string) string
	passedEmpty func(who speech.Person) string
	passed      func(who speech.Person, hand []Symbol) string
	// drew: shown are the symbols of the tiles drawn that the reader
	// sees, none when the reader may not see them; drawnList says how a
	// draw shown in part is named.
	drew     func(who speech.Person, tiles int, shown []Symbol) string
	line     func(who speech.Person, faceDown bool, from, to string) string
	turn     func(who speech.Person) string
	roundWon func(winners side, round int) string
	// stuck: a round nobody could play on, won on the tiles on top, one
	// count a seat, which in teams (winners.team set) are told as the
	// teams' totals (teamTotals), as the rulebook compares them
	// (words-round15 fr 3). tied: a tie on them, won by the winner's place
	// in the turn (in teams, the team that plays second), told as the
	// fact, then the rule, then the winner: "nobody has more tiles
	// showing (Ana: three, you: three): a tie goes to…, so round 2 goes to
	// Ana".
	stuck func(round int, winners side, onTop []speech.Score) string
	tied  func(round int, winners side, onTop []speech.Score) string
	// roundStarted: hand is the reader's tiles dealt, none for a
	// spectator. Who plays first is the turn sentence that follows it.
	roundStarted func(round int, hand []Symbol) string
	matchWon     func(winners side, rounds int, others []side) string
	// Why a stuck round ended, the sentence before its result: the grid
	// full (no tile could be placed whatever it was) or the piles drawn
	// and no tile of a hand placeable. A line of three is told once, by
	// line, and the match's end once, by matchWon.
	gridFull string
	pilesOut string
	unknown  string

	// The picture of the table for a terminal (View.Text). A seat there
	// is its player's name or picSeatName (from 1), and its colour; a move is written in
	// notation, its verbs ("up", "down", "pass") as a player types them.
	picNoGame  string
	picRound   func(round int) string
	picSeat    func(who speech.Person, colour string) string // the reader's, after picRound
	picWatch   string                                        // a spectator, after picRound
	picColours []string                                      // yellow, blue, pink, green
	// picColourCodes and picSymbolCodes write a tile in the grid: its
	// colour's code, then its symbol's (by Symbol, the first unused),
	// then as picDown writes it when it lies face down; the codes are
	// the language's initials, such that no two tiles read alike.
	picColourCodes []string
	picSymbolCodes [4]string
	// picDown writes the code of a tile face down: in capitals ("YR"),
	// or in brackets where codes mix cases ("(bP)", Dutch).
	picDown     func(code string) string
	picSeatName func(seat int) string // a seat's row, a label at a line's start: "Seat 2", "Joueur 2" (words-round15 nl 8)
	picColumns  []string              // hand, pile, score, known
	picYou      string
	// picTeam introduces a team on a line of its own: its name (see
	// team), then the colours it plays, joined ("yellow and pink").
	picTeam func(team, colours string) string
	// team names a team everywhere, in narration and picture: by its
	// letter (A for seats 1 and 3, B for 2 and 4) and its players, as
	// picTeamSeats says two seats with no names ("seats 2 and 4"), else
	// as teamPlayers lists the players' names, the reader as you, in the
	// language's order ("you and Ana"; French last, as its courtesy has
	// it, words-round15 fr 8): "team B (seats 2 and 4)", "l'équipe A
	// (Ana et vous)".
	team         func(letter, players string) string
	picTeamSeats [2]string
	teamPlayers  func(members []speech.Person) string
	picYourHand  string                    // "your hand:", before it, with the language's colon
	picOver      func(winners side) string // winners has no one when nobody won
	// picYourTurn asks the reader to place a tile; picYourPass tells it
	// that it may only pass (the rules allow a pass only then).
	picYourTurn  string
	picYourPass  string
	picToMove    func(who speech.Person, colour string) string
	picPlayedOut string

	// The labels of moves' buttons (View.Label), cells named on the
	// grid's axes ("D4"); owner is nil for a neutral tile.
	placeUp     func(s Symbol, at string) string
	placeDown   func(s Symbol, under cover, at string) string
	pass        string
	unknownMove string
	pickSymbol  func(s Symbol) string
	// list names a hand's tiles, counted: "two rock tiles and a scissors
	// tile" (words-round13 nl 10).
	list func(syms []Symbol) string
	// The previews of moves (View.Preview), as clauses without their
	// capital and full stop, in the mover's person.
	winsRound string
	// does says what a placement does that wins nothing: the lines of
	// the owners it blocks (none, one or more), the line of two it breaks
	// (broken, the tile covered, whose owner's line it was; nil for
	// none), then what the mover draws, nothing when it lies face down.
	does     func(blocked []speech.Person, broken *cover, tiles int, down bool) string
	passDraw func(tiles int, show bool) string
	// refusals are the sentences of refused moves, keyed by reason or
	// by the finer phrases of the rules (see engine.Words); {item} is a
	// cell, named as the labels name it, a symbol or beats' words;
	// "off-board" names none: it is said of every cell beyond the axes.
	refusals engine.Words
	// beats says that a tile of symbol s does not beat one of under, why
	// it may not cover it.
	beats func(s, under Symbol) string
	// rules is the game's summary for a player, a paragraph a string.
	rules []string
	// picKnown counts n tiles of symbol s in a seat's row of the picture,
	// after the column "known", as a tally: "3 rock", so that a hand of
	// fifteen tiles a pass showed keeps its row short ("5 rock, 5 paper
	// and 5 scissors", handle26: one name a tile made Dutch rows of 252
	// columns).
	picKnown func(s Symbol, n int) string
}

// cover is the tile a face-down tile covered, as a sentence tells it
// (words-round10 it 3: whose it was).
type cover struct {
	symbol Symbol
	// owner is whose tile it was, the reader as you; nil for a neutral
	// tile, or where the event did not tell it (see told).
	owner *speech.Person
	own   bool // the mover's own tile
	// partner says that owner is the reader's partner in teams, whom a
	// sentence names as such ("your partner's rock"): by a name alone, a
	// newcomer covered a partner's tile as an opponent's (review r30, 1).
	partner bool
	told    bool // false in a log written before events told whose it was
}

// side is one seat, or a team's two, with the rounds it won.
type side struct {
	who    []speech.Person
	rounds int
	// team is a team's name, as phrases.team says it ("team B (seats 2
	// and 4)"); "" for a seat alone.
	team string
}

// did says that s did done, in the past: a team by its name, the verb in
// the third person singular after has ("a ", "heeft "), or else its
// people as [speech.Basics.Together] says them ("you and Ana won").
func (s side) did(b speech.Basics, has, done string) string {
	if s.team != "" {
		return s.team + " " + has + done
	}
	return b.Together(s.who, done)
}

// names names s: a team by its name, or else its people, the reader as
// you.
func (s side) names(b speech.Basics, you string) string {
	if s.team != "" {
		return s.team
	}
	return b.Names(s.who, you)
}

// byRounds groups the sides that won as many rounds (or had as many
// tiles on top), in the order they come, so that a count is said once:
// "Bo and Elena won one each", not "Bo won one, Elena won one"
// (words-round10 it 7, fr). A team stays a side of its own.
func byRounds(others []side) []side {
	var groups []side
	for _, o := range others {
		i := slices.IndexFunc(groups, func(g side) bool {
			return g.rounds == o.rounds && g.team == "" && o.team == ""
		})
		if i < 0 {
			groups = append(groups, o)
			continue
		}
		g := &groups[i]
		g.who = append(g.who[:len(g.who):len(g.who)], o.who...)
	}
	return groups
}

// tally says what the sides other than a match's winner won, the most
// first, equal counts said once, the groups joined by sep: the first in a
// clause of its own (said by full), each other after it with its verb
// left out (said by short), so that no count reads as shared between two
// people ("Bo won one; Elena, none"; "Bo and Elena won one each",
// words-round12 fr 4, nl 2).
func tally(others []side, sep string, full, short func(g side) string) string {
	groups := byRounds(others)
	slices.SortStableFunc(groups, func(a, b side) int { return b.rounds - a.rounds })
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = short(g)
		if i == 0 {
			parts[i] = full(g)
		}
	}
	return strings.Join(parts, sep)
}

// wonNone reports whether no side of others won a round.
func wonNone(others []side) bool {
	return !slices.ContainsFunc(others, func(o side) bool { return o.rounds > 0 })
}

// defaultSeat reports whether p is called by its seat's default name: not
// the reader, not the computer, not a player's name.
func defaultSeat(p speech.Person) bool { return p.Seat > 0 && !p.You && p.Computers == 0 }

// teamOf returns team (0 for seats 1 and 3, 1 for seats 2 and 4) as a
// side whose people are members, named in the words w: by its seats where
// both go by their default names, else each by its own name, the
// computer's and a default one too ("team B (the computer and Seat 4)";
// the Go builder's review: "seats 2 and 4" dropped the computer).
func teamOf(w *phrases, b speech.Basics, team int, members []speech.Person) side {
	players := w.picTeamSeats[team%2]
	if slices.ContainsFunc(members, func(p speech.Person) bool { return !defaultSeat(p) }) {
		players = w.teamPlayers(members)
	}
	return side{who: members, team: w.team(string(rune('A'+team%2)), players)}
}

// catalogue holds each language's words, one value of phrases in each
// words_<tag>.go.
var catalogue = engine.Catalogue[phrases]{lang.English: &inEnglish, lang.French: &inFrench, lang.Italian: &inItalian, lang.Dutch: &inDutch}

// typings holds the words each language's players type for the
// notation's verbs and symbols, which View.Typed writes and
// View.ParseTyped reads, and which the refusals' "typed" hints name.
var typings = engine.Catalogue[engine.Typing]{}

// wordsOf returns the words of language l; a Language outside
// [lang.All] speaks English.
func wordsOf(l lang.Language) *phrases { return catalogue.Of(l) }

// Rules returns the rules of LINX in short, in language l, one paragraph
// a string: what a player reads before a first game.
func Rules(l lang.Language) []string { return engine.Typeset(l, wordsOf(l).rules) }

// symbolCounts names symbols as a list of counts, each symbol once in the
// order rock, paper, scissors (a tile not shown last), counted as a noun
// is: "twee steentegels en een papiertegel", "due Sassi e una tessera Forbici". counted
// names n tiles of symbol s, n at least 1.
func symbolCounts(syms []Symbol, counted func(s Symbol, n int) string, b speech.Basics) string {
	var counts [4]int
	for _, s := range syms {
		counts[s&3]++
	}
	var out []string
	for _, s := range [...]Symbol{Rock, Paper, Scissors, 0} {
		if counts[s] > 0 {
			out = append(out, counted(s, counts[s]))
		}
	}
	return b.Join(out)
}

// drawnList returns the symbols a draw of tiles tiles names, shown the
// symbols seen of it: shown, then a tile not shown (the zero Symbol) for
// each tile drawn beyond it, so that a draw seen in part keeps its count
// and names the tile not seen as one ("a rock tile and an unknown tile",
// words-r28 5: it read "a rock tile and a tile", or "a rock tile" for
// two); nil when no symbol is seen, and the draw is only counted ("two
// tiles").
func drawnList(tiles int, shown []Symbol) []Symbol {
	if !slices.ContainsFunc(shown, Symbol.valid) {
		return nil
	}
	return append(slices.Clip(shown), make([]Symbol, max(0, tiles-len(shown)))...)
}

// amount returns n in words, with the language's words for none and for
// one of the noun counted: "none", "one", "two".
func amount(n int, none, one string, b speech.Basics) string {
	switch n {
	case 0:
		return none
	case 1:
		return one
	}
	return b.Number(n)
}

// toEach names people after the preposition to, each with its own
// ("à vous et au joueur 3", "ad Ana e a te"): you is the reader's.
func toEach(who []speech.Person, to, you string, b speech.Basics) string {
	each := make([]string, len(who))
	for i, p := range who {
		each[i] = b.With(to, p)
		if p.You {
			each[i] = you
		}
	}
	return b.Join(each)
}

// teamTotals returns the tiles on top of each team at a stuck end in
// teams, A's then B's, from onTop's counts by seat (A holds seats 1 and
// 3): what the rulebook compares, « le plus de tuiles apparentes au
// total ». Both are written in figures, as totals above ten are, so that
// the two read alike ("15 to 10", never "15 to ten").
func teamTotals(onTop []speech.Score) [2]int {
	var totals [2]int
	for seat, s := range onTop {
		totals[seat%2] += s.Points
	}
	return totals
}

// onTopList says how many tiles each seat had on top at a stuck end: "you:
// 3, Ana: 2", with the words of one language. The counts are figures, as
// the teams' totals are: a tally is a table, and one style serves both
// (words-round16 fr 4: « (vous : huit ; Ana : cinq) » beside « (équipe A :
// 15 ; équipe B : 10) »).
func onTopList(onTop []speech.Score, you, colon, sep string, b speech.Basics) string {
	parts := make([]string, len(onTop))
	for i, s := range onTop {
		parts[i] = b.Names([]speech.Person{s.Who}, you) + colon + strconv.Itoa(s.Points)
	}
	return strings.Join(parts, sep)
}

// lineOf names the line of two that covering c breaks by whose it is, as
// the languages that say whose after the thing owned say it: yours (the
// reader's), partners (the reader's partner's), or line followed by whose
// it is, as b says it ("l'alignement d'Ana").
func lineOf(c cover, yours, partners, line string, b speech.Basics) string {
	switch {
	case c.owner.You:
		return yours
	case c.partner:
		return partners
	}
	return line + " " + b.Whose(*c.owner)
}
