package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// The files store (-data DIR) keeps one file per table, ID.jsonl, an
// append-only log of JSON lines: the table's record (its header), then one
// line per event, in order, each with its index in the game's log; the
// first event of a move also holds the move as its seat sent it, how many
// events it caused, and the table's summary after it, so that the lobby
// reads a table's last lines and folds nothing. A move's lines go in one
// write, and are durable before Append returns through the store's journal,
// synced once for the moves of every table that arrive together
// (store_files_journal.go). The logs of the tables moved in last, at most
// maxOpenLogs, stay open between two appends (an open and a close of the
// log at each move cost a tenth of its CPU); other tables hold no
// descriptor. One process at a time uses a directory: it holds a lock on
// DIR/.lock.
type filesStore struct {
	dir      string
	log      *slog.Logger
	lock     *os.File
	journals []*journal // the first takes a light load alone: see journalFor

	mu      sync.Mutex
	tables  map[string]*fileTable // the tables met so far
	scanned bool                  // every log of dir is in tables

	openMu   sync.Mutex
	openLogs []*fileTable // the tables whose log may be open, at most maxOpen
	hand     int          // the next of openLogs to close to open another
	maxOpen  int          // 0 once the store is closed
}

// setCommitDelay sets how long a journal's writer waits for more moves
// when it has few (see commitDelay; 0: it never waits). Called while no
// Append runs (before the first): the writers read it after a move's
// hand-over.
func (fs *filesStore) setCommitDelay(d time.Duration) {
	for _, j := range fs.journals {
		j.delay = d
	}
}

// maxOpenLogs is how many tables' logs a files store keeps open between
// their moves: the tables in play at once on a busy server.
const maxOpenLogs = 256

// fileTable is what the store knows of one log.
type fileTable struct {
	mu     sync.Mutex // serializes the log's reads that repair it and its appends
	known  bool       // events and size are the log's
	events int        // the events of the whole moves
	size   int64      // the log's length after its last whole move
	sum    summary
	broken error       // the log is damaged (errDamaged) or could not be cut back
	fd     int         // the log's descriptor, open to append, if open
	open   bool        // fd is open, and the table is among the store's openLogs
	path   string      // the log's path, once an append has made it (see Append)
	move   journalMove // what its appends hand to its journal, one at a time
	// journal, once a journal has refused a move of the table, is that
	// journal, which takes its later moves (see journalFor).
	journal *journal
}

// fileLine is a line of a log after the header: one event. The first
// event of a move also names the move, its seat, how many events it caused
// and the table's state after it.
type fileLine struct {
	I     int             `json:"i"`
	Seat  *int            `json:"seat,omitempty"`
	Move  json.RawMessage `json:"move,omitempty"`
	N     int             `json:"n,omitempty"`
	Sum   *fileSummary    `json:"sum,omitempty"`
	Event json.RawMessage `json:"event"`
}

// fileSummary is the part of a summary that moves change.
type fileSummary struct {
	ToMove    int       `json:"toMove"`
	Over      bool      `json:"over"`
	Moves     int       `json:"moves"`
	Updated   time.Time `json:"updated"`
	BotToMove bool      `json:"botToMove"`
	OpenSeats int       `json:"openSeats,omitempty"`
}

// appendJSON appends the summary's JSON as json.Marshal writes it, as
// each move's first line holds it: by hand, rather than through
// encoding/json's reflection at every move. It fails where json.Marshal
// does, on a time outside the years 0 to 9999.
func (s *fileSummary) appendJSON(dst []byte) ([]byte, error) {
	dst = append(dst, `{"toMove":`...)
	dst = strconv.AppendInt(dst, int64(s.ToMove), 10)
	dst = append(dst, `,"over":`...)
	dst = strconv.AppendBool(dst, s.Over)
	dst = append(dst, `,"moves":`...)
	dst = strconv.AppendInt(dst, int64(s.Moves), 10)
	dst = append(dst, `,"updated":"`...)
	dst, err := s.Updated.AppendText(dst)
	if err != nil {
		return nil, err
	}
	dst = append(dst, `","botToMove":`...)
	dst = strconv.AppendBool(dst, s.BotToMove)
	if s.OpenSeats != 0 {
		dst = append(dst, `,"openSeats":`...)
		dst = strconv.AppendInt(dst, int64(s.OpenSeats), 10)
	}
	return append(dst, '}'), nil
}

// fileHeader is a log's first line: the table's record, and its summary
// before any move.
type fileHeader struct {
	tableRecord
	Sum *fileSummary `json:"sum,omitempty"`
}

// fileSum returns the part of s that a log keeps.
func fileSum(s summary) *fileSummary {
	return &fileSummary{ToMove: s.ToMove, Over: s.Over, Moves: s.Moves, Updated: s.Updated, BotToMove: s.BotToMove, OpenSeats: s.OpenSeats}
}

