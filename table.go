package tabletop

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// A Table is a game of any kind in play, behind one handle that speaks
// only the wire: JSON options, views, moves in notation or JSON, redacted
// events, positions and event logs. It is what a server, a terminal
// program or a language binding uses to serve every game through one code
// path; the game packages' own types are the tool for fast typed code
// (playouts, search).
//
// A Table is an immutable value, like the game States it holds: Play
// returns a new Table and leaves the old one as it was, so a Table may be
// kept, shared between goroutines and used as an undo step. The zero Table
// holds no game: its methods report no seats, nobody to move and no moves,
// and their errors wrap [ErrNoGame].
type Table struct {
	p table
}

// table is one game's State behind the handle (see played).
type table interface {
	info() *GameInfo
	toMove() int
	over() bool
	scores() []int
	winners() []int
	players() int
	fromLoad() bool
	options() (json.RawMessage, error)
	view(seat int) (json.RawMessage, error)
	viewText(seat int) string
	legalMoves() []string
	choices() []Choice
	position() (json.RawMessage, error)
	events() ([]json.RawMessage, error)
	playText(seat int, move string) (Table, Events, error)
	playJSON(seat int, move []byte) (Table, Events, error)
	botMove(ctx context.Context, choose any) (string, error)
}

// game is one game as Open, Load, Fold and NewBot see it, whatever its
// types.
type game interface {
	open(options []byte) (Table, error)
	load(position []byte) (Table, error)
	foldLog(options []byte, log []json.RawMessage) (Table, error)
	newBot(name string, options []byte) (*Bot, error)
	register(info BotInfo, make any) error
	name() string
	describe() GameInfo
}

func (r *rules[S, M, E, V, P, O]) name() string { return r.info.Name }

// describe returns the game's description, its bots' included, sharing
// nothing with the game.
func (r *rules[S, M, E, V, P, O]) describe() GameInfo {
	info := r.info
	info.Options = slices.Clone(info.Options)
	r.mu.RLock()
	defer r.mu.RUnlock()
	info.Bots = make([]BotInfo, len(r.bots))
	for i, b := range r.bots {
		info.Bots[i] = b.info
		info.Bots[i].Options = slices.Clone(b.info.Options)
	}
	return info
}

// lookup returns the game called name.
func lookup(name string) (game, error) {
	for _, g := range catalog {
		if g.name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w: %s; the games are %s", ErrUnknownGame, engine.Quote(name), strings.Join(GameNames(), ", "))
}

// Open starts a game of the game called name ("linko", "lino" or "linx";
// see [Games]) with options, a JSON object of the game's options, such as
// {"players":3,"seed":"42"}, which [GameInfo.Options] describes. An option
// left out (or null) takes its default, and empty options, or null, are
// every default. A seed left out is drawn from crypto/rand, and
// [Table.Options] reports it, so that the game can be played again. An
// unknown name gives an error wrapping [ErrUnknownGame]; options the game
// cannot play, one wrapping [ErrInvalidOptions] that says what is wrong:
// where broken JSON breaks, an option the game does not have or that is
// given twice, a value of the wrong type or out of bounds.
func Open(name string, options []byte) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.open(options)
}

// Load rebuilds a game of the game called name from a position, the JSON
// that [Table.Position] returns: the exact save format. A position no game
// can reach gives an error wrapping [ErrInvalidPosition], and so does one
// inside a move, where nobody is to move and the game is not over: a Table
// holds only games between moves, as Play leaves them. The loaded table's
// [Table.Log] starts at the position.
func Load(name string, position []byte) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.load(position)
}

// Fold rebuilds a game of the game called name from the options it was
// opened with, as [Table.Options] reports them, and its event log, the
// JSON events that [Table.Log] returns, in order: an event log is a
// complete record of a game. Options without a seed give an error wrapping
// [ErrInvalidOptions]: the seed dealt the game, and no other replays it. A
// log that does not replay gives an error wrapping [ErrInvalidEvent] that
// names the event, and so does a log cut inside a move, after which nobody
// is to move and the game is not over: a Table holds only games between
// moves, as Play leaves them.
func Fold(name string, options []byte, log []json.RawMessage) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.foldLog(options, log)
}

// game returns the game the table holds: noGame for the zero Table.
func (t Table) game() table {
	if t.p == nil {
		return noGame{}
	}
	return t.p
}

