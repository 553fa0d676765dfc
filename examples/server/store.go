package main

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/tabletopgo/tabletop"
)

// Store keeps the tables: each one's record (game, options, seats), its
// moves with their events, and a summary for the lobby. It is the log of
// record: a move is accepted only once Append has returned nil, and the
// server's tables are a bounded cache of what a Store holds, loaded when a
// request needs one. Three stores pass the same contract (testStore):
// memory (-data ""), files (-data DIR) and PostgreSQL (-postgres URL).
//
// Every method is safe for several goroutines at once. A store answers
// errNotFound, errExists, errConflict or errDamaged (each wrapped, with
// details) where the contract says so; any other error is a fault of the
// store itself (a disk or a database down), which the server answers with
// a 503 and the client may retry.
type Store interface {
	// Create stores a new table with no moves, and its summary. errExists
	// if the id is taken.
	Create(ctx context.Context, rec tableRecord, s summary) error

	// Load returns a table's record and every move, oldest first.
	// errNotFound if there is no such table (or it was deleted);
	// errDamaged if its log cannot be trusted: the table is out of play,
	// and the store leaves its data untouched. A store that repairs a
	// torn tail (a crash mid-write) says so in its own log.
	Load(ctx context.Context, id string) (tableRecord, []moveRecord, error)

	// Moves returns the moves of a table whose first event has an index
	// of from or more, oldest first: what a server that holds the table's
	// first from events lacks (a catch-up after errConflict or a change
	// notification). errNotFound as Load.
	Moves(ctx context.Context, id string, from int) ([]moveRecord, error)

	// Append stores one move in one transaction, durably, with the
	// table's summary after it. The move's First must be the number of
	// events the table has: when another writer has appended first, the
	// answer is errConflict and nothing changes, so that of two processes
	// that play on one table at once exactly one wins and the other
	// reloads (Moves) and checks its move again. errNotFound if the table
	// is gone.
	Append(ctx context.Context, id string, m moveRecord, after summary) error

	// List returns the summaries of the tables f selects, newest created
	// first, without folding any game.
	List(ctx context.Context, f listFilter) ([]summary, error)

	// Count returns how many tables f selects (f.Limit is ignored).
	Count(ctx context.Context, f listFilter) (int, error)

	// Delete removes a table, its moves and its summary. errNotFound if
	// there is none. A later Create may not reuse its id meanwhile: ids
	// are random.
	Delete(ctx context.Context, id string) error

	// Close releases the store's resources (files, connections).
	Close() error
}

// sharedStore is what a store shared by several server processes adds,
// so that they play together: the PostgreSQL store implements it. With a
// store that is not shared (memory, files) the one process notifies its
// own streams and plays every bot itself.
//
// A server with a shared store plays a table's bots only while it holds
// the table's lease, renewing it at a third of its term; every few
// seconds it lists the tables that wait for a bot (List with BotToMove)
// and tries to lease those it does not hold, which is how the bots of a
// process that died are taken over.
type sharedStore interface {
	Store

	// Watch calls changed with a table's id whenever another process has
	// appended to it, or any process has deleted it, until ctx is done
	// (a move this store appended needs no catching up: it may be left
	// out). It may call changed for a table nothing happened to (after a
	// reconnection, say, for every table): the server then catches up
	// through Moves. It returns when ctx is done, or with the error that
	// stops it.
	Watch(ctx context.Context, changed func(id string)) error

	// Lease makes this process the one that plays table id's bots for d
	// from now, or renews its lease: false when another process holds
	// it. A process that dies loses its leases when they expire.
	Lease(ctx context.Context, id string, d time.Duration) (bool, error)

	// Release gives a lease up before it expires (the game ended, the
	// table left the cache, or the process is stopping).
	Release(ctx context.Context, id string) error
}

// The errors of the store's contract. The server answers errNotFound with
// 404, errConflict by catching up and checking the move again, errDamaged
// with 503 (the table is out of play until an operator looks at it) and
// errExists by drawing another id.
var (
	errNotFound = errors.New("no such table")
	errExists   = errors.New("the table exists already")
	errConflict = errors.New("another move was stored first")
	errDamaged  = errors.New("the table's log is damaged; it is out of play")
)

