package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// copyDir copies the files of dir (a files store's, open) into a new
// directory: what a disk holds if the machine stops at that moment and the
// kernel had written everything out.
func copyDir(t *testing.T, dir string) string {
	t.Helper()
	to := t.TempDir()
	names, err := filepath.Glob(filepath.Join(dir, "*"))
	require.NoError(t, err)
	for _, name := range names {
		data, err := os.ReadFile(name)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(to, filepath.Base(name)), data, 0o600))
	}
	return to
}

// TestJournalKeepsWhatTheLogsLost: a machine that stops loses what the
// kernel had not written out; the tables' logs are synced only at a
// checkpoint, so after a crash with their moves unsynced every
// acknowledged move comes back from the journal. A deleted table stays
// deleted, and a batch cut short (never synced, so never acknowledged) is
// left out, and said so.
func TestJournalKeepsWhatTheLogsLost(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	want := map[string][]moveRecord{}
	headers := map[string]int64{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := range 8 {
		id := fmt.Sprintf("j%d", i)
		rec, sum := storeTable(id, time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		headers[id] = fileSize(t, logPath(dir, id))
		wg.Go(func() {
			for k := range 5 {
				m := storeMove(k*2, 2)
				sum.Moves = k + 1
				if assert.NoError(t, st.Append(ctx, id, m, sum)) {
					mu.Lock()
					want[id] = append(want[id], m)
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	require.NoError(t, st.Delete(ctx, "j7"))
	require.Equal(t, firstJournals(), journalsIn(t, dir), "no checkpoint yet")

	crashed := copyDir(t, dir)
	for id, size := range headers {
		if id != "j7" {
			// The moves never reached the disk: only the synced header did.
			require.NoError(t, os.Truncate(logPath(crashed, id), size))
		}
	}
	f, err := os.OpenFile(journalPath(crashed, 0, 1), os.O_WRONLY, 0)
	require.NoError(t, err)
	// A batch cut short, where the next batch would have been, in the
	// journal's room.
	_, err = f.WriteAt(append([]byte("TTJ1\x40\x00\x00\x00\x00\x00\x00\x00"), "\x02j0"...), batchesLength(t, journalPath(crashed, 0, 1)))
	require.NoError(t, err)
	require.NoError(t, f.Close())
	require.NoError(t, os.Remove(filepath.Join(crashed, ".lock")))

	var logged syncBuffer
	again, err := openFilesStore(crashed, slog.New(slog.NewTextHandler(&logged, nil)))
	require.NoError(t, err)
	defer again.Close()
	assert.Contains(t, logged.String(), "cut short by a crash")
	assert.Equal(t, firstJournals(), journalsIn(t, crashed), "the replayed journals are removed, new ones begun")
	for id, moves := range want {
		_, got, err := again.Load(ctx, id)
		if id == "j7" {
			assert.ErrorIs(t, err, errNotFound, "a deleted table stays deleted")
			continue
		}
		require.NoError(t, err, id)
		assertMoves(t, moves, got, id)
	}
	list, err := again.List(ctx, listFilter{})
	require.NoError(t, err)
	assert.Len(t, list, 7)
}

// TestJournalAFailedSyncRefusesItsBatch: when the journal's sync fails,
// every move waiting on it is refused with the disk's error, no log keeps
// any of them, and what was acknowledged before is kept; once the disk
// works again the same moves are stored.
func TestJournalAFailedSyncRefusesItsBatch(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	sums := map[string]summary{}
	for i := range 12 {
		id := fmt.Sprintf("k%d", i)
		rec, sum := storeTable(id, time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		require.NoError(t, st.Append(ctx, id, storeMove(0, 1), sum))
		sums[id] = sum
	}
	sizes := map[string]int64{}
	for id := range sums {
		sizes[id] = fileSize(t, logPath(dir, id))
	}
	journalSizes := map[int]int64{}
	disk := error(syscall.EIO)
	for _, j := range st.journals {
		journalSizes[j.shard] = batchesLength(t, journalPath(dir, j.shard, 1))
		j.fault.Store(&disk)
	}
	var wg sync.WaitGroup
	for id, sum := range sums {
		wg.Go(func() {
			err := st.Append(ctx, id, storeMove(1, 2), sum)
			assert.ErrorIs(t, err, syscall.EIO, id)
			assert.ErrorContains(t, err, "table "+id+": writing the log: the journal: sync")
		})
	}
	wg.Wait()
	for id, size := range sizes {
		assert.Equal(t, size, fileSize(t, logPath(dir, id)), "%s: the refused move's lines are cut off", id)
		_, moves, err := st.Load(ctx, id)
		require.NoError(t, err)
		assertMoves(t, []moveRecord{storeMove(0, 1)}, moves, id)
	}
	for shard, size := range journalSizes {
		assert.Equal(t, size, fileSize(t, journalPath(dir, shard, 1)), "the journal is cut back, its room too")
	}
	refusedBy := map[string]*journal{}
	for id := range sums {
		refusedBy[id] = st.tables[id].journal
		assert.NotNil(t, refusedBy[id], "%s keeps the journal that refused its move", id)
	}

	for _, j := range st.journals {
		j.fault.Store(nil)
	}
	before, _ := journaled(t, dir)
	for id, sum := range sums {
		require.NoError(t, st.Append(ctx, id, storeMove(1, 2), sum))
	}
	after, _ := journaled(t, dir)
	for id, j := range refusedBy {
		name := journalName{j.shard, 1}
		assert.Equal(t, before[name][id]+1, after[name][id], "%s's next move is in the journal that refused the last", id)
	}
	require.NoError(t, st.Close())
	st, err = openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	for id := range sums {
		_, moves, err := st.Load(ctx, id)
		require.NoError(t, err)
		assertMoves(t, []moveRecord{storeMove(0, 1), storeMove(1, 2)}, moves, id)
	}
}

// TestJournalCheckpoints: many tables appending at once, with a journal
// that rotates every few batches, so that checkpoints run while moves are
// stored: every move is stored once, in order, the old journals are
// removed, and a store closed leaves none; the store keeps a third of the
// logs open, so that the tables' moves close each other's logs. (Run it
// under -race.)
func TestJournalCheckpoints(t *testing.T) {
	defer func(was int64) { journalRotate = was }(journalRotate)
	journalRotate = 2 << 10
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	const tables, moves = 24, 30
	st.maxOpen = tables / 3
	var wg sync.WaitGroup
	for i := range tables {
		id := fmt.Sprintf("r%d", i)
		rec, sum := storeTable(id, time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		wg.Go(func() {
			for k := range moves {
				sum.Moves = k + 1
				if !assert.NoError(t, st.Append(ctx, id, storeMove(k, 1), sum)) {
					return
				}
			}
		})
	}
	wg.Wait()
	for shard := range journalShards {
		names, err := journals(dir, shard, 0)
		require.NoError(t, err)
		require.NotEmpty(t, names)
		if shard == 0 { // the others take only what it cannot
			assert.Greater(t, names[len(names)-1].seq, 3, "shard %d's journal rotated", shard)
		}
		assert.LessOrEqual(t, len(names), 2, "shard %d's journals before a checkpoint are removed", shard)
	}
	require.NoError(t, st.Close())
	assert.Empty(t, journalsIn(t, dir), "a store closed leaves no journal")
	st, err = openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	for i := range tables {
		_, got, err := st.Load(ctx, fmt.Sprintf("r%d", i))
		require.NoError(t, err)
		require.Len(t, got, moves)
		for k, m := range got {
			assert.Equal(t, k, m.First)
		}
	}
	assert.ErrorIs(t, errors.Join(st.Close(), st.Append(ctx, "r0", storeMove(moves, 1), summary{})), errClosed,
		"a closed store takes no move")
}

// journalsIn returns the journals in dir.
func journalsIn(t *testing.T, dir string) []journalName {
	t.Helper()
	names, err := journals(dir, -1, 0)
	require.NoError(t, err)
	return names
}

// firstJournals are the journals of a store that has not rotated them.
func firstJournals() []journalName {
	var names []journalName
	for shard := range journalShards {
		names = append(names, journalName{shard, 1})
	}
	return names
}

// TestJournalGroupsMoves: moves of many tables that arrive together share
// a batch, and so a sync, and no batch holds more than maxBatch; every
// acknowledged move is in a journal, once.
func TestJournalGroupsMoves(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	var ids []string // more tables than a batch holds
	for i := range maxBatch + 20 {
		ids = append(ids, fmt.Sprintf("g%d", i))
	}
	const moves = 3
	var wg sync.WaitGroup
	for _, id := range ids {
		rec, sum := storeTable(id, time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		wg.Go(func() {
			for k := range moves {
				assert.NoError(t, st.Append(ctx, id, storeMove(k, 1), sum))
			}
		})
	}
	wg.Wait()
	stored, batches := journaled(t, dir)
	biggest := slices.Max(batches)
	assert.LessOrEqual(t, biggest, maxBatch)
	assert.Greater(t, biggest, 1, "moves that arrive together share a sync")
	for _, id := range ids {
		n := 0
		for _, tables := range stored {
			n += tables[id]
		}
		assert.Equal(t, moves, n, id)
	}
}

// TestJournalALightLoadUsesOne: moves that come one at a time all go to
// the first journal, and those of a few tables at once, each waiting for
// its answer before its next, share their syncs there: the writer waits
// for groupMoves of them (the commit delay set long, so that the batches
// do not depend on the machine's speed).
func TestJournalALightLoadUsesOne(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	const tables, moves = groupMoves, 5
	sums := map[string]summary{}
	st.setCommitDelay(0)
	for i := range tables {
		id := fmt.Sprintf("l%d", i)
		rec, sum := storeTable(id, time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		require.NoError(t, st.Append(ctx, id, storeMove(0, 1), sum), "one at a time")
		sums[id] = sum
	}
	st.setCommitDelay(time.Hour)
	var wg sync.WaitGroup
	for id, sum := range sums {
		wg.Go(func() {
			for k := 1; k < moves; k++ {
				assert.NoError(t, st.Append(ctx, id, storeMove(k, 1), sum))
			}
		})
	}
	wg.Wait()
	stored, batches := journaled(t, dir)
	assert.Equal(t, []journalName{{0, 1}}, slices.Collect(maps.Keys(stored)), "the first journal alone")
	want := slices.Repeat([]int{1}, tables)
	for range moves - 1 {
		want = append(want, groupMoves)
	}
	assert.Equal(t, want, batches, "a sync for each move alone, then for the moves of all the tables together")
}

// TestJournalForAMove: a move goes to the first journal with fewer than
// groupMoves moves waiting that is not broken; when all are busy, to its
// table's journal by its id, or the next that is not broken; and to the
// journal that refused its table's last move if one did.
func TestJournalForAMove(t *testing.T) {
	fs := &filesStore{}
	for range journalShards {
		fs.journals = append(fs.journals, &journal{queue: make(chan *journalMove, maxBatch)})
	}
	wait := func(j *journal, moves int) {
		for range moves {
			j.queue <- &journalMove{}
		}
	}
	ft := &fileTable{}
	assert.Same(t, fs.journals[0], fs.journalFor(ft, "a"))
	wait(fs.journals[0], groupMoves-1)
	assert.Same(t, fs.journals[0], fs.journalFor(ft, "a"), "room for one more")
	wait(fs.journals[0], 1)
	assert.Same(t, fs.journals[1], fs.journalFor(ft, "a"), "the first is full")
	fs.journals[1].refusing.Store(true)
	assert.Same(t, fs.journals[2], fs.journalFor(ft, "a"), "the second is broken")
	for _, j := range fs.journals[2:] {
		wait(j, groupMoves)
	}
	for _, id := range []string{"a", "b", "c", "d", "e", "f"} {
		want := journalOf(id)
		if want == 1 {
			want = 2 // the next, the second being broken
		}
		assert.Same(t, fs.journals[want], fs.journalFor(ft, id), "all busy: %s by its id", id)
	}
	ft.journal = fs.journals[3]
	assert.Same(t, fs.journals[3], fs.journalFor(ft, "a"), "the journal that refused the table's move")
}

// journaled returns the moves of each table in each journal in dir, and
// the number of moves of each batch.
func journaled(t *testing.T, dir string) (map[journalName]map[string]int, []int) {
	t.Helper()
	stored := map[journalName]map[string]int{}
	var batches []int
	for _, name := range journalsIn(t, dir) {
		data, err := os.ReadFile(journalPath(dir, name.shard, name.seq))
		require.NoError(t, err)
		for len(data) > 0 && !unwritten(data) {
			payload, rest, torn := nextBatch(data)
			require.Empty(t, torn)
			n := 0
			require.NoError(t, eachMove(payload, func(id string, at int64, lines []byte) error {
				if stored[name] == nil {
					stored[name] = map[string]int{}
				}
				stored[name][id]++
				n++
				return nil
			}))
			batches, data = append(batches, n), rest
		}
	}
	return stored, batches
}

// batchesLength returns the length of the batches of the journal at path,
// without the zeros of its room.
func batchesLength(t *testing.T, path string) int64 {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var n int64
	for len(data) > 0 && !unwritten(data) {
		_, rest, torn := nextBatch(data)
		require.Empty(t, torn)
		n += int64(len(data) - len(rest))
		data = rest
	}
	return n
}

// TestJournalWritesOverItsRoom: a journal's room is written ahead in
// zeros, a journalRoom at a time, so that a batch's sync commits no new
// length; a journal left with its room (a crash) replays its moves without
// a word of a batch cut short, and a batch longer than the room left
// makes room for itself.
func TestJournalWritesOverItsRoom(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	rec, sum := storeTable("w", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	headers := fileSize(t, logPath(dir, "w"))
	var want []moveRecord
	for k := range 3 {
		m := storeMove(k, 1)
		sum.Moves = k + 1
		require.NoError(t, st.Append(ctx, "w", m, sum))
		want = append(want, m)
	}
	path := journalPath(dir, 0, 1) // a light load's journal
	written := batchesLength(t, path)
	assert.Positive(t, written)
	assert.Less(t, written, int64(journalRoom))
	assert.Equal(t, int64(journalRoom), fileSize(t, path), "the room is written ahead")

	big := moveRecord{First: 3, Move: json.RawMessage(`"big"`),
		Events: []json.RawMessage{json.RawMessage(`{"pad":"` + strings.Repeat("x", journalRoom) + `"}`)}}
	sum.Moves = 4
	require.NoError(t, st.Append(ctx, "w", big, sum))
	want = append(want, big)
	assert.Equal(t, int64(2*journalRoom), fileSize(t, path), "a long batch makes its room")

	crashed := copyDir(t, dir)
	require.NoError(t, os.Truncate(logPath(crashed, "w"), headers)) // the moves never reached the log
	require.NoError(t, os.Remove(filepath.Join(crashed, ".lock")))
	var logged syncBuffer
	again, err := openFilesStore(crashed, slog.New(slog.NewTextHandler(&logged, nil)))
	require.NoError(t, err)
	defer again.Close()
	assert.NotContains(t, logged.String(), "cut short")
	_, got, err := again.Load(ctx, "w")
	require.NoError(t, err)
	assertMoves(t, want, got, "w")
}

// TestJournalCommitDelayIsTheServers: the server's -commit-delay is its
// journals' wait for more moves, 2 ms unless it says, 0 for none.
func TestJournalCommitDelayIsTheServers(t *testing.T) {
	for args, want := range map[string]time.Duration{"": commitDelay, "0": 0, "500us": 500 * time.Microsecond} {
		argv := []string{"-data", t.TempDir()}
		if args != "" {
			argv = append(argv, "-commit-delay", args)
		}
		cfg, _, _ := flags(flag.NewFlagSet("server", flag.ContinueOnError), argv)
		cfg.logger = logTo(t)
		s, err := newServer(cfg)
		require.NoError(t, err)
		for _, j := range s.store.(*filesStore).journals {
			assert.Equal(t, want, j.delay, "-commit-delay %q", args)
		}
		require.NoError(t, s.Close())
	}
}
