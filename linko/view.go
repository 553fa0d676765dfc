package linko

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// View is all that one seat may know of a game, and nothing else: its own
// hand; every tableau, the display and the discard pile, which lie face up;
// the sizes of the draw pile and of every hand; and the cards that every seat
// saw enter another hand (taken, taken back, drawn from the display) and that
// cannot have left it since. Two states that differ only in what the seat
// cannot see give equal views. A View is plain data: a server can send each
// client its View and nothing more.
//
// A View of a seat that is not at the table (any seat outside 0 to
// Players-1, -1 included) is a spectator's: Seat is -1, Hand is nil, and
// the rest is what every seat sees. A spectator has no legal moves.
//
// Its JSON is the envelope that every game of the module shares: "game"
// ("linko"), "seat", "players", "round", "rounds", "toMove", "over",
// "winners" (once over), "scores" and "legalMoves", then Linko!'s own
// fields, named as the json tags below say. Cards and melds are written in
// notation ("7", "J", "7x2+J"), an empty display slot as "?".
//
// "legalMoves" holds the seat's [View.Choices] when it is to move, else []:
// for each choice an object with "pick" (left out when ""), the members
// that all its moves share, and "moves", each move's other members. A
// whole move, as [Move.MarshalJSON] writes it and a server reads it, is the
// choice's members but "pick", "label" and "moves", with one entry of
// "moves" but its "label" and "preview" (see the package doc's wire):
//
//	[{"pick":"7","seat":0,"kind":"play","moves":[{"meld":"7"},{"meld":"7+J"},{"meld":"7x2"},{"meld":"7x2+J"}]},
//	 {"pick":"J","seat":0,"kind":"play","meld":"J","moves":[{}]}]
//
// stands for the moves {"seat":0,"kind":"play","meld":"7"} and so on, and
// [{"seat":0,"moves":[{"kind":"take"},{"kind":"leave"}]}] for a take and
// a leave, two buttons.
type View struct {
	// Seat is whose view this is, from 0; -1 for a spectator.
	Seat int `json:"seat"`
	// Players is the number of seats at the table; 0 in the zero View,
	// which holds no game.
	Players int `json:"players"`
	// Round is the round being played, from 1.
	Round int `json:"round"`
	// Rounds is the number of rounds the game plays: Options.Rounds.
	Rounds int `json:"rounds"`
	// ToMove is the seat that decides next ([State.ToMove]): -1 when
	// nobody does, once over or between two events of a move.
	ToMove int `json:"toMove"`
	// Over says whether the game has ended ([State.Over]).
	Over bool `json:"over"`
	// Winners are the seats with the best score once over
	// ([State.Winners]); nil before, and left out of the JSON.
	Winners []int `json:"winners,omitempty"`
	// Scores holds each seat's score ([State.Scores]): the rounds scored,
	// and the round being played as it stands.
	Scores []int `json:"scores"`
	// Phase is what the game waits for ([State.Phase]).
	Phase Phase `json:"phase"`
	// Active is the seat whose turn it is ([State.Active]), who is not
	// always the seat to move.
	Active int `json:"active"`
	// Victim is the seat under attack ([State.Victim]), or -1.
	Victim int `json:"victim"`
	// Draws is the number of cards the victim has still to draw in
	// PhaseDraw, 0 otherwise.
	Draws int `json:"draws"`
	// Hand is the seat's own hand, in order of value; nil for a spectator.
	Hand []Card `json:"hand"`
	// HandSizes holds every seat's number of cards in hand.
	HandSizes []int `json:"handSizes"`
	// Known holds, for every seat, the cards of its hand that every seat
	// knows about (see Position.Known).
	Known [][]Card `json:"known"`
	// Tableaux holds every seat's melds, bottom first: the top meld, last,
	// is the one that attacks and is attacked.
	Tableaux [][]Meld `json:"tableaux"`
	// Display holds the face-up cards, slot by slot; Hidden ("?") is an
	// empty slot.
	Display [DisplaySize]Card `json:"display"`
	// PileSize is the number of cards in the face-down draw pile.
	PileSize int `json:"pileSize"`
	// Discard holds the discard pile, face up, in order of value.
	Discard []Card `json:"discard"`

	// lang is the language of the View's words: the labels and previews
	// of its Choices and of its JSON's legal moves. See [View.In].
	lang lang.Language
	// names are how its words call the seats. See [View.Named].
	names []string
}

