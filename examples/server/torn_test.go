package main

import (
	"bytes"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// syncBuffer is a log destination safe for several goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// playLogged plays moves first-legal moves of a game of every human seat
// on a server logging to dir, closes it, and returns the table's id, its
// seats, the mirror after each move and the log's length after each move.
func playLogged(t *testing.T, dir, game, options string, moves int) (created, []tabletop.Table, []int64) {
	ts := startServer(t, config{allowSeeds: true, dataDir: dir})
	mirror, err := tabletop.Open(game, []byte(options))
	require.NoError(t, err)
	c := ts.create(t, humans(game, options, mirror.Players()))
	mirrors := []tabletop.Table{mirror}
	sizes := []int64{fileSize(t, logPath(dir, c.ID))}
	for range moves {
		mirror = ts.playOut(t, c, mirror, 1, first)
		mirrors = append(mirrors, mirror)
		sizes = append(sizes, fileSize(t, logPath(dir, c.ID)))
	}
	require.NoError(t, ts.Close())
	return c, mirrors, sizes
}

func fileSize(t *testing.T, path string) int64 {
	info, err := os.Stat(path)
	require.NoError(t, err)
	return info.Size()
}

// restart starts a server on dir with its log in a buffer.
func restart(t *testing.T, dir string) (*testServer, *syncBuffer) {
	var buf syncBuffer
	ts := startServer(t, config{allowSeeds: true, dataDir: dir, logger: slog.New(slog.NewTextHandler(&buf, nil))})
	return ts, &buf
}

func samePosition(t *testing.T, want, got tabletop.Table) {
	t.Helper()
	w, err := want.Position()
	require.NoError(t, err)
	g, err := got.Position()
	require.NoError(t, err)
	assert.JSONEq(t, string(w), string(g))
}

// TestATornLastLineIsRecovered: a crash in the middle of a move's write
// leaves a torn line, or the first whole lines of a move with several
// events; the server recovers the log to its last whole move, says so in
// its log, and the game goes on from there.
func TestATornLastLineIsRecovered(t *testing.T) {
	dir := t.TempDir()
	c, mirrors, sizes := playLogged(t, dir, "linko", `{"players":3,"seed":"8"}`, 12)
	path := logPath(dir, c.ID)
	whole, err := os.ReadFile(path)
	require.NoError(t, err)

	// The cuts: inside the last move's first line, one byte short of its
	// end, and at the end of each whole line of a move of several events.
	last := len(sizes) - 1
	cuts := []int64{sizes[last-1] + 5, sizes[last] - 1}
	var multi int // a move of several events
	for i := 1; i <= last; i++ {
		lines := bytes.Count(whole[sizes[i-1]:sizes[i]], []byte("\n"))
		if lines > 1 {
			multi = i
			at := sizes[i-1]
			for range lines - 1 {
				at += int64(bytes.IndexByte(whole[at:], '\n') + 1)
				cuts = append(cuts, at)
			}
		}
	}
	require.NotZero(t, multi, "the game has a move of several events")

	for _, cut := range cuts {
		// The move cut short is the one whose lines straddle cut.
		move := 0
		for move < last && sizes[move+1] <= cut {
			move++
		}
		require.NoError(t, os.WriteFile(path, whole[:cut], 0o600))
		ts, log := restart(t, dir)
		tb := ts.table(t, c.ID)
		got, _, _ := tb.snapshot()
		samePosition(t, mirrors[move], got)
		assert.Contains(t, log.String(), "a torn log was recovered")
		assert.Contains(t, log.String(), c.ID)
		assert.Equal(t, sizes[move], fileSize(t, path), "the torn end is cut off the file")

		// The game goes on, and the log is whole again.
		end := ts.playOut(t, c, mirrors[move], 3, first)
		require.NoError(t, ts.Close())
		ts, log = restart(t, dir)
		got, _, _ = ts.table(t, c.ID).snapshot()
		samePosition(t, end, got)
		assert.NotContains(t, log.String(), "torn")
		require.NoError(t, ts.Close())
	}
}

// TestABrokenLogIsLeftOut: a log broken in its middle (not a crash's torn
// end) is not served (503, out of play) and not changed, and the server's
// log names it and says why; the other games are served.
func TestABrokenLogIsLeftOut(t *testing.T) {
	dir := t.TempDir()
	c, mirrors, sizes := playLogged(t, dir, "lino", `{"seed":"8"}`, 6)
	good, _, _ := playLogged(t, dir, "linx", `{"players":2,"seed":"1"}`, 4)
	path := logPath(dir, c.ID)
	whole, err := os.ReadFile(path)
	require.NoError(t, err)
	for name, broken := range map[string][]byte{
		"a bad middle line": append(append(bytes.Clone(whole[:sizes[2]]), "{not json}\n"...), whole[sizes[3]:]...),
		"a lost line":       append(bytes.Clone(whole[:sizes[2]]), whole[sizes[3]:]...),
		// A header cut short but followed by moves: not what a create
		// that never finished leaves (TestAnUnfinishedCreateIsRemoved).
		"a broken header, then moves": append([]byte(`{"tabletop":1,"id"`+"\n"), whole[sizes[0]:]...),
		// A garbage line inside the last move, which was acknowledged,
		// then a torn line: damage, not a tear to cut.
		"garbage in an acknowledged move, then a torn line": append(append(bytes.Clone(whole[:bytes.LastIndexByte(whole[:len(whole)-1], '\n')+1]),
			"{garbage}\n"...), `{"i":99,"ev`...),
		"an illegal move": bytes.Replace(bytes.Clone(whole), []byte(`"move":"`+strings.SplitN(mirrors[1].LegalMoves()[0], ":", 2)[0]),
			[]byte(`"move":"9`), 1),
	} {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, os.WriteFile(path, broken, 0o600))
			ts, log := restart(t, dir)
			code, body := call(t, "GET", ts.url+"/api/tables/"+c.ID, "", "")
			assert.Equal(t, http.StatusServiceUnavailable, code, body)
			assert.Contains(t, body, "out of play")
			code, body = ts.move(t, c.ID, 0, c.Seats[0].Token, mirrors[len(mirrors)-1].LegalMoves()[0])
			assert.Equal(t, http.StatusServiceUnavailable, code, body)
			ts.table(t, good.ID)
			assert.Contains(t, log.String(), "damaged")
			assert.Contains(t, log.String(), c.ID)
			assert.NotContains(t, log.String(), "recovered")
			require.NoError(t, ts.Close())
			after, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, broken, after, "the broken log is left as it was")
		})
	}
}