// openFilesStore opens the store in dir, making dir if it is missing.
func openFilesStore(dir string, log *slog.Logger) (*filesStore, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	lock, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		lock.Close()
		return nil, fmt.Errorf("%s is in use by another server (%w): one process per directory", dir, err)
	}
	fs := &filesStore{dir: dir, log: log, lock: lock, tables: map[string]*fileTable{}, maxOpen: maxOpenLogs}
	if fs.journals, err = openJournals(dir, log); err != nil {
		err = fmt.Errorf("the journals of %s: %w", dir, err)
		return nil, errors.Join(err, fs.Close())
	}
	return fs, nil
}

// logPath is the file of table id's log in dir.
func logPath(dir, id string) string { return filepath.Join(dir, id+".jsonl") }

// syncDir syncs a directory, so that a file just made or removed in it
// stays so after a crash.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// table returns the store's entry for id, made if it is new.
func (fs *filesStore) table(id string) *fileTable {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	ft := fs.tables[id]
	if ft == nil {
		ft = &fileTable{}
		fs.tables[id] = ft
	}
	return ft
}

// validID reports whether id can name a log: ids are the server's hex,
// and nothing else may reach the file system.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

func (fs *filesStore) Create(ctx context.Context, rec tableRecord, s summary) error {
	if !validID(rec.ID) {
		return fmt.Errorf("table id %q cannot name a file", truncate(rec.ID))
	}
	ft := fs.table(rec.ID)
	ft.mu.Lock()
	defer ft.mu.Unlock()
	path := logPath(fs.dir, rec.ID)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o600)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("table %s: %w", rec.ID, errExists)
	}
	if err != nil {
		return err
	}
	line, err := json.Marshal(fileHeader{rec, fileSum(s)})
	if err == nil {
		line = append(line, '\n')
		_, err = f.Write(line)
	}
	if err == nil {
		err = f.Sync()
	}
	err = errors.Join(err, f.Close())
	if err == nil {
		err = syncDir(fs.dir)
	}
	if err != nil {
		os.Remove(path) // a table nobody was told of
		return fmt.Errorf("writing the log of table %s: %w", rec.ID, err)
	}
	ft.known, ft.events, ft.size, ft.sum, ft.broken = true, 0, int64(len(line)), s, nil
	return nil
}

func (fs *filesStore) Load(ctx context.Context, id string) (tableRecord, []moveRecord, error) {
	if !validID(id) {
		return tableRecord{}, nil, fmt.Errorf("table %q: %w", truncate(id), errNotFound)
	}
	ft := fs.table(id)
	ft.mu.Lock()
	defer ft.mu.Unlock()
	return fs.load(ft, id)
}

// load reads table id's log, with ft locked: it cuts a torn end off, and
// says so; any other damage leaves the log as it is, out of play, and says
// where.
func (fs *filesStore) load(ft *fileTable, id string) (tableRecord, []moveRecord, error) {
	if ft.broken != nil {
		return tableRecord{}, nil, ft.broken
	}
	path := logPath(fs.dir, id)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		fs.forget(id)
		return tableRecord{}, nil, fmt.Errorf("table %q: %w", truncate(id), errNotFound)
	}
	if err != nil {
		return tableRecord{}, nil, err
	}
	l, err := readLog(data)
	if err == nil && l.rec.ID != id {
		err = fmt.Errorf("the header names table %q", truncate(l.rec.ID))
	}
	if err != nil {
		ft.broken = fmt.Errorf("table %s: %w: %v", id, errDamaged, err)
		fs.log.Error("a table's log is damaged; the table is out of play and its file left as it is",
			"table", id, "file", path, "err", err)
		return tableRecord{}, nil, ft.broken
	}
	if l.torn != "" {
		if err := cutLog(path, l.good); err != nil {
			return tableRecord{}, nil, fmt.Errorf("table %s: cutting the torn end off: %w", id, err)
		}
		fs.log.Warn("a torn log was recovered to its last whole move", "table", id, "file", path,
			"cut", l.torn, "bytes dropped", len(data)-l.good, "events kept", l.events)
	}
	ft.known, ft.events, ft.size, ft.sum = true, l.events, int64(l.good), l.summary()
	return l.rec, l.moves, nil
}

// cutLog cuts the log at path to its first size bytes, durably.
func cutLog(path string, size int) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	err = f.Truncate(int64(size))
	if err == nil {
		err = f.Sync()
	}
	return errors.Join(err, f.Close())
}

// forget drops what the store knows of a table that is gone.
func (fs *filesStore) forget(id string) {
	fs.mu.Lock()
	delete(fs.tables, id)
	fs.mu.Unlock()
}

func (fs *filesStore) Moves(ctx context.Context, id string, from int) ([]moveRecord, error) {
	_, moves, err := fs.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	return moves[movesFrom(moves, from):], nil
}

