package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop"
)

// testStore is the contract every Store keeps: each store's test calls it
// with a function that makes an empty store (closed by the test's
// cleanup).
func testStore(t *testing.T, newStore func(t *testing.T) Store) {
	for _, c := range []struct {
		name string
		run  func(*testing.T, Store)
	}{
		{"create and load", storeCreateAndLoad},
		{"no such table", storeNoSuchTable},
		{"append and catch up", storeAppendAndCatchUp},
		{"a move's events given unencoded", storeEventsGivenUnencoded},
		{"a stale append conflicts and changes nothing", storeAStaleAppendConflictsAndChangesNothing},
		{"racing appends serialize", storeRacingAppendsSerialize},
		{"list and count", storeListAndCount},
		{"delete", storeDelete},
	} {
		t.Run(c.name, func(t *testing.T) { c.run(t, newStore(t)) })
	}
}

// storeCreateAndLoad: a table is loaded as it was made, and its id is
// taken once.
func storeCreateAndLoad(t *testing.T, st Store) {
	ctx := context.Background()
	rec, sum := storeTable("a1", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	got, moves, err := st.Load(ctx, rec.ID)
	require.NoError(t, err)
	assertRecord(t, rec, got)
	assert.Empty(t, moves)
	assert.ErrorIs(t, st.Create(ctx, rec, sum), errExists, "an id is taken once")
}

// storeNoSuchTable: every method answers errNotFound for a table that
// is not there.
func storeNoSuchTable(t *testing.T, st Store) {
	ctx := context.Background()
	_, _, err := st.Load(ctx, "nope")
	assert.ErrorIs(t, err, errNotFound)
	_, err = st.Moves(ctx, "nope", 0)
	assert.ErrorIs(t, err, errNotFound)
	assert.ErrorIs(t, st.Append(ctx, "nope", storeMove(0, 1), summary{ID: "nope"}), errNotFound)
	assert.ErrorIs(t, st.Delete(ctx, "nope"), errNotFound)
}

// storeAppendAndCatchUp: appended moves load in order, and Moves gives
// those whose first event is at or after its index.
func storeAppendAndCatchUp(t *testing.T, st Store) {
	ctx := context.Background()
	rec, sum := storeTable("b2", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	want := []moveRecord{storeMove(0, 2), storeMove(2, 1), storeMove(3, 3)}
	for i, m := range want {
		sum.Moves, sum.Updated = i+1, sum.Updated.Add(time.Second)
		require.NoError(t, st.Append(ctx, rec.ID, m, sum))
	}
	_, moves, err := st.Load(ctx, rec.ID)
	require.NoError(t, err)
	assertMoves(t, want, moves)
	// A move is returned when its first event is at from or later.
	for from, k := range []int{0, 1, 1, 2, 3, 3, 3} {
		got, err := st.Moves(ctx, rec.ID, from)
		require.NoError(t, err)
		assertMoves(t, want[k:], got, "moves from event %d", from)
	}
}

// storeEventsGivenUnencoded: a move appended with its events as the game
// gave them (the server's every move) loads with their Log, whether the
// store encoded them as it took them or when it was read.
func storeEventsGivenUnencoded(t *testing.T, st Store) {
	ctx := context.Background()
	rec, sum := storeTable("u5", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	game, err := tabletop.Open("linko", json.RawMessage(`{"players":2,"seed":"7"}`))
	require.NoError(t, err)
	_, events, err := game.Play(game.ToMove(), game.LegalMoves()[0])
	require.NoError(t, err)
	log, err := events.Log()
	require.NoError(t, err)
	sum.Moves = 1
	require.NoError(t, st.Append(ctx, rec.ID, moveRecord{First: 0, Seat: game.ToMove(), Move: json.RawMessage(`"m0"`), played: events}, sum))
	want := []moveRecord{{First: 0, Seat: game.ToMove(), Move: json.RawMessage(`"m0"`), Events: log}}
	_, moves, err := st.Load(ctx, rec.ID)
	require.NoError(t, err)
	assertMoves(t, want, moves)
	moves, err = st.Moves(ctx, rec.ID, 0)
	require.NoError(t, err)
	assertMoves(t, want, moves)
	assert.ErrorIs(t, st.Append(ctx, rec.ID, storeMove(len(log)-1, 1), sum), errConflict, "the events given unencoded count")
}

// storeAStaleAppendConflictsAndChangesNothing: a move whose first event
// is not the log's next is errConflict, and nothing changes.
func storeAStaleAppendConflictsAndChangesNothing(t *testing.T, st Store) {
	ctx := context.Background()
	rec, sum := storeTable("c3", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	require.NoError(t, st.Append(ctx, rec.ID, storeMove(0, 2), sum))
	for _, first := range []int{0, 1, 3} {
		err := st.Append(ctx, rec.ID, storeMove(first, 1), sum)
		assert.ErrorIs(t, err, errConflict, "a move at event %d of 2", first)
	}
	_, moves, err := st.Load(ctx, rec.ID)
	require.NoError(t, err)
	assertMoves(t, []moveRecord{storeMove(0, 2)}, moves)
}

// storeRacingAppendsSerialize: of several writers appending at one
// event index at once, exactly one wins.
func storeRacingAppendsSerialize(t *testing.T, st Store) {
	ctx := context.Background()
	rec, sum := storeTable("d4", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	for round := range 5 {
		var wg sync.WaitGroup
		errs := make([]error, 6)
		for w := range errs {
			wg.Go(func() {
				m := storeMove(round, 1)
				m.Seat = w
				errs[w] = st.Append(ctx, rec.ID, m, sum)
			})
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			if err == nil {
				won++
			} else {
				assert.ErrorIs(t, err, errConflict)
			}
		}
		assert.Equal(t, 1, won, "round %d: one append wins", round)
	}
	_, moves, err := st.Load(ctx, rec.ID)
	require.NoError(t, err)
	require.Len(t, moves, 5)
	for i, m := range moves {
		assert.Equal(t, i, m.First)
	}
}

// storeListAndCount: List and Count select by each filter, newest first,
// giving the summaries the appends stored.
func storeListAndCount(t *testing.T, st Store) {
	ctx := context.Background()
	base := time.Now().Add(-time.Hour)
	var sums []summary
	for i := range 4 {
		rec, sum := storeTable(fmt.Sprintf("e%d", i), base.Add(time.Duration(i)*time.Minute))
		sum.OpenSeats = i // kept from the creation on
		require.NoError(t, st.Create(ctx, rec, sum))
		sums = append(sums, sum)
	}
	// Table e1 is over; e2 waits for its bot and moved at base+30m, a
	// seat taken by the move.
	sums[1].Over, sums[1].ToMove, sums[1].Moves, sums[1].Updated, sums[1].OpenSeats = true, -1, 1, base.Add(20*time.Minute), 0
	require.NoError(t, st.Append(ctx, "e1", storeMove(0, 1), sums[1]))
	sums[2].BotToMove, sums[2].ToMove, sums[2].Moves, sums[2].Updated, sums[2].OpenSeats = true, 1, 1, base.Add(30*time.Minute), 1
	require.NoError(t, st.Append(ctx, "e2", storeMove(0, 1), sums[2]))

	over, notOver := true, false
	for _, c := range []struct {
		name string
		f    listFilter
		want []int // indices into sums, in the order List gives
	}{
		{"all", listFilter{}, []int{3, 2, 1, 0}},
		{"one table", listFilter{ID: "e2"}, []int{2}},
		{"one table, over", listFilter{ID: "e2", Over: &over}, nil},
		{"no such table", listFilter{ID: "nope"}, nil},
		{"limit", listFilter{Limit: 2}, []int{3, 2}},
		{"over", listFilter{Over: &over}, []int{1}},
		{"not over", listFilter{Over: &notOver}, []int{3, 2, 0}},
		{"bot to move", listFilter{BotToMove: true}, []int{2}},
		{"idle", listFilter{UpdatedBefore: base.Add(25 * time.Minute)}, []int{3, 1, 0}},
		{"in play", listFilter{UpdatedSince: base.Add(20 * time.Minute), Over: &notOver}, []int{2}},
		{"idle and not over", listFilter{UpdatedBefore: base.Add(25 * time.Minute), Over: &notOver}, []int{3, 0}},
	} {
		list, err := st.List(ctx, c.f)
		require.NoError(t, err, c.name)
		require.Len(t, list, len(c.want), c.name)
		for k, i := range c.want {
			assertSummary(t, sums[i], list[k], c.name)
		}
		n, err := st.Count(ctx, c.f)
		require.NoError(t, err, c.name)
		if c.f.Limit == 0 {
			assert.Equal(t, len(c.want), n, c.name)
		} else {
			assert.Equal(t, 4, n, "%s: Count ignores the limit", c.name)
		}
	}
}

// storeDelete: a deleted table is gone, and only it.
func storeDelete(t *testing.T, st Store) {
	ctx := context.Background()
	for _, id := range []string{"f1", "f2"} {
		rec, sum := storeTable(id, time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		require.NoError(t, st.Append(ctx, id, storeMove(0, 1), sum))
	}
	require.NoError(t, st.Delete(ctx, "f1"))
	_, _, err := st.Load(ctx, "f1")
	assert.ErrorIs(t, err, errNotFound)
	assert.ErrorIs(t, st.Append(ctx, "f1", storeMove(1, 1), summary{ID: "f1"}), errNotFound)
	assert.ErrorIs(t, st.Delete(ctx, "f1"), errNotFound)
	list, err := st.List(ctx, listFilter{})
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, "f2", list[0].ID)
	_, moves, err := st.Load(ctx, "f2")
	require.NoError(t, err)
	assert.Len(t, moves, 1, "the other table keeps its moves")
}

// storeTable returns the record and first summary of a two-seat table
// made at created (to the millisecond, as every store keeps it).
func storeTable(id string, created time.Time) (tableRecord, summary) {
	created = created.UTC().Truncate(time.Millisecond)
	rec := tableRecord{
		Tabletop: 1, ID: id, Game: "lino",
		Options: json.RawMessage(`{"players":2,"seed":"12345678901234567890"}`),
		Seats: []seatSpec{{Player: "human", TokenHash: fmt.Sprintf("%064x", 7)},
			{Player: "bot", Bot: "ismcts", Options: json.RawMessage(`{"iterations":10}`)}},
		CreatorHash: fmt.Sprintf("%064x", 9),
		BotDelayMs:  250,
		Created:     created,
	}
	return rec, summary{ID: id, Game: "lino", Players: 2, ToMove: 0, Created: created, Updated: created}
}

// storeMove returns a move of seat 0 whose n events begin at first.
func storeMove(first, n int) moveRecord {
	m := moveRecord{First: first, Seat: 0, Move: json.RawMessage(fmt.Sprintf(`"m%d"`, first))}
	for k := range n {
		m.Events = append(m.Events, json.RawMessage(fmt.Sprintf(`{"kind":"e","i":%d,"secret":[1,2]}`, first+k)))
	}
	return m
}

func assertRecord(t *testing.T, want, got tableRecord) {
	t.Helper()
	assert.JSONEq(t, string(want.Options), string(got.Options))
	assert.True(t, want.Created.Equal(got.Created), "created %v, want %v", got.Created, want.Created)
	require.Len(t, got.Seats, len(want.Seats))
	for i := range want.Seats {
		w, g := want.Seats[i], got.Seats[i]
		assert.Equal(t, [3]string{w.Player, w.Bot, w.TokenHash}, [3]string{g.Player, g.Bot, g.TokenHash})
		if len(w.Options) > 0 {
			assert.JSONEq(t, string(w.Options), string(g.Options))
		}
	}
	want.Options, got.Options, want.Seats, got.Seats = nil, nil, nil, nil
	want.Created, got.Created = time.Time{}, time.Time{}
	assert.Equal(t, want, got)
}

func assertMoves(t *testing.T, want, got []moveRecord, msgAndArgs ...any) {
	t.Helper()
	require.Len(t, got, len(want), msgAndArgs...)
	for i := range want {
		assert.Equal(t, want[i].First, got[i].First, msgAndArgs...)
		assert.Equal(t, want[i].Seat, got[i].Seat, msgAndArgs...)
		assert.JSONEq(t, string(want[i].Move), string(got[i].Move), msgAndArgs...)
		require.Len(t, got[i].Events, len(want[i].Events), msgAndArgs...)
		for k := range want[i].Events {
			assert.JSONEq(t, string(want[i].Events[k]), string(got[i].Events[k]), msgAndArgs...)
		}
	}
}

func assertSummary(t *testing.T, want, got summary, msg string) {
	t.Helper()
	assert.True(t, want.Created.Equal(got.Created), "%s: %s created %v, want %v", msg, want.ID, got.Created, want.Created)
	assert.True(t, want.Updated.Equal(got.Updated), "%s: %s updated %v, want %v", msg, want.ID, got.Updated, want.Updated)
	want.Created, got.Created, want.Updated, got.Updated = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	assert.Equal(t, want, got, msg)
}

func TestMemoryStore(t *testing.T) {
	testStore(t, func(t *testing.T) Store { return newMemoryStore() })
}

func TestFilesStore(t *testing.T) {
	testStore(t, func(t *testing.T) Store {
		fs, err := openFilesStore(t.TempDir(), logTo(t))
		require.NoError(t, err)
		t.Cleanup(func() { fs.Close() })
		return fs
	})
}

// TestFilesStoreListsAfterAReopen: a files store opened again lists each
// table's summary from its log's last whole move, whatever the log's
// length, and a torn last move is not counted.
func TestFilesStoreListsAfterAReopen(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	want := map[string]summary{}
	for i, moves := range []int{0, 3, 400} { // the last is longer than the tail read
		rec, sum := storeTable(fmt.Sprintf("g%d", i), time.Now().Add(time.Duration(i)*time.Second))
		require.NoError(t, st.Create(ctx, rec, sum))
		for k := range moves {
			sum.Moves, sum.ToMove, sum.BotToMove, sum.Updated, sum.OpenSeats = k+1, k%2, k%2 == 1, sum.Updated.Add(time.Second), k%3
			m := storeMove(k*3, 3)
			m.Events[1] = json.RawMessage(fmt.Sprintf(`{"pad":%q}`, strings.Repeat("x", 100)))
			require.NoError(t, st.Append(ctx, rec.ID, m, sum))
		}
		want[rec.ID] = sum
	}
	require.NoError(t, st.Close())
	// A move cut short by a crash at the end of g1's log.
	f, err := os.OpenFile(logPath(dir, "g1"), os.O_WRONLY|os.O_APPEND, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"i":9,"seat":0,"move":"m","n":2,"sum":{"toMove":1,"over":true,"moves":4},"event":{}}` + "\n" + `{"i":1`)
	require.NoError(t, err)
	require.NoError(t, f.Close())

	st, err = openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	defer st.Close()
	list, err := st.List(ctx, listFilter{})
	require.NoError(t, err)
	require.Len(t, list, 3)
	for _, got := range list {
		assertSummary(t, want[got.ID], got, got.ID)
	}
	_, err = openFilesStore(dir, logTo(t))
	assert.ErrorContains(t, err, "in use by another server", "one process per directory")
}

// A move's summary in a files store's log is written by hand as
// json.Marshal writes it, every field and time, and refused where
// json.Marshal refuses.
func TestFileSummaryIsWhatJSONMarshalWrites(t *testing.T) {
	base := time.Date(2026, 11, 29, 15, 4, 5, 0, time.UTC)
	for i, at := range []time.Time{base, base.Add(123 * time.Millisecond), base.Add(time.Nanosecond), {}, base.In(time.FixedZone("", 3600)), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)} {
		s := &fileSummary{ToMove: i%3 - 1, Over: i%2 == 1, Moves: i * 97, Updated: at, BotToMove: i%3 == 0, OpenSeats: i % 3}
		want, wantErr := json.Marshal(s)
		got, err := s.appendJSON([]byte("x"))
		if wantErr != nil {
			require.Error(t, err, "%v", at)
			continue
		}
		require.NoError(t, err)
		require.Equal(t, "x"+string(want), string(got))
	}
}
