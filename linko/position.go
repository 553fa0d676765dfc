package linko

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Position is every fact of a game as plain data: God's view, hidden cards
// included. It is the save-game format (it marshals to JSON), the way to set
// up a scene, and what a front-end can hand to a bot. [State.Position]
// returns it and [FromPosition] rebuilds the State.
//
// # Reachable positions
//
// FromPosition accepts exactly the positions that some game could reach,
// where a position is reachable when:
//   - Options are valid (see [New]) and Round is from 1 to Options.Rounds;
//     Phase is one of the phases, [PhaseOver] only in the last round;
//     Active is a seat, 0 to Players-1;
//   - Hands, Known, Tableaux and Totals list one entry per seat, Display
//     six slots;
//   - the cards are the game's 109, each once: the hands, the melds of the
//     tableaux (each a valid [Meld]), the display (Hidden marks an empty
//     slot), the pile and the discard pile; Known[seat] is part of
//     Hands[seat];
//   - Victim is a seat other than Active while an attack is decided or
//     drawn for ([PhaseTakeOrLeave], [PhaseTakeBackOrDiscard], [PhaseDraw],
//     [PhaseRefilling]), any seat in [PhaseAttacking], and -1 otherwise; in
//     the two attack decisions, Active's top meld beats Victim's; Draws is 1
//     to 13 (the most cards a meld holds) in PhaseDraw, 0 otherwise;
//   - every hand holds a card, but the Active seat's once the round is over
//     (its last meld is then on its tableau);
//     the draw pile and the display are not both empty until then, and the
//     round is over only when one of those ran out; the display has an
//     empty slot only while a victim draws or the display is refilled, and
//     is refilled only when it has one and the pile a card;
//   - a round with no meld on any tableau has not begun: it is in
//     [PhasePlay], its first seat (Options.FirstSeat moved one seat left
//     per round) is Active, each seat holds 13 cards, none known, and the
//     discard pile is empty;
//   - Totals are the scores of the rounds scored: all 0 before the first
//     round is scored (every phase of round 1 before [PhaseBetweenRounds]),
//     and at most 109 points in all, counted without sign, per round
//     scored, as a round scores each card once at most. Once the round is
//     scored ([PhaseBetweenRounds], [PhaseOver]) they include its scores,
//     which the table still shows, and what they held before must fit the
//     rounds before.
//
// A Position's JSON names its game first, "game":"linko", then its fields
// as below (see [Position.MarshalJSON]); a position of another game, a
// field it does not know, a malformed value, or a list longer than any game
// has, is refused by [Position.UnmarshalJSON] with an error that wraps
// [ErrInvalidPosition] and names the field. So is a field missing, or
// null where it is no list ("the position has no "active""): every
// position written holds each, and only "game" may be left out, as saves
// made before positions named their game do.
type Position struct {
	// Options are the game's options, the seed included: the later rounds
	// are dealt from it.
	Options Options `json:"options"`
	// Round is the round being played, from 1 to Options.Rounds.
	Round int `json:"round"`
	// Phase is what the game waits for.
	Phase Phase `json:"phase"`
	// Active is the seat whose turn it is.
	Active int `json:"active"`
	// Victim is the attacked seat in PhaseTakeOrLeave,
	// PhaseTakeBackOrDiscard, PhaseDraw and PhaseRefilling; in
	// PhaseAttacking, the last seat compared with the new meld (the active
	// seat before any); otherwise -1.
	Victim int `json:"victim"`
	// Draws is the number of cards the victim has still to draw in
	// PhaseDraw, 0 otherwise.
	Draws int `json:"draws"`
	// Hands holds each seat's cards, in any order.
	Hands [][]Card `json:"hands"`
	// Known holds, for each seat, the cards of its hand that every seat
	// knows about: cards it took, took back or drew from the display, as
	// far as its plays since cannot have used them.
	Known [][]Card `json:"known"`
	// Tableaux holds each seat's melds, bottom first.
	Tableaux [][]Meld `json:"tableaux"`
	// Display holds the face-up cards; Hidden is an empty slot.
	Display [DisplaySize]Card `json:"display"`
	// Pile holds the face-down draw pile, top first.
	Pile []Card `json:"pile"`
	// Discard holds the discard pile, in any order.
	Discard []Card `json:"discard"`
	// Totals holds each seat's score in the rounds already scored.
	Totals []int `json:"totals"`
}

// MarshalJSON implements [json.Marshaler]: an object whose first member,
// "game":"linko", names the game, so that a saved game is not loaded as
// another game's; then the fields, named as their json tags say. Go code
// needs no such member: the type names the game. A Position of round 0,
// such as the zero State's, holds no game and refuses, as the zero View
// does, with an error that wraps [ErrInvalidPosition] and says what to
// marshal instead: [FromPosition] would refuse its JSON.
func (p Position) MarshalJSON() ([]byte, error) {
	if p.Round == 0 {
		return nil, engine.ZeroPositionJSON(ErrInvalidPosition)
	}
	type plain Position // without methods: the standard encoding
	return json.Marshal(struct {
		Game string `json:"game"`
		plain
	}{gameName, plain(p)})
}

