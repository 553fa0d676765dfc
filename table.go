package tabletop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/tabletopgo/tabletop/lang"
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
//
// One handle for any game: a server, a terminal program or a binding to
// another language serves every game through one code path, [Open] by
// name with options as JSON:
//
//	views         Table.View (JSON), Table.ViewText
//	legal moves   Table.Choices (data), Table.LegalMoves (notation)
//	moves         Table.Play, Table.PlayJSON, checked against the seat
//	events        Events, redacted for any seat
//	saves         Table.Save, Resume; Table.Position, Load; Table.Log, Fold
//	seats         Table.WithNames, Table.WithComputers, Table.Computers
//	bots          NewBot by name; RegisterBot for one's own
//	a lobby       Games (options, their types and bounds, bots);
//	              CheckOptions checks a form without a table
//
// No root type marshals to an empty object: a Table or [Events], which
// hold secrets, refuse to, and say what to marshal instead. A struct that
// holds a Table beside what it marshals (a session: the table and its
// [Save]) tags the Table `json:"-"`, or `json:",omitzero"` (Go 1.24 and
// later) to marshal while the Table is still the zero one: omitempty
// never leaves out a struct, so a zero Table under omitempty refuses too.
type Table struct {
	p table
}

// table is one game's State behind the handle (see played): only what
// needs the game's types. What the handle can work out from these (the
// number of seats, the checks of a seat and a move) it does itself.
type table interface {
	info() *GameInfo
	toMove() int
	over() bool
	scores() []int
	winners() []int
	fromLoad() bool
	options() (json.RawMessage, error)
	view(l lang.Language, seat int) (json.RawMessage, error)
	viewText(l lang.Language, seat int) string
	legalMoves() []string
	choices(l lang.Language) []Choice
	position() (json.RawMessage, error)
	events() ([]json.RawMessage, error)
	history(seat int) (Events, error)
	playText(seat int, move string) (Table, Events, error)
	readTyped(l lang.Language, seat int, move string) (string, error)
	move(l lang.Language, names []string, notation string) (Move, bool)
	playJSON(seat int, move []byte) (Table, Events, error)
	botMove(ctx context.Context, choose any) (string, error)
}

// Open starts a game of the game called name ("linko", "lino" or "linx";
// see [Games]) with options, a JSON object of the game's options, such as
// {"players":3,"seed":"42"}, which [GameInfo.Options] describes. An option
// left out (or null) takes its default, and empty options (nothing, or
// white space alone, which JSON does not count), or null, are every
// default, as [CheckOptions] agrees. A seed left out is drawn at random, and
// [Table.Options] reports it, so that the game can be played again. Names
// are matched exactly, as [GameNames] spells them (in lower case): an
// unknown name, "Linko" or " linko" too, gives an error wrapping
// [ErrUnknownGame] that lists the games and suggests the one meant;
// options the game cannot play, one wrapping [ErrInvalidOptions] that
// says what is wrong, an [*OptionError] where one option is at fault:
// where broken JSON breaks, an option the game does not have or that is
// given twice, a value of the wrong type or out of bounds. A "game"
// member, which [Table.Options] writes, must name this game: another's is
// refused ("these options are Linko!'s, not Lino's") with an
// [*OptionError] naming "game".
func Open(name string, options []byte) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	table, err := g.open(options)
	return table, withOption(g, options, err)
}

// Load rebuilds a game of the game called name from a position, the JSON
// that [Table.Position] returns. A position that no game can reach gives
// an error wrapping [ErrInvalidPosition], and so does one inside a move
// (nobody to move, and the game not over): a Table holds only games
// between moves. A position of more than a mebibyte is refused unread.
// The loaded table starts at the position: its [Table.Log] refuses, and
// its [Table.History] holds only the moves played since. No position
// holds the seats' names: [Table.Save] keeps both (see Saving and
// resuming in the package doc).
func Load(name string, position []byte) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.load(position)
}

// The bounds of an event log that [Fold] and [Resume] read: far above any
// game's, and low enough that a hostile log costs little. Every bound of
// the handle: see Limits in the package doc.
const (
	// MaxEvents is the most events a log may hold.
	MaxEvents = 1 << 18
	// MaxLogBytes is the most bytes a log's events may hold in all.
	MaxLogBytes = 1 << 26
)

