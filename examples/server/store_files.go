package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop"
)

// The data directory holds one file per table, ID.jsonl, an append-only
// log of JSON lines: a header (the game, its options, its seats with the
// hashes of their tokens, the bots' delay), then one line per event, in
// order, each with its index in the game's log; the first event of a move
// also holds the move as its seat sent it and how many events it caused.
// A move's lines go in one write, synced before the move is accepted.

// logPath is the file of table id's log in dir.
func logPath(dir, id string) string { return filepath.Join(dir, id+".jsonl") }

// syncDir syncs a directory, so that a file just made in it survives a
// crash.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// loadAll loads every table of the data directory, making the directory
// if it is missing. A log that cannot be read is left as it is, out of
// play, and said so in the server's log: one broken file does not keep the
// other games from being served.
func (s *server) loadAll() error {
	dir := s.cfg.dataDir
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	names, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return err
	}
	for _, name := range names {
		tb, err := s.loadTable(name)
		if err != nil {
			s.log.Error("a table's log cannot be loaded; the table is left out", "file", name, "err", err)
			continue
		}
		s.tables[tb.id] = tb
		s.startBots(tb)
	}
	s.log.Info("tables loaded", "dir", dir, "tables", len(s.tables))
	return nil
}

// loadedMove is a move read back from a log.
type loadedMove struct {
	seat   int
	move   json.RawMessage
	events []json.RawMessage
}

// readLog reads a table's log: its header, its whole moves, and the
// length of the file up to the end of its last whole move. What follows
// that (a line torn by a crash, or the first lines of a move the crash cut
// short, which was never accepted) is dropped: torn says what it was.
func readLog(data []byte) (h header, moves []loadedMove, good int, torn string, err error) {
	line, rest, ok := bytes.Cut(data, []byte("\n"))
	if !ok {
		return h, nil, 0, "", errors.New("the header line is torn")
	}
	d := json.NewDecoder(bytes.NewReader(line))
	d.DisallowUnknownFields()
	if err := d.Decode(&h); err != nil {
		return h, nil, 0, "", fmt.Errorf("the header: %w", err)
	}
	if h.Tabletop != 1 {
		return h, nil, 0, "", fmt.Errorf("the header: unknown log version %d", h.Tabletop)
	}
	good = len(line) + 1
	offset := good
	events := 0
	var open *loadedMove // the move being read, until its last event
	openN := 0           // the events of the open move
	for lineNo := 2; len(rest) > 0; lineNo++ {
		line, rest, ok = bytes.Cut(rest, []byte("\n"))
		var l logLine
		if !ok || json.Unmarshal(line, &l) != nil || l.Event == nil || l.I != events || (open == nil) != (l.Seat != nil) {
			if bytes.Contains(rest, []byte("\n")) {
				return h, nil, 0, "", fmt.Errorf("line %d is not the event %d expected: %s", lineNo, events, quote(line))
			}
			torn = fmt.Sprintf("line %d is torn (%d bytes)", lineNo, len(data)-offset)
			break
		}
		offset += len(line) + 1
		events++
		if l.Seat != nil {
			if l.N < 1 || len(l.Move) == 0 {
				return h, nil, 0, "", fmt.Errorf("line %d: a move without its move or count", lineNo)
			}
			open = &loadedMove{seat: *l.Seat, move: l.Move}
			openN = l.N
		}
		open.events = append(open.events, l.Event)
		if len(open.events) == openN {
			moves, open = append(moves, *open), nil
			good = offset
		}
	}
	if open != nil {
		cut := fmt.Sprintf("the last move's events end after %d of %d", len(open.events), openN)
		if torn != "" {
			torn += "; " + cut
		} else {
			torn = cut
		}
	}
	return h, moves, good, torn, nil
}

// quote shortens a line of a log to quote it in an error.
func quote(b []byte) string { return fmt.Sprintf("%q", truncate(string(b))) }

// loadTable loads the table of the log at path: it cuts a torn end off
// (and says so), rebuilds the game by tabletop.Fold, and replays the
// moves, so that old events can be redacted for any seat and each bot
// resumes its stream of chance where it was.
func (s *server) loadTable(path string) (*table, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	h, moves, good, torn, err := readLog(data)
	if err != nil {
		return nil, err
	}
	if want := strings.TrimSuffix(filepath.Base(path), ".jsonl"); h.ID != want {
		return nil, fmt.Errorf("the header names table %q, not %q", truncate(h.ID), want)
	}
	var all []json.RawMessage
	for _, m := range moves {
		all = append(all, m.events...)
	}
	folded, err := tabletop.Fold(h.Game, h.Options, all)
	if err != nil {
		return nil, err
	}
	if len(h.Seats) != folded.Players() {
		return nil, fmt.Errorf("the header has %d seats for %d players", len(h.Seats), folded.Players())
	}
	for i, st := range h.Seats {
		if st.Player == "human" {
			if b, err := hex.DecodeString(st.TokenHash); err != nil || len(b) != 32 {
				return nil, fmt.Errorf("seat %d has no token hash", i)
			}
		}
	}
	tb := &table{
		id: h.ID, game: h.Game, options: h.Options, created: h.Created, seats: h.Seats,
		botDelay: time.Duration(h.BotDelayMs) * time.Millisecond,
		changed:  make(chan struct{}), wake: make(chan struct{}, 1),
	}
	if err := tb.makeBots(); err != nil {
		return nil, err
	}
	// The replay: the handle redacts only the Events that Play returns
	// (see the report), and a bot's stream of chance is its choices.
	t, err := tabletop.Open(h.Game, h.Options)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if m.seat < 0 || m.seat >= len(tb.bots) {
			return nil, fmt.Errorf("move %d: no seat %d", i, m.seat)
		}
		if b := tb.bots[m.seat]; b != nil && t.ToMove() == m.seat {
			if _, err := b.Choose(context.Background(), t); err != nil {
				return nil, fmt.Errorf("move %d: the bot of seat %d: %w", i, m.seat, err)
			}
		}
		next, events, err := t.PlayJSON(m.seat, m.move)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i, err)
		}
		if events.Len() != len(m.events) {
			return nil, fmt.Errorf("move %d gives %d events, the log has %d", i, events.Len(), len(m.events))
		}
		tb.moves = append(tb.moves, played{first: tb.events, events: events})
		tb.events += events.Len()
		t = next
	}
	want, err := folded.Position()
	if err != nil {
		return nil, err
	}
	got, err := t.Position()
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(want, got) {
		return nil, errors.New("the moves replayed do not give the game its events fold into")
	}
	tb.t = folded
	if torn != "" {
		if err := os.Truncate(path, int64(good)); err != nil {
			return nil, fmt.Errorf("cutting the torn end off: %w", err)
		}
		s.log.Warn("a torn log was recovered to its last whole move", "table", tb.id, "what", torn,
			"bytes dropped", len(data)-good, "events kept", tb.events)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	if torn != "" {
		if err := f.Sync(); err != nil {
			f.Close()
			return nil, err
		}
	}
	tb.file, tb.size = f, int64(good)
	return tb, nil
}
