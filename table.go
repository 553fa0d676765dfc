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
// holds no game; its methods report no moves and no seats.
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
	view(seat int) (any, error)
	viewText(seat int) string
	legalMoves() []string
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
	describe() GameInfo
}

func (r *rules[S, M, E, V, P, O]) describe() GameInfo { return r.info.clone() }

// lookup returns the game called name.
func lookup(name string) (game, error) {
	for _, g := range catalog {
		if g.describe().Name == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w: %s; the games are %s", ErrUnknownGame, engine.Quote(name), strings.Join(GameNames(), ", "))
}

// Open starts a game of the game called name ("linko", "lino" or "linx";
// see [Games]) with options, a JSON object of the game's Options, such as
// {"players":3,"seed":"42"}. An option left out takes its default, and an
// empty options is every default. Unknown names give an error wrapping
// [ErrUnknownGame]; options the game cannot play, one wrapping
// [ErrInvalidOptions].
func Open(name string, options []byte) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.open(options)
}

// Load rebuilds a game of the game called name from a position, the JSON
// that [Table.Position] returns: the exact save format. A position no game
// can reach gives an error wrapping [ErrInvalidPosition]. The loaded
// table's [Table.Log] starts at the position.
func Load(name string, position []byte) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.load(position)
}

// Fold rebuilds a game of the game called name from the options it was
// opened with and its event log, the JSON events that [Table.Log] returns,
// in order: an event log is a complete record of a game. A log that does
// not replay gives an error wrapping [ErrInvalidEvent] that names the
// event.
func Fold(name string, options []byte, log []json.RawMessage) (Table, error) {
	g, err := lookup(name)
	if err != nil {
		return Table{}, err
	}
	return g.foldLog(options, log)
}

// Game returns the name of the table's game, such as "linko"; "" for the
// zero Table.
func (t Table) Game() string {
	if t.p == nil {
		return ""
	}
	return t.p.info().Name
}

// Players returns the number of seats.
func (t Table) Players() int {
	if t.p == nil {
		return 0
	}
	return t.p.players()
}

// ToMove returns the seat that must decide next, or -1 when nobody can:
// once the game is over, and in a game that [Fold] or [Load] stopped
// between two events of one move (a log cut inside a move), which no move
// can continue.
func (t Table) ToMove() int {
	if t.p == nil {
		return -1
	}
	return t.p.toMove()
}

// Over reports whether the game has ended.
func (t Table) Over() bool { return t.p == nil || t.p.over() }

// Scores returns each seat's score as the game counts it: running, and
// final once Over.
func (t Table) Scores() []int {
	if t.p == nil {
		return nil
	}
	return t.p.scores()
}

// Winners returns the seats with the best result once the game is over
// (several on a tie), and nil before.
func (t Table) Winners() []int {
	if t.p == nil {
		return nil
	}
	return t.p.winners()
}

// Options returns the options the game is played with, every default
// filled in, as the JSON object that [Open] reads.
func (t Table) Options() (json.RawMessage, error) {
	if t.p == nil {
		return nil, fmt.Errorf("%w: the zero Table holds no game", ErrUnknownGame)
	}
	return t.p.options()
}

// checkSeat returns an error unless seat is at the table, or is -1 and
// spectators are welcome.
func (t Table) checkSeat(seat int, spectator bool) error {
	if seat >= 0 && seat < t.Players() || spectator && seat == -1 {
		return nil
	}
	return fmt.Errorf("%w: seat %d; the table has seats 0 to %d", ErrNoSeat, seat, t.Players()-1)
}

// View returns all that seat may know of the game, as the JSON envelope
// that every game shares (see the package doc): game, seat, players,
// round, rounds, toMove, over, winners, scores, legalMoves and the game's
// own fields. Seat -1 is a spectator, who sees only what every seat sees.
// A seat not at the table gives an error wrapping [ErrNoSeat].
func (t Table) View(seat int) (json.RawMessage, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return nil, err
	}
	v, err := t.p.view(seat)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// ViewText returns the table drawn as seat sees it (-1: a spectator), for
// a terminal: the same facts as [Table.View], and nothing it may not know.
func (t Table) ViewText(seat int) (string, error) {
	if err := t.checkSeat(seat, true); err != nil {
		return "", err
	}
	return t.p.viewText(seat), nil
}

// LegalMoves returns the legal moves of the seat to move, in notation and
// in the game's fixed order; nil once the game is over.
func (t Table) LegalMoves() []string {
	if t.p == nil {
		return nil
	}
	return t.p.legalMoves()
}

// Play plays move for seat: the move's notation, such as "play 7x2" or
// "0:play 7x2" (a seat before the colon must be seat). It returns the
// table after the move and the events the move caused, and leaves t as it
// was. A malformed or illegal move, or one out of turn, gives an error
// wrapping [ErrIllegalMove] that says why, and t itself.
func (t Table) Play(seat int, move string) (Table, Events, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	if len(move) > maxInput {
		return t, Events{}, fmt.Errorf("%w: a move of %d bytes", ErrIllegalMove, len(move))
	}
	return t.p.playText(seat, move)
}

// PlayJSON is [Table.Play] with the move as JSON: its notation as a
// string, or an object of its kind and fields with the names the game's
// View uses, such as {"seat":0,"kind":"play","meld":"7x2"} (each game
// package's doc lists its moves' fields). An object's seat must be seat.
func (t Table) PlayJSON(seat int, move []byte) (Table, Events, error) {
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	if len(move) > maxInput {
		return t, Events{}, fmt.Errorf("%w: a move of %d bytes", ErrIllegalMove, len(move))
	}
	return t.p.playJSON(seat, move)
}