// Fold rebuilds a game of the game called name from the options it was
// opened with, as [Table.Options] reports them, and its event log, as
// [Table.Log] returns it: an event log is a complete record of a game.
//
// Options without a seed give an *[OptionError] naming the seed, wrapping
// [ErrInvalidOptions]: the seed dealt the game, and no other replays it.
// Options of another game ("game":"lino") are refused before any event is
// read; options without "game", as older saves wrote them, fold as they
// are. Fold reads the log one event at a time, and refuses it at its
// first bad event with an error wrapping [ErrInvalidEvent] that names the
// event. A log cut inside a move is refused too. A log beyond the bounds
// is refused unread (see Limits in the package doc).
//
// Fold replays every event, so its cost grows with the game, as [Resume]'s
// does (Limits in the package doc).
func Fold(name string, options []byte, log []json.RawMessage) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	table, err := g.foldLog(options, log)
	if !errors.Is(err, ErrInvalidOptions) {
		return table, err
	}
	if _, openErr := g.open(options); openErr == nil {
		// Open takes what Fold refuses: the options lack the seed
		return table, &OptionError{Option: "seed", Err: err, fault: &optionFault{title: g.describe().Title}}
	}
	return table, withOption(g, options, err)
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
func (t Table) Players() int { return len(t.game().scores()) }

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
// that [Open] reads: the game's name first, then every option, the
// defaults filled in and the seed that was drawn if [Open] was given none,
// such as {"game":"linko","players":3,"seed":"42","firstSeat":0,"rounds":1},
// so that [Open] or [Fold] with them plays the same game again, and
// refuses them for another game (see Fold).
//
// The seed is a secret, as a [Save] is and as [Bot.Options] calls a bot's
// seed: it deals every card and tile, every hand and every pile, so
// whoever knows it knows the whole deal (linko.New of it deals the
// same). Options are the server's to keep; never send them to a player
// while the game is played. To show a game's settings (a lobby's "3
// players, 1 round"), show them without their "seed": read them into a
// map[string]json.RawMessage and delete its "seed", as the example does.
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
// Table one wrapping [ErrNoGame]. The labels and previews of its
// "legalMoves" are in language l.
func (t Table) View(l lang.Language, seat int) (json.RawMessage, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return nil, err
	}
	return t.game().view(l, seat)
}

// ViewText returns the table drawn as seat sees it (-1: a spectator), for
// a terminal, in language l: the same facts as [Table.View], and nothing
// it may not know. Its errors are View's. Its height is bounded, and its
// width only by the game's: a line holds a row of the table or a sentence
// whole. As measured over games of every size in the four languages, with
// the default names (a longer name widens its lines by the difference),
// its widest lines are at most 170 columns in Linko! (the tableaux grow
// with the plays; an Italian sentence of a take reaches 145), 125 in Lino
// (its Italian legend, 121) and 97 in LINX. A LINX seat's row counts the
// tiles of its hand that a pass showed ("known 3 rock and 2 paper"), so
// that the widest position [Load] takes, every hand of all fifteen tiles
// shown, draws 97 in Italian (96 in Dutch, 89 in French, 80 in
// English). A chat bubble of 40 to 60 characters shows it in a monospace
// block that scrolls sideways, or draws its own from [Table.View]'s JSON.
func (t Table) ViewText(l lang.Language, seat int) (string, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return "", err
	}
	return t.game().viewText(l, seat), nil
}

// LegalMoves returns the legal moves of the seat to move, in notation and
// in the game's fixed order; nil once the game is over. They are that
// seat's secrets (a Linko! move names the cards of its hand): a bot or a
// tool may read them, but a front-end shows them to that seat alone, as
// [Table.ChoicesFor] does, never to whoever asks.
func (t Table) LegalMoves() []string { return t.game().legalMoves() }

