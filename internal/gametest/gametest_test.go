package gametest_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
)

func nimSpec() gametest.Spec[nimOptions, nimState, nimMove, nimEvent, nimPosition] {
	return gametest.Spec[nimOptions, nimState, nimMove, nimEvent, nimPosition]{
		New:          newNim,
		Replay:       replayNim,
		Fold:         foldNim,
		Position:     nimState.Position,
		FromPosition: nimFromPosition,
		Seat:         func(m nimMove) int { return m.Seat },
		AnyMove: func(draw gametest.Draw) nimMove {
			return nimMove{draw(4, "seat") - 1, draw(5, "heap") - 1, draw(6, "take") - 1}
		},
		ErrIllegalMove: errIllegal,
		MaxDecisions:   15,
	}
}

func TestSoundToyPasses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		draw := func(n int, label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
		opts := nimOptions{Seed: rapid.Uint64().Draw(t, "seed")}
		end := gametest.Check(t, nimSpec(), opts, draw)
		require.True(t, end.Over())
	})
}

// recorder is a TB that remembers the first failure and stops the check
// there, as a test's FailNow would.
type recorder struct{ failure string }

type stopped struct{}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failure = fmt.Sprintf(format, args...)
	panic(stopped{})
}

// failureOf runs the harness on games with the flaw, choosing moves from a
// seeded stream, and returns the first failure it reports.
func failureOf(f flaw) string {
	src := rng.New(uint64(f))
	draw := func(n int, _ string) int { return src.IntN(n) }
	for seed := range uint64(50) {
		if report := failure(func(t gametest.TB) {
			gametest.Check(t, nimSpec(), nimOptions{Seed: seed, Flaw: f}, draw)
		}); report != "" {
			return report
		}
	}
	return ""
}

// failure runs check with a recorder, and returns the first failure it
// reports, "" for none.
func failure(check func(gametest.TB)) (report string) {
	var r recorder
	defer func() {
		if p := recover(); p != nil && p != (stopped{}) {
			panic(p)
		}
		report = r.failure
	}()
	check(&r)
	return ""
}

// TestHarnessCatchesFlaws shows that the harness fails, and says why, on
// toys that break the shared API in the ways it promises to catch.
func TestHarnessCatchesFlaws(t *testing.T) {
	require.Empty(t, failureOf(sound), "the harness fails the sound toy")
	for _, c := range []struct {
		name string
		flaw flaw
		says string
	}{
		{"mutates its receiver", mutatesReceiver, "changed its receiver"},
		{"lists a move twice", duplicateMove, "is listed twice"},
		{"accepts a wrong seat", acceptsWrongSeat, "which is not among the legal moves"},
		{"never ends", forgetsToEnd, "has not ended after 15 decisions"},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Contains(t, failureOf(c.flaw), c.says)
		})
	}
}

// toyItem is an item a toy refusal names: the same words in every language.
type toyItem string

// Words returns the item's words.
func (i toyItem) Words(lang.Language, func(int) speech.Person) string { return string(i) }

func TestCheckRefusalWantsAPlayersSentence(t *testing.T) {
	refuser := engine.Refuser{Game: "toy", Illegal: errors.New("toy: illegal move"), NotYourTurn: errors.New("toy: not your turn")}
	good := refuser.Refuse(1, "1:x", 0, engine.Refusal(engine.NotYourTurn, "", nil, "seat 1 cannot move"))
	assert.Empty(t, failure(func(t gametest.TB) { gametest.CheckRefusal(t, good, 2) }))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckRefusal(t, errors.New("toy: illegal move"), 2) }), "is not a *MoveError")
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckRefusal(t, good, 0) }), "counting from 1", "Seat 1 of no seats")
	refuser.Words = func(lang.Language) engine.Words { return engine.Words{"toy": "You cannot take {item}."} }
	dev := refuser.Refuse(0, "0:x", -1, engine.Refusal(engine.NotLegalHere, "toy", toyItem("heap=0"), "x"))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckRefusal(t, dev, 2) }), "developer words")
}