// View returns what seat may know of the game: for a seat not at the table,
// what a spectator sees (see [View]).
func (s State) View(seat int) View {
	if !s.seatExists(seat) {
		seat = -1
	}
	v := View{
		Seat:      seat,
		Players:   s.players(),
		Round:     int(s.round),
		Rounds:    int(s.opts.rounds),
		ToMove:    s.ToMove(),
		Over:      s.Over(),
		Winners:   s.Winners(),
		Scores:    s.Scores(),
		Phase:     s.phase,
		Active:    int(s.active),
		Victim:    s.Victim(),
		Draws:     int(s.draws),
		Hand:      s.Hand(seat),
		HandSizes: make([]int, s.players()),
		Known:     s.knownCards(),
		Tableaux:  s.tableauxCopy(),
		Display:   s.display,
		PileSize:  int(s.pileSize),
		Discard:   s.discard.appendCards(make([]Card, 0, s.discard.total())),
	}
	for i := range v.HandSizes {
		v.HandSizes[i] = s.hands[i].total()
	}
	return v
}

// LegalMoves returns the legal moves of the view's seat, the same as
// [State.LegalMoves] when the seat is to move, and nil when it is not or is
// a spectator: a bot needs nothing but its View to choose a move. A View
// that no game reaches (built by hand, or decoded) gives nil, never a panic,
// when its hand or display holds what is no card, and so does the zero
// View, which holds no game.
func (v View) LegalMoves() []Move {
	if v.ToMove != v.Seat || v.Seat < 0 || v.Seat >= v.Players || v.Over {
		return nil
	}
	if checkCardList(v.Hand) != nil {
		return nil
	}
	for _, c := range v.Display {
		if c != Hidden && c != Joker && !c.IsNumber() {
			return nil
		}
	}
	return appendLegalMoves(nil, v.Seat, v.Phase, countCards(v.Hand), v.PileSize > 0, v.Display)
}

// String draws the table as the view's seat sees it, in English: it is
// [View.Text] for fmt and the tests.
func (v View) String() string { return v.Text(lang.English) }

// Text draws the table as the view's seat sees it, in language l, in at
// most 18 lines (a terminal of 40 rows shows it with room to spare): the
// round and what is pending, the piles and the display, one line per seat
// with its hand size, score, the cards known in its hand and its tableau
// (top last), the seat's own hand, and the decision it waits for, in
// words. Seats are numbered from 1, as people count them. The zero View,
// and the View of the zero State, are "no game".
func (v View) Text(l lang.Language) string {
	w := wordsOf(l)
	if v.Players == 0 {
		return w.picNoGame
	}
	var b strings.Builder
	person := speech.Of(l).People(v.Seat, v.names)
	// A game of one round is a game: its round goes unsaid ("Linko! ·
	// Vous êtes Ana", not "Manche 1 sur 1").
	// Each heading after a "·" begins with a capital, as LINX's do
	// ("Linko! · Manche 1 sur 3 · Vous êtes Ana").
	b.WriteString("Linko!")
	if v.Rounds > 1 {
		b.WriteString(" · " + speech.Capitalize(w.picRound(v.Round, v.Rounds)))
	}
	seat := w.picWatch
	if v.Seat >= 0 {
		seat = w.picSeat(person(v.Seat))
	}
	b.WriteString(" · " + speech.Capitalize(seat))
	b.WriteByte('\n')
	discard := w.picEmpty
	if len(v.Discard) > 0 {
		discard = fmt.Sprintf("%s (%d): %s", w.picDiscard, len(v.Discard), engine.Join(v.Discard, w.picCard, " "))
	}
	display := make([]string, 0, DisplaySize)
	for _, c := range v.Display {
		if c == Hidden {
			display = append(display, "-")
		} else {
			display = append(display, w.picCard(c))
		}
	}
	fmt.Fprintf(&b, "%s %d · %s %s · %s\n", w.picPile, v.PileSize, w.picDisplay, strings.Join(display, " "), discard)
	// Each column is as wide as its heading or its longest item, so that
	// the tableaux after them start in one column whatever a seat is
	// known to hold, in any language.
	seats := max(0, min(v.Players, MaxPlayers))
	col := w.picColumns
	known := make([]string, seats)
	who := make([]string, seats)
	widths := [4]int{8, 5, 5, engine.Width(col[3])}
	for i := range 3 {
		widths[i] = max(widths[i], engine.Width(col[i]))
	}
	// A row begins with its seat's number. Where any seat has a name (a
	// player's, or the computer), every row names its seat after the number
	// as the narration calls it, so that an unnamed seat reads "3 Seat 3",
	// not a bare "3" among names; with no name at all, the numbers suffice.
	named := false
	for seat := range seats {
		p := person(seat)
		named = named || p.Seat == 0 || p.Computers > 0
	}
	for seat := range seats {
		known[seat] = dashIfEmpty(engine.Join(listOf(v.Known, seat), w.picCard, " "))
		who[seat] = strconv.Itoa(seat + 1)
		switch p := person(seat); {
		case p.Computers > 0: // the row's number is the seat's; the label the computer's, numbered by its seat too
			who[seat] += " " + speech.Of(l).Label(p)
		case named:
			who[seat] += " " + p.Name
		}
		if seat == v.Seat {
			who[seat] += " " + w.picYou
		}
		widths[0], widths[3] = max(widths[0], engine.Width(who[seat])), max(widths[3], engine.Width(known[seat]))
	}
	// Padded by columns, not characters (fmt's %-*s), so that a name in
	// Chinese or with an emoji keeps the columns after it in line.
	pad := engine.PadRight
	fmt.Fprintf(&b, "    %s %s %s  %s  %s\n", pad(col[0], widths[0]), engine.PadLeft(col[1], widths[1]), engine.PadLeft(col[2], widths[2]), pad(col[3], widths[3]), col[4])
	for seat := range seats {
		mark := "  "
		if seat == v.ToMove {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s  %s %*s %*s  %s  %s\n", mark, pad(who[seat], widths[0]), widths[1], itemOf(v.HandSizes, seat),
			widths[2], itemOf(v.Scores, seat), pad(known[seat], widths[3]), dashIfEmpty(engine.Join(listOf(v.Tableaux, seat), w.picMeld, " ")))
	}
	if v.Seat >= 0 {
		fmt.Fprintf(&b, "%s %s\n", w.picHand, dashIfEmpty(engine.Join(v.Hand, w.picCard, " ")))
	}
	b.WriteString(speech.Sentence(v.pending(l)))
	return speech.Of(l).Typeset(b.String())
}