// Choices returns the legal moves of the seat to move as data, grouped by
// what a player picks first, as the View's "legalMoves" lists them: the
// same moves in the same order as [Table.LegalMoves]. A front-end draws
// them without parsing notation: the picks are the cards, tiles or
// symbols to offer, each choice's moves say where or how the pick may go,
// and a move's JSON is what [Table.PlayJSON] takes. The labels and
// previews are in language l. nil once nobody is to move.
//
// They are the secrets of the seat to move (its hand: "Your 3", "Your
// 4"), whoever asks: show them to that seat alone. A front-end that
// answers several players (a chat where anyone may type "moves") asks
// [Table.ChoicesFor] with the asker's seat, which refuses every other.
func (t Table) Choices(l lang.Language) []Choice { return t.game().choices(l) }

// ChoicesFor returns [Table.Choices] for seat, the seat that asks: its
// legal moves when it is to move. A seat that is not to move has no
// moves to see, so that the moves of the seat to move, its secrets, reach
// nobody else: it gets the *[MoveError] a move it sent would get (its Move
// empty), wrapping [ErrNotYourTurn] (once the game is over,
// [ErrGameOver]) beside [ErrIllegalMove], whose Sentence tells the player
// whose turn it is; a seat not at the table or the spectator (-1), an
// error wrapping [ErrNoSeat]; the zero Table, [ErrNoGame].
func (t Table) ChoicesFor(l lang.Language, seat int) ([]Choice, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return nil, err
	}
	switch {
	case seat != t.ToMove():
		_, _, err := t.Play(seat, "") // refused out of turn, whatever it says
		return nil, err
	case t.Over():
		return nil, asGames(t.Game(), ErrGameOver, fmt.Sprintf("seat %d asked for its moves after the end of the game", seat))
	}
	return t.Choices(l), nil
}

// Play plays move for seat, given as its notation (its "SEAT:" written so,
// "0:", or left out) or as a person types it in English ("play 7x2", "move K7 K6"; [Table.PlayIn] reads another
// language's words), and returns the table after the move and
// the events it caused, leaving t as it was. A move the seat cannot make
// now is a *[MoveError] wrapping [ErrIllegalMove], and t itself; a seat
// not at the table, an error wrapping [ErrNoSeat]. What it reads and how
// it refuses: [Move]'s doc; its bounds: Limits in the package doc.
func (t Table) Play(seat int, move string) (Table, Events, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	return t.game().playText(seat, move)
}

// PlayJSON is [Table.Play] with the move as JSON: its notation as a
// string, or an object of its kind and fields, such as
// {"seat":0,"kind":"play","meld":"7x2"}, or a move as json.Marshal([Move])
// writes it. An object's refusal is the client's to fix: its Detail says
// what is wrong, quoting the bytes sent, and its Sentence is the shared
// "That is not a move of this game.". What it reads and how it refuses:
// [Move]'s doc; its bounds (a move of 256 bytes, 1024 read): Limits in
// the package doc.
func (t Table) PlayJSON(seat int, move []byte) (Table, Events, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	return t.game().playJSON(seat, move)
}

// Position returns every fact of the game as JSON, God's view: the exact
// save format, which [Load] reads back to an equal game. It holds every
// secret (every hand, the order of the piles): never send it to a player.
// It does not hold the seats' names: [Table.Save] keeps both.
func (t Table) Position() (json.RawMessage, error) { return t.game().position() }

// Log returns every event since the game's start, as JSON, oldest first:
// with the options, what [Fold] reads back to an equal game. The events
// are unredacted, secrets and all. A table that [Load] or [Guess] opened
// ([Table.Loaded]) starts at its position, where Fold cannot start: its
// Log refuses with an error wrapping [ErrNotFromStart]. It saves by
// [Table.Save] (or [Table.Position]). A table that [Resume] gave back
// has the saved log, and the events since.
func (t Table) Log() ([]json.RawMessage, error) {
	if t.Loaded() {
		return nil, asGames(t.Game(), ErrNotFromStart, "this table was opened by Load or Guess, so its events begin at its position, not at the game's start: save it by its Position")
	}
	return t.game().events()
}