// tableRecord is what a table is made of, stored once at its creation:
// the files store writes it as its log's header line.
type tableRecord struct {
	Tabletop int             `json:"tabletop"` // the record's format version: 1
	ID       string          `json:"id"`
	Game     string          `json:"game"`
	Options  json.RawMessage `json:"options"` // every default filled in, the seed too
	Seats    []seatSpec      `json:"seats"`   // with the hashes of the human seats' tokens
	// CreatorHash is the SHA-256, in hex, of the creator's token, which
	// deletes the table; empty for a table made before it existed.
	CreatorHash string    `json:"creatorHash,omitempty"`
	BotDelayMs  int64     `json:"botDelayMs"` // the pause before a bot moves
	Created     time.Time `json:"created"`
}

// moveRecord is one accepted move: the seat that made it, the move as it
// was sent (a JSON string of notation or an object), and its events
// whole, secrets included, as tabletop.Events.Log gives them. Its events
// have the indices First, First+1, ... in the table's log.
type moveRecord struct {
	First  int               `json:"first"`
	Seat   int               `json:"seat"`
	Move   json.RawMessage   `json:"move"`
	Events []json.RawMessage `json:"events"`

	// played, where Events is nil, is the move's events not encoded yet:
	// the memory store keeps them so and encodes them (tabletop's Log)
	// only when the move is read back, a table reloaded after it left the
	// cache, rather than at every move; the stores that write the move
	// encode them as they take it (logged).
	played tabletop.Events
}

// logged returns m with its Events, encoded from played where they were
// not given.
func (m moveRecord) logged() (moveRecord, error) {
	if m.Events != nil || m.played.Len() == 0 {
		return m, nil
	}
	log, err := m.played.Log()
	m.Events = log
	return m, err
}

// eventCount returns the number of the move's events, encoded or not.
func (m moveRecord) eventCount() int {
	if m.Events != nil {
		return len(m.Events)
	}
	return m.played.Len()
}

// summary is what the lobby shows of a table, stored with every move so
// that listing tables folds no game.
type summary struct {
	ID      string    `json:"id"`
	Game    string    `json:"game"`
	Players int       `json:"players"`
	ToMove  int       `json:"toMove"` // -1 once over
	Over    bool      `json:"over"`
	Moves   int       `json:"moves"`
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"` // the last move's time, or Created
	// BotToMove is whether the seat to move is a bot's: such a table is
	// played without any client, so a server (re)loads it by itself.
	BotToMove bool `json:"-"`
	// OpenSeats is how many seats a stranger from the lobby could take:
	// the human seats, the creator's (the first) aside, whose player has
	// not moved yet; 0 once the game is over. A table of one person and
	// computers has none, and the lobby's "Tables" leaves it out.
	OpenSeats int `json:"openSeats"`
}

// listFilter selects tables. Its zero value selects every table.
type listFilter struct {
	// ID, when not empty, selects that table alone: the server reads a
	// table's summary (its last move's time) when it loads the table.
	ID string
	// UpdatedBefore, when not zero, keeps the tables with no move since
	// before it: the janitor's question.
	UpdatedBefore time.Time
	// UpdatedSince, when not zero, keeps the tables with a move (or
	// their creation) at or after it: the games still in play.
	UpdatedSince time.Time
	// Over, when not nil, keeps the tables whose game is (or is not)
	// over.
	Over *bool
	// BotToMove keeps only the tables that wait for a bot's move.
	BotToMove bool
	// Limit bounds the number of summaries List returns; 0: no bound.
	Limit int
}

// selects reports whether f selects the table of s.
func (f listFilter) selects(s summary) bool {
	return (f.ID == "" || f.ID == s.ID) &&
		(f.UpdatedBefore.IsZero() || s.Updated.Before(f.UpdatedBefore)) &&
		(f.UpdatedSince.IsZero() || !s.Updated.Before(f.UpdatedSince)) &&
		(f.Over == nil || *f.Over == s.Over) &&
		(!f.BotToMove || s.BotToMove)
}