// Game returns the name of the table's game, such as "linko"; "" for the
// zero Table.
func (t Table) Game() string { return t.game().info().Name }

// Players returns the number of seats; 0 for the zero Table.
func (t Table) Players() int { return t.game().players() }

// ToMove returns the seat that must decide next, or -1 when nobody can:
// once the game is over, and at the zero Table.
func (t Table) ToMove() int { return t.game().toMove() }

// Over reports whether the game has ended; the zero Table, which holds no
// game, is over.
func (t Table) Over() bool { return t.game().over() }

// Scores returns each seat's score as the game counts it: running, and
// final once Over.
func (t Table) Scores() []int { return t.game().scores() }

// Winners returns the seats with the best result once the game is over
// (several on a tie), and nil before.
func (t Table) Winners() []int { return t.game().winners() }

// Options returns the options the game is played with, as the JSON object
// that [Open] reads: every default filled in, and the seed that was drawn
// if [Open] was given none, so that [Open] or [Fold] with them plays the
// same game again.
func (t Table) Options() (json.RawMessage, error) { return t.game().options() }

// checkSeat returns an error unless seat is at the table, or is -1 and
// spectators are welcome.
func (t Table) checkSeat(seat int, spectator bool) error {
	n := t.Players()
	switch {
	case n == 0:
		return errZeroTable
	case seat >= 0 && seat < n || spectator && seat == -1:
		return nil
	case spectator:
		return fmt.Errorf("%w: seat %d; the table has seats 0 to %d, and -1 for a spectator", ErrNoSeat, seat, n-1)
	}
	return fmt.Errorf("%w: seat %d; the table has seats 0 to %d", ErrNoSeat, seat, n-1)
}

// View returns all that seat may know of the game, as the JSON envelope
// that every game shares (see the package doc): game, seat, players,
// round, rounds, toMove, over, winners, scores, legalMoves and the game's
// own fields. Seat -1 is a spectator, who sees only what every seat sees.
// A seat not at the table gives an error wrapping [ErrNoSeat] (where a
// game package's State.View gives the spectator's view), and the zero
// Table one wrapping [ErrNoGame].
func (t Table) View(seat int) (json.RawMessage, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return nil, err
	}
	return t.game().view(seat)
}

// ViewText returns the table drawn as seat sees it (-1: a spectator), for
// a terminal: the same facts as [Table.View], and nothing it may not know.
// Its errors are View's.
func (t Table) ViewText(seat int) (string, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return "", err
	}
	return t.game().viewText(seat), nil
}

// LegalMoves returns the legal moves of the seat to move, in notation and
// in the game's fixed order; nil once the game is over.
func (t Table) LegalMoves() []string { return t.game().legalMoves() }

// Choices returns the legal moves of the seat to move as data, grouped by
// what a player picks first, as the View's "legalMoves" lists them: the
// same moves in the same order as [Table.LegalMoves]. A front-end draws
// them without parsing notation: the picks are the cards, tiles or
// symbols to offer, each choice's moves say where or how the pick may go,
// and a move's JSON is what [Table.PlayJSON] takes. nil once nobody is to
// move.
func (t Table) Choices() []Choice { return t.game().choices() }

// A Choice is the legal moves that share what a player picks first.
type Choice struct {
	// Pick is what the player picks first, written as the View writes it:
	// a card of the hand ("7"), a tile on the field ("4,0"), a symbol of
	// the hand ("P"). It is "" for moves that need nothing picked, which a
	// front-end offers as buttons (take, pass, draw from the pile) or as
	// cells of the board to click (placing a Lino stone).
	Pick string
	// Moves are the legal moves with that pick, in the game's order.
	Moves []Move
}

// A Move is one legal move as data.
type Move struct {
	// Kind is the move's kind, as its JSON names it ("play", "move",
	// "up", "pass", ...).
	Kind string
	// Notation is the move as a person types it, with its seat, such as
	// "0:play 7x2": what [Table.Play] takes and a log shows.
	Notation string
	// JSON is the move's object, its kind and fields in the View's names,
	// such as {"seat":0,"kind":"play","meld":"7x2"}: what
	// [Table.PlayJSON] takes.
	JSON json.RawMessage
}