// Position returns every fact of the game. The slices are the caller's own.
func (s State) Position() Position {
	n := s.players()
	p := Position{
		Options:  s.opts.unpack(),
		Round:    int(s.round),
		Phase:    s.phase,
		Active:   int(s.active),
		Victim:   -1,
		Draws:    int(s.draws),
		Hands:    make([][]Card, n),
		Known:    s.knownCards(),
		Tableaux: s.tableauxCopy(),
		Display:  s.display,
		Pile:     s.pileTopFirst(),
		Discard:  s.discard.appendCards(make([]Card, 0, s.discard.total())),
		Totals:   make([]int, n),
	}
	if s.phase == PhaseAttacking || s.Victim() >= 0 {
		p.Victim = int(s.victim)
	}
	for seat := range n {
		p.Hands[seat] = s.Hand(seat)
		p.Totals[seat] = int(s.totals[seat])
	}
	return p
}

// knownCards returns, for each seat, the cards known to be in its hand.
// The seats' lists are cut from one slice, each with no room beyond its
// end (an append to one never writes into the next): a View costs two
// allocations for them, not one a seat.
func (s *State) knownCards() [][]Card {
	known := make([][]Card, s.players())
	total := 0
	for seat := range known {
		total += s.known[seat].total()
	}
	all := make([]Card, 0, total)
	for seat := range known {
		start := len(all)
		all = s.known[seat].appendCards(all)
		known[seat] = all[start:len(all):len(all)]
	}
	return known
}

// tableauxCopy returns every seat's tableau, bottom first, the seats'
// cut from one slice as knownCards's are.
func (s *State) tableauxCopy() [][]Meld {
	tableaux := make([][]Meld, s.players())
	total := 0
	for seat := range tableaux {
		total += int(s.heights[seat])
	}
	all := make([]Meld, total)
	for seat := range tableaux {
		melds := all[:s.heights[seat]:s.heights[seat]]
		all = all[s.heights[seat]:]
		for i := range melds {
			melds[i] = s.meld(seat, i)
		}
		tableaux[seat] = melds
	}
	return tableaux
}

// FromPosition returns the State of a position. A position that no game
// can reach (see [Position]) gives an error that wraps [ErrInvalidPosition]
// and names the field that is wrong: cards missing or made up, values out
// of range, or a phase whose conditions do not hold (an attack on a meld the
// new meld does not beat, a draw from nothing, a decision for a seat with no
// cards).
func FromPosition(p Position) (State, error) {
	return engine.Checked(ErrInvalidPosition, fromPosition, p)
}

func fromPosition(p Position) (State, error) {
	opts, err := p.Options.filled()
	if err != nil {
		return State{}, fmt.Errorf("options: %w", err)
	}
	n := opts.Players
	switch {
	case p.Round < 1 || p.Round > opts.Rounds:
		return State{}, fmt.Errorf("round: round %d of %d", p.Round, opts.Rounds)
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("phase: %v is not a phase", p.Phase)
	case p.Active < 0 || p.Active >= n:
		return State{}, fmt.Errorf("active: active seat %d of %d", p.Active, n)
	}
	for _, f := range []struct {
		name string
		len  int
	}{{"hands", len(p.Hands)}, {"known", len(p.Known)}, {"tableaux", len(p.Tableaux)}, {"totals", len(p.Totals)}} {
		if f.len != n {
			return State{}, fmt.Errorf("%s: %d seats listed; it must list %d seats", f.name, f.len, n)
		}
	}
	// Every card first: then no count can overflow the packed State.
	if err := checkCards(p); err != nil {
		return State{}, err
	}
	s := State{turn: turn{opts: opts.pack(), status: status{round: uint8(p.Round), phase: p.Phase, active: uint8(p.Active), victim: uint8(p.Active)}}}
	s.jokerMelds = offTable()
	for seat := range n {
		s.hands[seat] = countCards(p.Hands[seat])
		s.known[seat] = countCards(p.Known[seat])
		for c := Card(1); c <= Joker; c++ {
			if k, h := s.known[seat].of(c), s.hands[seat].of(c); k > h {
				return State{}, fmt.Errorf("known[%d]: seat %d is known to hold %d cards %v, but holds %d", seat, seat, k, c, h)
			}
		}
		for _, m := range p.Tableaux[seat] {
			s.push(seat, m)
		}
	}
	s.display = p.Display
	s.discard = countCards(p.Discard)
	s.setPile(p.Pile)
	if err := s.checkStart(); err != nil {
		return State{}, err
	}
	if err := s.checkPhase(p.Victim, p.Draws); err != nil {
		return State{}, err
	}
	if err := s.checkTotals(p.Totals); err != nil {
		return State{}, err
	}
	return s, nil
}

// missingMember names the first member of a Position's JSON, in the order
// they are written, that raw, the JSON's members, lacks or holds as null
// though it is no list (see [engine.MissingMember]); only "game" may be
// left out.
func missingMember(raw map[string]json.RawMessage) error {
	members := make([]engine.PositionMember, 0, 16) // on the stack: positionFields holds 14
	for _, key := range positionFields[1:] {
		members = append(members, engine.PositionMember{Key: key, Value: raw[key], List: !slices.Contains(positionScalars, key)})
	}
	return engine.MissingMember(members)
}

// positionScalars are the members of a Position's JSON that are no list,
// which a position never writes as null.
var positionScalars = []string{"options", "round", "phase", "active", "victim", "draws"}