// History returns every event since the game's start, oldest first, as
// seat may see them (-1: a spectator): what seat was sent, move by move,
// for a client that reconnects. A table that [Resume] gave back replays
// its saved log here, and refuses one that does not lead to its position
// with an error wrapping [ErrInvalidEvent]. A table that [Load] or
// [Guess] opened starts at its position: its History holds the moves
// played since, without error. A seat not at the table gives an error
// wrapping [ErrNoSeat], and the zero Table one wrapping [ErrNoGame]. See
// Saving and resuming in the package doc.
//
// Each call replays the log, as [Resume] does: for the longest Linko!
// (34,118 events) review go-r35 measured 85 to 150 ms of CPU a call on a
// loaded machine, about a millisecond for a game at the default options.
// Call it once for a seat that comes back, and send the events that
// [Table.Play] returns from then on, rather than History on every message.
func (t Table) History(seat int) (Events, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return Events{}, err
	}
	return t.game().history(seat)
}

// Loaded reports whether the table's game, and so its [Table.Log], starts
// at a position that [Load] read, or that [Guess] dealt, rather than at
// the game's start: then the table saves by its [Table.Position] alone.
func (t Table) Loaded() bool { return t.game().fromLoad() }

// MarshalJSON refuses, with an error that says what to marshal instead:
// a Table holds every secret of its game, and one marshalled by accident
// (a field of a struct sent to a client, say) would send them all. Send a
// player [Table.View] of its seat; save [Table.Options] and [Table.Log],
// or [Table.Position] (the one save of a table that [Load] or [Guess]
// opened: see [Table.Loaded]). The zero Table refuses with an error
// wrapping [ErrNoGame]. Each error is one clause, for a log line.
func (t Table) MarshalJSON() ([]byte, error) {
	if t.p == nil {
		return nil, errZeroTableJSON
	}
	return nil, errTableJSON
}

// UnmarshalJSON refuses anything but null (which, as encoding/json
// reads it, changes nothing), since no JSON is a Table: [Load] reads a
// position, and [Fold] options and a log.
func (t *Table) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	return errors.New("tabletop: a Table does not unmarshal from JSON: Load or Fold it instead")
}

// errTableJSON and errZeroTableJSON are MarshalJSON's refusals: a clause
// for a log line, its why and what to marshal in full in MarshalJSON's
// doc (go-r23 10: the zero Table's was 330 characters).
const noTableJSON = "a Table does not marshal to JSON: marshal its View(seat), Options and Log, or Position instead"

var (
	errTableJSON     = errors.New("tabletop: " + noTableJSON)
	errZeroTableJSON = fmt.Errorf("%w: %s", ErrNoGame, noTableJSON)
)

// errZeroTable is what the zero Table answers where a game is needed.
var errZeroTable = fmt.Errorf("%w: the zero Table holds no game; Open, Load or Fold makes one", ErrNoGame)

// errNilContext is Bot.Choose's refusal of a nil context, which a bot
// would dereference.
var errNilContext = errors.New("tabletop: Bot.Choose: a nil context: give context.Background() for no deadline")

// noGame is the game of the zero Table: nobody to move, no seats, and
// [ErrNoGame] wherever a game is needed.
type noGame struct{}

func (noGame) info() *GameInfo                                  { return &GameInfo{} }
func (noGame) toMove() int                                      { return -1 }
func (noGame) over() bool                                       { return true }
func (noGame) scores() []int                                    { return nil }
func (noGame) winners() []int                                   { return nil }
func (noGame) fromLoad() bool                                   { return false }
func (noGame) options() (json.RawMessage, error)                { return nil, errZeroTable }
func (noGame) view(lang.Language, int) (json.RawMessage, error) { return nil, errZeroTable }
func (noGame) viewText(lang.Language, int) string               { return "" }
func (noGame) legalMoves() []string                             { return nil }
func (noGame) choices(lang.Language) []Choice                   { return nil }
func (noGame) position() (json.RawMessage, error) {
	return nil, errZeroTable
}
func (noGame) events() ([]json.RawMessage, error) { return nil, errZeroTable }
func (noGame) history(int) (Events, error)        { return Events{}, errZeroTable }
func (noGame) playText(int, string) (Table, Events, error) {
	return Table{}, Events{}, errZeroTable
}
func (noGame) move(lang.Language, []string, string) (Move, bool) { return Move{}, false }
func (noGame) readTyped(lang.Language, int, string) (string, error) {
	return "", errZeroTable
}
func (noGame) playJSON(int, []byte) (Table, Events, error) {
	return Table{}, Events{}, errZeroTable
}
func (noGame) botMove(context.Context, any) (string, error) { return "", errZeroTable }