// Play plays move for seat: the move's notation, such as "play 7x2" or
// "0:play 7x2" (a seat before the colon must be seat). It returns the
// table after the move and the events the move caused, and leaves t as it
// was. An empty, malformed or illegal move, or one out of turn, gives an
// error wrapping [ErrIllegalMove] that says why, and t itself.
func (t Table) Play(seat int, move string) (Table, Events, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	if len(move) > maxInput {
		return t, Events{}, fmt.Errorf("%w: a move of %d bytes", ErrIllegalMove, len(move))
	}
	return t.game().playText(seat, move)
}

// PlayJSON is [Table.Play] with the move as JSON: its notation as a
// string, or an object of its kind and fields with the names the game's
// View uses, such as {"seat":0,"kind":"play","meld":"7x2"} (each game
// package's doc lists its moves' fields). An object's seat must be seat;
// an object without one is seat's move, so a client may send a move of its
// choices without repeating who it is.
// Empty input, null or an empty string is an empty move; JSON that is
// broken gives an error that says at which byte.
func (t Table) PlayJSON(seat int, move []byte) (Table, Events, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	if len(move) > maxInput {
		return t, Events{}, fmt.Errorf("%w: a move of %d bytes", ErrIllegalMove, len(move))
	}
	return t.game().playJSON(seat, move)
}

// Position returns every fact of the game as JSON, God's view: the exact
// save format, which [Load] reads back to an equal game. It holds every
// secret (every hand, the order of the piles): never send it to a player.
func (t Table) Position() (json.RawMessage, error) { return t.game().position() }

// Log returns every event since the table was opened, as JSON, oldest
// first: with the options, what [Fold] reads back to an equal game. The
// events are unredacted, secrets and all. For a table that [Load] opened,
// the log starts at the loaded position, and [Table.FromPosition] says so.
func (t Table) Log() ([]json.RawMessage, error) { return t.game().events() }

// FromPosition reports whether the table's game, and so its [Table.Log],
// starts at a position that [Load] read rather than at the game's start.
func (t Table) FromPosition() bool { return t.game().fromLoad() }

// errZeroTable is what the zero Table answers where a game is needed.
var errZeroTable = fmt.Errorf("%w: the zero Table holds no game; Open, Load or Fold makes one", ErrNoGame)

// noGame is the game of the zero Table: nobody to move, no seats, and
// [ErrNoGame] wherever a game is needed.
type noGame struct{}

func (noGame) info() *GameInfo                   { return &GameInfo{} }
func (noGame) toMove() int                       { return -1 }
func (noGame) over() bool                        { return true }
func (noGame) scores() []int                     { return nil }
func (noGame) winners() []int                    { return nil }
func (noGame) players() int                      { return 0 }
func (noGame) fromLoad() bool                    { return false }
func (noGame) options() (json.RawMessage, error) { return nil, errZeroTable }
func (noGame) view(int) (json.RawMessage, error) { return nil, errZeroTable }
func (noGame) viewText(int) string               { return "" }
func (noGame) legalMoves() []string              { return nil }
func (noGame) choices() []Choice                 { return nil }
func (noGame) position() (json.RawMessage, error) {
	return nil, errZeroTable
}
func (noGame) events() ([]json.RawMessage, error) { return nil, nil }
func (noGame) playText(int, string) (Table, Events, error) {
	return Table{}, Events{}, errZeroTable
}
func (noGame) playJSON(int, []byte) (Table, Events, error) {
	return Table{}, Events{}, errZeroTable
}
func (noGame) botMove(context.Context, any) (string, error) { return "", errZeroTable }

// Events are the events of one move, each of which may be seen
// differently by each seat: [Events.JSON] and [Events.Text] hide what that
// seat may not know (which card another seat drew, say). The zero Events
// is empty.
type Events struct {
	l events
}

type events interface {
	len() int
	json(seat int) ([]json.RawMessage, error)
	log() ([]json.RawMessage, error)
	text(seat int) []string
	narrate(seat int, names []string) []string
}

// list returns the events' list: noEvents for the zero Events.
func (e Events) list() events {
	if e.l == nil {
		return noEvents{}
	}
	return e.l
}

// Len returns the number of events.
func (e Events) Len() int { return e.list().len() }