// Position returns every fact of the game as JSON, God's view: the exact
// save format, which [Load] reads back to an equal game. It holds every
// secret (every hand, the order of the piles): never send it to a player.
func (t Table) Position() (json.RawMessage, error) {
	if t.p == nil {
		return nil, fmt.Errorf("%w: the zero Table holds no game", ErrUnknownGame)
	}
	return t.p.position()
}

// Log returns every event since the table was opened, as JSON, oldest
// first: with the options, what [Fold] reads back to an equal game. The
// events are unredacted, secrets and all. For a table that [Load] opened,
// the log starts at the loaded position, and [Table.FromPosition] says so.
func (t Table) Log() ([]json.RawMessage, error) {
	if t.p == nil {
		return nil, nil
	}
	return t.p.events()
}

// FromPosition reports whether the table's game, and so its [Table.Log],
// starts at a position that [Load] read rather than at the game's start.
func (t Table) FromPosition() bool { return t.p != nil && t.p.fromLoad() }

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
}

// Len returns the number of events.
func (e Events) Len() int {
	if e.l == nil {
		return 0
	}
	return e.l.len()
}

// JSON returns each event as seat may see it, as JSON in the game's event
// vocabulary; seat -1, or any seat not at the table, sees what a spectator
// sees.
func (e Events) JSON(seat int) ([]json.RawMessage, error) {
	if e.l == nil {
		return nil, nil
	}
	return e.l.json(seat)
}

// Log returns each event whole, as JSON: what [Table.Log] holds of this
// move, every secret included, for a server to append to its own log. It
// is never for a player: send [Events.JSON] of the player's seat.
func (e Events) Log() ([]json.RawMessage, error) {
	if e.l == nil {
		return nil, nil
	}
	return e.l.log()
}

// Text returns each event as seat may see it, in the game's text form,
// such as "card-drawn seat=1 from=pile card=?".
func (e Events) Text(seat int) []string {
	if e.l == nil {
		return nil
	}
	return e.l.text(seat)
}

// A Bot chooses moves for a game's seats from their views alone, so it
// cannot cheat. Some bots keep state between choices (a random stream, a
// search tree's memory): a Bot is not for several goroutines at once.
type Bot struct {
	game, name string
	choose     any // func(context.Context, View) (Move, error) of the game's types
}

// NewBot returns the bot called name of the game called name ("random",
// "greedy", ...; see [GameInfo.Bots]), set up by options, a JSON object of
// the bot's options (empty: the defaults). An unknown bot or bad options
// give an error wrapping [ErrUnknownBot].
func NewBot(game, name string, options []byte) (*Bot, error) {
	g, err := lookup(game)
	if err != nil {
		return nil, err
	}
	return g.newBot(name, options)
}

// Name returns the bot's name, such as "greedy".
func (b *Bot) Name() string { return b.name }

// Choose returns the move, in notation, that the bot makes for the seat
// to move at t, from that seat's view alone. A bot of another game, or a
// game with nobody to move, gives an error. When ctx is done before the bot
// has chosen, Choose returns promptly with an error wrapping ctx.Err().
func (b *Bot) Choose(ctx context.Context, t Table) (string, error) {
	if t.Game() != b.game {
		return "", fmt.Errorf("%w: a %s bot cannot play %s", ErrUnknownBot, b.game, engine.Quote(t.Game()))
	}
	if t.ToMove() < 0 {
		return "", fmt.Errorf("%w: nobody is to move", ErrIllegalMove)
	}
	return t.p.botMove(ctx, b.choose)
}

// GameInfo describes a game that a [Table] can play: what [Games] lists,
// so that a lobby can offer every game and its options without knowing
// them.
type GameInfo struct {
	Name       string       `json:"name"`  // the name Open takes: "linko"
	Title      string       `json:"title"` // the game's own name: "Linko!"
	MinPlayers int          `json:"minPlayers"`
	MaxPlayers int          `json:"maxPlayers"`
	Options    []OptionInfo `json:"options"` // what Open's options may set
	Bots       []BotInfo    `json:"bots"`    // what NewBot makes
}

// OptionInfo describes one option of a game or a bot.
type OptionInfo struct {
	// Name is the option's key in the options' JSON object.
	Name string `json:"name"`
	// Type is "int", "bool", "seed" (a whole number up to 2^64-1,
	// written as a string) or "list" (a JSON array, described by Doc).
	Type string `json:"type"`
	// Default is the value an option left out takes; nil when leaving it
	// out means the game's own choice (Doc says which).
	Default any `json:"default"`
	// Min and Max bound an "int" option; further rules are in Doc.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Doc says what the option does, in a sentence.
	Doc string `json:"doc"`
}

// BotInfo describes a bot that [NewBot] makes.
type BotInfo struct {
	Name    string       `json:"name"`
	Doc     string       `json:"doc"`
	Options []OptionInfo `json:"options"`
}

// Games lists the games a [Table] plays, by name.
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
		names[i] = g.describe().Name
	}
	return names
}

// clone returns a copy of the description that shares no slice with it.
func (g GameInfo) clone() GameInfo {
	g.Options = slices.Clone(g.Options)
	g.Bots = slices.Clone(g.Bots)
	for i := range g.Bots {
		g.Bots[i].Options = slices.Clone(g.Bots[i].Options)
	}
	return g
}

func (g *GameInfo) optionNames() string {
	names := make([]string, len(g.Options))
	for i, o := range g.Options {
		names[i] = o.Name
	}
	return strings.Join(names, ", ")
}

func (g *GameInfo) botNames() string {
	names := make([]string, len(g.Bots))
	for i, b := range g.Bots {
		names[i] = b.Name
	}
	return strings.Join(names, ", ")
}