// pending says in words of language l what the game waits for, naming the
// seats as [Event.Narrate] does.
func (v View) pending(l lang.Language) string {
	w := wordsOf(l)
	person := speech.Of(l).People(v.Seat, v.names)
	top := func(seat int) Meld { // none, "-", before a seat's first play
		if t := listOf(v.Tableaux, seat); len(t) > 0 {
			return t[len(t)-1]
		}
		return Meld{}
	}
	switch v.Phase {
	case PhasePlay:
		return w.picPlay(person(v.Active))
	case PhaseTakeOrLeave:
		return w.picAttack(person(v.Active), person(v.Victim), top(v.Active), top(v.Victim))
	case PhaseTakeBackOrDiscard:
		return w.picLeft(person(v.Active), person(v.Victim), top(v.Victim))
	case PhaseDraw:
		return w.picDraw(person(v.Victim), v.Draws, v.Draws < v.attackSize())
	case PhaseAttacking:
		return w.picCompare(person(v.Active), top(v.Active))
	case PhaseRefilling:
		return w.picRefill
	case PhaseRoundOver:
		return w.picScoring(v.Round, v.Rounds)
	case PhaseBetweenRounds:
		return w.picScored(v.Round)
	case PhaseOver:
		winners := make([]speech.Person, min(len(v.Winners), MaxPlayers))
		for i := range winners {
			winners[i] = person(v.Winners[i])
		}
		return w.picWon(winners)
	}
	return w.picNobody
}

// itemOf returns list[i] as text, or "?" if the list has no such item.
func itemOf(list []int, i int) string {
	if i < len(list) {
		return speech.Signed(list[i]) // a negative score with the minus sign: −13
	}
	return "?"
}

// listOf returns lists[i], or nil if there is none.
func listOf[T any](lists [][]T, i int) []T {
	if 0 <= i && i < len(lists) {
		return lists[i]
	}
	return nil
}

func dashIfEmpty(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// In returns the View speaking language l: the labels and previews of its
// [View.Choices], and so of its JSON's "legalMoves", are in l. A View
// speaks English until told otherwise; methods that return a sentence
// take their language as their first argument instead.
func (v View) In(l lang.Language) View {
	v.lang = l
	return v
}

// Named returns the View calling seat i names[i] where given and not
// empty (the language's "Seat N" otherwise), as [Event.Narrate] does: in
// the labels and previews of its [View.Choices], and so of its JSON, and
// in its picture ([View.Text]). The View keeps its own copy of names.
func (v View) Named(names []string) View {
	v.names = slices.Clone(names)
	return v
}