// JSON returns each event as seat may see it, as JSON in the game's event
// vocabulary; seat -1, or any seat not at the table, sees what a spectator
// sees.
func (e Events) JSON(seat int) ([]json.RawMessage, error) { return e.list().json(seat) }

// Log returns each event whole, as JSON: what [Table.Log] holds of this
// move, every secret included, for a server to append to its own log. It
// is never for a player: send [Events.JSON] of the player's seat.
func (e Events) Log() ([]json.RawMessage, error) { return e.list().log() }

// Narrate returns each event as a sentence in plain English for seat (-1: a
// spectator), about what that seat may see of it: "You drew a 7.",
// "Seat 2 played two 7s.". names[i], where given and not empty, is how seat
// i is called; otherwise it is "Seat i+1", since people count seats from 1.
// The sentences are what a player reads; [Events.Text] is the form for
// logs.
func (e Events) Narrate(seat int, names []string) []string { return e.list().narrate(seat, names) }

// Text returns each event as seat may see it, in the game's text form for
// logs, such as "card-drawn seat=1 from=pile card=?".
func (e Events) Text(seat int) []string { return e.list().text(seat) }

// noEvents is the list of the zero Events: empty.
type noEvents struct{}

func (noEvents) len() int                            { return 0 }
func (noEvents) json(int) ([]json.RawMessage, error) { return nil, nil }
func (noEvents) log() ([]json.RawMessage, error)     { return nil, nil }
func (noEvents) text(int) []string                   { return nil }
func (noEvents) narrate(int, []string) []string      { return nil }

// GameInfo describes a game that a [Table] can play: what [Games] lists,
// so that a lobby can offer every game, its options and its bots without
// knowing them.
type GameInfo struct {
	// Name is the name Open, Load, Fold and NewBot take, such as "linko".
	Name string `json:"name"`
	// Title is the game's own name, as its box spells it: "Linko!".
	Title string `json:"title"`
	// MinPlayers is the fewest seats the game may have: the least
	// "players" option Open takes.
	MinPlayers int `json:"minPlayers"`
	// MaxPlayers is the most seats the game may have.
	MaxPlayers int `json:"maxPlayers"`
	// Options describes the JSON object of options Open reads, in the
	// order a form shows them; Open refuses any other option.
	Options []OptionInfo `json:"options"`
	// Bots lists the bots NewBot makes for the game: the built-in ones
	// ("random", "greedy", "ismcts"), then those RegisterBot added, in
	// the order they were added.
	Bots []BotInfo `json:"bots"`
}

// OptionInfo describes one option of a game or a bot: one key of the
// JSON object of options that Open or NewBot reads, which they check
// against it.
type OptionInfo struct {
	// Name is the option's key in the options' JSON object.
	Name string `json:"name"`
	// Type is what the option's value must be: "int" (a whole number),
	// "number", "bool", "string", "seed" (a whole number from 0 to
	// 2^64-1, written as a string, which JavaScript reads without loss, or
	// as a number) or "list" (a JSON array, which Doc describes).
	Type string `json:"type"`
	// Default is the value an option left out takes. It is nil when
	// leaving the option out means something Doc says: a seed left out is
	// drawn at random (and reported by Table.Options or Bot.Options),
	// another option is the game's or bot's own choice.
	Default any `json:"default"`
	// Min is the least value of an "int" option, when Min or Max is not
	// 0 (both 0: unbounded); further rules are in Doc.
	Min int `json:"min,omitempty"`
	// Max is the greatest value of an "int" option, when Min or Max is
	// not 0.
	Max int `json:"max,omitempty"`
	// Doc says what the option does, in a sentence.
	Doc string `json:"doc"`
}

// Games lists the games a [Table] plays, by name, each with its options
// and its bots, RegisterBot's included. The result is the caller's: it
// shares nothing with the package or with another call.
func Games() []GameInfo {
	out := make([]GameInfo, len(catalog))
	for i, g := range catalog {
		out[i] = g.describe()
	}
	return out
}

// GameNames lists the names [Open] takes, in order.
func GameNames() []string {
	names := make([]string, len(catalog))
	for i, g := range catalog {
		names[i] = g.name()
	}
	return names
}

func (g GameInfo) botNames() string {
	names := make([]string, len(g.Bots))
	for i, b := range g.Bots {
		names[i] = b.Name
	}
	return strings.Join(names, ", ")
}