// TestACopiedLogIsLeftOut: a log whose header names another table than
// its file (an operator's copy, cp X.jsonl X-copy.jsonl) is left out of
// the lobby and of the count of games in play, with a warning that names
// it, and its file stays as it is; the table it names is listed once.
func TestACopiedLogIsLeftOut(t *testing.T) {
	dir := t.TempDir()
	c, _, _ := playLogged(t, dir, "lino", `{"seed":"8"}`, 2)
	whole, err := os.ReadFile(logPath(dir, c.ID))
	require.NoError(t, err)
	copyPath := logPath(dir, c.ID+"-copy")
	require.NoError(t, os.WriteFile(copyPath, whole, 0o600))

	var log syncBuffer
	ts := startServer(t, config{allowSeeds: true, dataDir: dir, maxTables: 2,
		logger: slog.New(slog.NewTextHandler(&log, nil))})
	code, body := call(t, "GET", ts.url+"/api/tables", "", "")
	require.Equal(t, http.StatusOK, code, body)
	assert.Equal(t, 1, strings.Count(body, c.ID), "the table is listed once: %s", body)
	assert.Contains(t, log.String(), "names another table")
	assert.Contains(t, log.String(), copyPath)
	// One game in play of two allowed: a second one is welcome.
	ts.create(t, humans("lino", `{}`, 2))
	require.NoError(t, ts.Close())
	after, err := os.ReadFile(copyPath)
	require.NoError(t, err)
	assert.Equal(t, whole, after, "the copy is left as it was")
}

// TestAnUnfinishedCreateIsRemoved: a create writes its log's header in one
// write and syncs it before it answers, so a log with no whole header line
// (empty, or the header's first bytes) was left by a create that a kill
// cut short, whose table no client ever learned of: the server removes it
// at start and says so, once; the other tables are served.
func TestAnUnfinishedCreateIsRemoved(t *testing.T) {
	dir := t.TempDir()
	c, _, sizes := playLogged(t, dir, "lino", `{"seed":"8"}`, 2)
	whole, err := os.ReadFile(logPath(dir, c.ID))
	require.NoError(t, err)
	left := map[string][]byte{
		"0empty": nil,
		"0half":  whole[:sizes[0]/2],
		"0all":   whole[:sizes[0]-1], // all but the header's newline
	}
	for id, data := range left {
		require.NoError(t, os.WriteFile(logPath(dir, id), data, 0o600))
	}
	ts, log := restart(t, dir)
	ts.table(t, c.ID)
	code, body := call(t, "GET", ts.url+"/api/tables", "", "")
	require.Equal(t, http.StatusOK, code, body)
	for id := range left {
		assert.NoFileExists(t, logPath(dir, id))
		assert.Contains(t, log.String(), logPath(dir, id))
		assert.NotContains(t, body, id)
	}
	assert.Contains(t, log.String(), "removed")
	assert.NotContains(t, log.String(), "damaged")
	require.NoError(t, ts.Close())

	ts, log = restart(t, dir)
	ts.table(t, c.ID)
	require.NoError(t, ts.Close())
	assert.NotContains(t, log.String(), "0half", "said once")
}