func (fs *filesStore) Append(ctx context.Context, id string, m moveRecord, after summary) error {
	if !validID(id) {
		return fmt.Errorf("table %q: %w", truncate(id), errNotFound)
	}
	m, err := m.logged()
	if err != nil {
		return err
	}
	ft := fs.table(id)
	ft.mu.Lock()
	defer ft.mu.Unlock()
	if !ft.known {
		if _, _, err := fs.load(ft, id); err != nil {
			return err
		}
	}
	if ft.broken != nil {
		return ft.broken
	}
	if m.First != ft.events {
		return fmt.Errorf("table %s: a move at event %d, but the log has %d events: %w", id, m.First, ft.events, errConflict)
	}
	buf, err := moveLines(m, after)
	if err != nil {
		return err
	}
	if ft.path == "" {
		// Made once, not at each move (two allocations, a cleaning).
		ft.path = logPath(fs.dir, id)
	}
	path := ft.path
	fd, err := fs.logFD(ft, path)
	if errors.Is(err, os.ErrNotExist) {
		fs.forget(id)
		return fmt.Errorf("table %s: %w", id, errNotFound)
	}
	if err != nil {
		return err
	}
	if !ft.open {
		defer syscall.Close(fd)
	}
	err = writeAll(fd, path, buf)
	if err == nil {
		// Durable once the journal that holds it is synced: the log
		// itself is synced at the journal's next checkpoint.
		if ft.move.done == nil {
			ft.move.done = make(chan error, 1)
		}
		ft.move.id, ft.move.at, ft.move.lines = id, ft.size, buf
		j := fs.journalFor(ft, id)
		err = j.append(&ft.move)
		ft.move.lines = nil
		if err != nil {
			ft.journal = j
		}
	}
	if err != nil {
		// The move is refused: its lines go, so that the next move does
		// not follow a torn one. If even that fails, the log takes no more
		// moves (and the next load cuts the tail as torn).
		if terr := retryEINTR("truncate", path, func() error { return syscall.Ftruncate(fd, ft.size) }); terr != nil {
			ft.broken = fmt.Errorf("table %s: the log cannot be cut back after a failed write: %w", id, errors.Join(err, terr))
		}
		return fmt.Errorf("table %s: writing the log: %w", id, err)
	}
	ft.events += len(m.Events)
	ft.size += int64(len(buf))
	ft.sum = after
	return nil
}

// moveLines returns the lines of a move, as fileLine's JSON, written by
// hand for the events: they are JSON that the handle marshalled, and
// encoding/json would check them again.
func moveLines(m moveRecord, after summary) ([]byte, error) {
	size := len(m.Move) + 160 // the first line's sum and keys
	for _, ev := range m.Events {
		size += len(ev) + 40 // a line's keys and index
	}
	buf := make([]byte, 0, size)
	for k, ev := range m.Events {
		buf = append(buf, `{"i":`...)
		buf = strconv.AppendInt(buf, int64(m.First+k), 10)
		if k == 0 {
			buf = append(buf, `,"seat":`...)
			buf = strconv.AppendInt(buf, int64(m.Seat), 10)
			buf = append(buf, `,"move":`...)
			buf = append(buf, compactJSON(m.Move)...)
			buf = append(buf, `,"n":`...)
			buf = strconv.AppendInt(buf, int64(len(m.Events)), 10)
			buf = append(buf, `,"sum":`...)
			var err error
			if buf, err = fileSum(after).appendJSON(buf); err != nil {
				return nil, err
			}
		}
		buf = append(buf, `,"event":`...)
		buf = append(buf, compactJSON(ev)...)
		buf = append(buf, "}\n"...)
	}
	return buf, nil
}

func (fs *filesStore) Delete(ctx context.Context, id string) error {
	if !validID(id) {
		return fmt.Errorf("table %q: %w", truncate(id), errNotFound)
	}
	ft := fs.table(id)
	ft.mu.Lock()
	defer ft.mu.Unlock()
	ft.closeLog()
	err := os.Remove(logPath(fs.dir, id))
	fs.forget(id)
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("table %q: %w", truncate(id), errNotFound)
	}
	if err != nil {
		return err
	}
	ft.broken = fmt.Errorf("table %s: %w", id, errNotFound) // for an Append that waited on ft.mu
	return syncDir(fs.dir)
}

// Close stores the moves handed to the journals, checkpoints them, closes
// the logs left open, and releases the directory.
func (fs *filesStore) Close() error {
	var err error
	for _, j := range fs.journals {
		err = errors.Join(err, j.close())
	}
	fs.openMu.Lock()
	open := fs.openLogs
	fs.openLogs, fs.maxOpen = nil, 0
	fs.openMu.Unlock()
	for _, ft := range open {
		ft.mu.Lock()
		ft.closeLog()
		ft.mu.Unlock()
	}
	return errors.Join(err, fs.lock.Close())
}
