package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// loadedLog is a table's log as readLog reads it.
type loadedLog struct {
	rec    tableRecord
	moves  []moveRecord // the whole moves
	events int          // their events
	sum    *fileSummary // the last whole move's; nil before the first
	good   int          // the log's length up to the end of its last whole move
	torn   string       // what follows good, if anything: a crash's torn tail
}

// summary returns the table's summary after the log's last whole move.
func (l *loadedLog) summary() summary {
	s := summary{ID: l.rec.ID, Game: l.rec.Game, Players: len(l.rec.Seats), ToMove: -1,
		Created: l.rec.Created, Updated: l.rec.Created}
	if l.sum != nil {
		s.ToMove, s.Over, s.Moves, s.Updated, s.BotToMove = l.sum.ToMove, l.sum.Over, l.sum.Moves, l.sum.Updated, l.sum.BotToMove
		s.OpenSeats = l.sum.OpenSeats
	}
	return s
}

// readLog reads a table's log: its header, its whole moves, and the
// length of the file up to the end of its last whole move.
//
// What may follow that is a torn tail, which a crash in the middle of a
// move's one write leaves: a prefix of the move's lines, so whole lines
// that are the first events of a move, then at most one line cut short,
// the file's last, without its newline. That move was never accepted, and
// torn says what it was. Anything else (a line that ends with its newline
// but is not the event expected, wherever it is) is damage, not a tear:
// readLog returns an error, and nothing is cut.
func readLog(data []byte) (loadedLog, error) {
	var l loadedLog
	line, rest, ok := bytes.Cut(data, []byte("\n"))
	if !ok {
		return l, errors.New("the header line is torn")
	}
	var h fileHeader
	if err := readHeader(line, &h); err != nil {
		return l, err
	}
	l.rec, l.sum = h.tableRecord, h.Sum
	l.good = len(line) + 1
	offset := l.good
	var open *moveRecord // the move being read, until its last event
	var openSum *fileSummary
	for lineNo := 2; len(rest) > 0; lineNo++ {
		line, rest, ok = bytes.Cut(rest, []byte("\n"))
		if !ok { // the file's last bytes, without a newline: a torn line
			l.torn = fmt.Sprintf("line %d is torn (%d bytes)", lineNo, len(line))
			break
		}
		var fl fileLine
		if err := json.Unmarshal(line, &fl); err != nil || fl.Event == nil || fl.I != l.events+lenEvents(open) || (open == nil) != (fl.Seat != nil) {
			return l, fmt.Errorf("line %d is not the event %d expected: %s", lineNo, l.events+lenEvents(open), quote(line))
		}
		offset += len(line) + 1
		if fl.Seat != nil {
			if fl.N < 1 || len(fl.Move) == 0 {
				return l, fmt.Errorf("line %d: a move without its move or count", lineNo)
			}
			open = &moveRecord{First: fl.I, Seat: *fl.Seat, Move: fl.Move, Events: make([]json.RawMessage, 0, fl.N)}
			openSum = fl.Sum
		}
		open.Events = append(open.Events, fl.Event)
		if len(open.Events) == cap(open.Events) {
			l.moves, l.events, l.sum = append(l.moves, *open), l.events+len(open.Events), openSum
			open, l.good = nil, offset
		}
	}
	if open != nil {
		cut := fmt.Sprintf("the last move's events end after %d of %d", len(open.Events), cap(open.Events))
		l.torn = join(l.torn, cut)
	}
	if l.sum == nil && len(l.moves) > 0 {
		// A log of the first format has no summaries: the lobby shows its
		// moves, and who is to move once the server has loaded it.
		l.sum = &fileSummary{ToMove: -1, Moves: len(l.moves), Updated: l.rec.Created}
	}
	return l, nil
}

// readHeader reads a log's header line into h and checks it.
func readHeader(line []byte, h *fileHeader) error {
	rec := &h.tableRecord
	d := json.NewDecoder(bytes.NewReader(line))
	d.DisallowUnknownFields()
	if err := d.Decode(h); err != nil {
		return fmt.Errorf("the header: %w", err)
	}
	if rec.Tabletop != 1 {
		return fmt.Errorf("the header: unknown log version %d", rec.Tabletop)
	}
	for i, st := range rec.Seats {
		if st.Player == "human" {
			if b, err := hex.DecodeString(st.TokenHash); err != nil || len(b) != 32 {
				return fmt.Errorf("the header: seat %d has no token hash", i)
			}
		}
	}
	return nil
}

func lenEvents(m *moveRecord) int {
	if m == nil {
		return 0
	}
	return len(m.Events)
}

// join joins two descriptions with "; ", either of which may be empty.
func join(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "; " + b
}

// quote shortens a line of a log to quote it in an error.
func quote(b []byte) string { return fmt.Sprintf("%q", truncate(string(b))) }

// tailBytes is how much of a log's end readSummary reads to find its last
// whole move: several moves' worth.
const tailBytes = 64 << 10

// readSummary returns the summary of the log at path from its header and
// its last whole move, reading only the end of the log unless a move is
// longer than tailBytes.
func readSummary(path string) (summary, error) {
	f, err := os.Open(path)
	if err != nil {
		return summary{}, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return summary{}, err
	}
	head := make([]byte, min(info.Size(), tailBytes))
	if _, err := io.ReadFull(f, head); err != nil {
		return summary{}, err
	}
	line, _, ok := bytes.Cut(head, []byte("\n"))
	if !ok || info.Size() <= tailBytes {
		l, err := readLog(head)
		return l.summary(), err
	}
	var h fileHeader
	if err := json.Unmarshal(line, &h); err != nil {
		return summary{}, fmt.Errorf("the header: %w", err)
	}
	tail := make([]byte, tailBytes)
	if _, err := f.ReadAt(tail, info.Size()-tailBytes); err != nil {
		return summary{}, err
	}
	// The lines after the first newline are whole; the last whole move is
	// the last first line followed by its n-1 lines.
	_, tail, _ = bytes.Cut(tail, []byte("\n"))
	lines := bytes.SplitAfter(tail, []byte("\n"))
	for i := len(lines) - 1; i >= 0; i-- {
		var l fileLine
		if json.Unmarshal(lines[i], &l) != nil || l.Sum == nil || i+l.N > len(lines) || !bytes.HasSuffix(lines[i+l.N-1], []byte("\n")) {
			continue
		}
		return (&loadedLog{rec: h.tableRecord, sum: l.Sum}).summary(), nil
	}
	data, err := os.ReadFile(path) // a move longer than the tail
	if err != nil {
		return summary{}, err
	}
	l, err := readLog(data)
	return l.summary(), err
}
