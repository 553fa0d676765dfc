package tabletop_test

import (
	"context"
	"encoding/json"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// These tests hold Bot.Choose to its promises: every bot answers by the
// caller's deadline, the search with a move, and a registered bot's
// illegal move is refused.

// stubborn is a Linko! bot that ignores its context: each call waits for
// a word on release, then plays the move play gives (its first legal move
// when play is nil). It counts the calls under way at once.
type stubborn struct {
	release chan struct{}
	play    func(linko.View) linko.Move
	calls   atomic.Int32 // under way
	most    atomic.Int32 // the most at once
}

func (b *stubborn) Choose(_ context.Context, v linko.View) (linko.Move, error) {
	n := b.calls.Add(1)
	defer b.calls.Add(-1)
	for m := b.most.Load(); n > m && !b.most.CompareAndSwap(m, n); m = b.most.Load() {
	}
	<-b.release
	if b.play != nil {
		return b.play(v), nil
	}
	return v.LegalMoves()[0], nil
}

// registerLinko registers a Linko! bot whose maker returns bot, under a
// fresh name from prefix, and returns the handle's Bot of it and its name.
func registerLinko[B linko.Bot](t *testing.T, prefix string, bot B) (*tabletop.Bot, string) {
	t.Helper()
	name := fresh(prefix)
	require.NoError(t, tabletop.RegisterBot("linko", tabletop.BotInfo{Name: name, Doc: "a test's " + prefix + " bot"},
		func(json.RawMessage) (B, error) { return bot, nil }))
	made, err := tabletop.NewBot("linko", name, nil)
	require.NoError(t, err)
	return made, name
}

// settles waits for the number of goroutines to come back to want.
func settles(t *testing.T, want int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > want && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	assert.LessOrEqual(t, runtime.NumGoroutine(), want, "a goroutine outlived the bot's call")
}

func TestARegisteredBotThatIgnoresItsContextStillAnswersOnTime(t *testing.T) {
	b := &stubborn{release: make(chan struct{})}
	bot, name := registerLinko(t, "stubborn", b)
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	before := runtime.NumGoroutine()

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	move, err := bot.Choose(ctx, table)
	took := time.Since(start)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Empty(t, move)
	assert.Less(t, took, time.Second, "Choose waited for the bot")
	assert.Contains(t, err.Error(), `linko: called off: the "`+name+`" bot did not answer in time`)

	// The bot is still choosing: a second call refuses at once with
	// ErrBotBusy (Go builder r28, #7), not calling the bot twice at once
	// nor waiting out its own deadline for a bot that has overrun one.
	ctx2, cancel2 := context.WithTimeout(context.Background(), time.Hour)
	defer cancel2()
	_, err = bot.Choose(ctx2, table)
	require.ErrorIs(t, err, tabletop.ErrBotBusy)
	assert.NoError(t, ctx2.Err(), "refused at once, not at its deadline")
	assert.Contains(t, err.Error(), "still choosing an earlier move")

	// The abandoned call ends when the bot answers; its answer is dropped,
	// and nothing is left running. The count of goroutines alone is no
	// sign that the call has ended (another test's may end meanwhile):
	// Busy is.
	b.release <- struct{}{}
	require.Eventually(t, func() bool { return !bot.Busy() }, 5*time.Second, time.Millisecond,
		"the bot is busy after answering its abandoned call")
	settles(t, before)
	assert.Equal(t, int32(1), b.most.Load(), "the bot was called twice at once")

	// The bot answers the next call as before.
	go func() { b.release <- struct{}{} }()
	move, err = bot.Choose(context.Background(), table)
	require.NoError(t, err)
	assert.Contains(t, table.LegalMoves(), move)
	settles(t, before)

	// A context done before the call is the context's error, and the bot
	// is not called.
	done, cancelNow := context.WithCancel(context.Background())
	cancelNow()
	_, err = bot.Choose(done, table)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, "linko: called off: context canceled", err.Error())
	assert.Zero(t, b.calls.Load())
}

func TestARegisteredBotsIllegalMoveIsRefused(t *testing.T) {
	table := open(t, "linko", `{"players":3,"seed":"4"}`)
	seat := table.ToMove()
	for what, play := range map[string]func(linko.View) linko.Move{
		"another seat's move": func(v linko.View) linko.Move {
			m := v.LegalMoves()[0]
			m.Seat = (m.Seat + 1) % 3
			return m
		},
		"the zero move": func(linko.View) linko.Move { return linko.Move{} },
	} {
		b := &stubborn{release: make(chan struct{}), play: play}
		close(b.release)
		bot, name := registerLinko(t, "stubborn", b)
		move, err := bot.Choose(context.Background(), table)
		require.ErrorIs(t, err, tabletop.ErrBotFailed, what)
		assert.NotErrorIs(t, err, tabletop.ErrIllegalMove, "the bot's fault, not the caller's: %s", what)
		assert.NotErrorIs(t, err, linko.ErrIllegalMove, what)
		assert.Empty(t, move, what)
		view, _ := table.View(lang.English, seat)
		var v linko.View
		require.NoError(t, json.Unmarshal(view, &v))
		chose := `"` + play(v).String() + `"`
		if play(v) == (linko.Move{}) { // said in words, not as "0:MoveKind(0)"
			chose = "the zero Move, no move at all"
			assert.NotContains(t, err.Error(), "MoveKind")
		}
		assert.Contains(t, err.Error(), `linko: bot failed: the "`+name+`" bot chose `+chose+`, which is not a legal move now`, what)
	}
}

// panicking is a Linko! bot that panics.
type panicking struct{}

func (panicking) Choose(context.Context, linko.View) (linko.Move, error) { panic("out of ideas") }

func TestARegisteredBotsPanicIsAnError(t *testing.T) {
	bot, name := registerLinko(t, "panicking", panicking{})
	_, err := bot.Choose(context.Background(), open(t, "linko", `{"seed":"1"}`))
	require.ErrorIs(t, err, tabletop.ErrBotFailed)
	assert.NotErrorIs(t, err, tabletop.ErrIllegalMove, "the bot's fault, not the move's")
	assert.Equal(t, `linko: bot failed: the "`+name+`" bot panicked: out of ideas`, err.Error(), "one line, with no stack")
	var panicked *tabletop.BotPanic
	require.ErrorAs(t, err, &panicked)
	assert.Equal(t, name, panicked.Bot)
	assert.Equal(t, "out of ideas", panicked.Value)
	assert.Contains(t, panicked.Stack, "panicking.Choose", "the stack says where")
}

// nilBot is a LINX bot whose maker returns a nil pointer.
type nilBot struct{ last linx.Move }

func (b *nilBot) Choose(context.Context, linx.View) (linx.Move, error) { return b.last, nil }

// A maker that returns a nil pointer makes no bot: NewBot refuses it,
// rather than every Choose panicking.
func TestAMakersNilBotIsRefused(t *testing.T) {
	name := fresh("nil")
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: name},
		func(json.RawMessage) (*nilBot, error) { return nil, nil }))
	_, err := tabletop.NewBot("linx", name, nil)
	require.ErrorIs(t, err, tabletop.ErrBotFailed)
	assert.Contains(t, err.Error(), "it returned a nil *tabletop_test.nilBot, no bot")
}

// sulking is a Linko! bot that fails with an error of its own.
type sulking struct{}

var errSulking = errors.New("my bot is sulking")

func (sulking) Choose(context.Context, linko.View) (linko.Move, error) {
	return linko.Move{}, errSulking
}

// TestARegisteredBotsOwnErrorIsNotAnIllegalMove: a registered bot's own
// error wraps ErrBotFailed and the bot's error, not ErrIllegalMove, and
// names the game and the bot.
func TestARegisteredBotsOwnErrorIsNotAnIllegalMove(t *testing.T) {
	bot, name := registerLinko(t, "sulking", sulking{})
	_, err := bot.Choose(context.Background(), open(t, "linko", `{"seed":"1"}`))
	require.ErrorIs(t, err, tabletop.ErrBotFailed)
	require.ErrorIs(t, err, errSulking)
	assert.NotErrorIs(t, err, tabletop.ErrIllegalMove)
	assert.Contains(t, err.Error(), `linko: bot failed: the "`+name+`" bot: my bot is sulking`)
}

// TestTheSearchAnswersByTheDeadline: through the handle, in every game, an
// "ismcts" bot whose budget is far beyond the caller's 20 ms deadline
// answers within a moment with a legal move; the budget's iterations and
// ms stop it at whichever comes first, and a search untilDeadline at the
// deadline.
func TestTheSearchAnswersByTheDeadline(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"5"}`)
		for _, tc := range []struct {
			options  string
			deadline time.Duration // 0: none
		}{
			{`{"iterations":1000000,"seed":1}`, 20 * time.Millisecond},
			{`{"ms":60000,"seed":1}`, 20 * time.Millisecond},
			{`{"untilDeadline":true,"seed":1}`, 20 * time.Millisecond},
			{`{"iterations":1000000,"ms":60000,"workers":2,"seed":1}`, 20 * time.Millisecond},
			{`{"iterations":1000000,"ms":5,"seed":1}`, 0},
			{`{"iterations":10,"ms":60000,"seed":1}`, 0},
			{`{"iterations":10,"seed":1}`, time.Hour},
		} {
			bot, err := tabletop.NewBot(game, "ismcts", []byte(tc.options))
			require.NoError(t, err)
			ctx, cancel := context.WithCancel(context.Background())
			if tc.deadline > 0 {
				ctx, cancel = context.WithTimeout(context.Background(), tc.deadline)
			}
			start := time.Now()
			move, err := bot.Choose(ctx, table)
			took := time.Since(start)
			cancel()
			if err != nil { // late on a busy machine: the move comes with the news
				require.ErrorIs(t, err, tabletop.ErrLate, "%s %s", game, tc.options)
			}
			// Generous: CI runs under -race on busy machines.
			assert.Less(t, took, 3*time.Second, "%s %s", game, tc.options)
			_, _, err = table.Play(table.ToMove(), move)
			assert.NoError(t, err, "%s %s: the move %s", game, tc.options, move)
		}
	}
}

// TestAContextDoneBeforeTheCallIsTheOneCaseWithoutAMove: canceled, or its
// deadline already past, a ctx done when Choose is called gives no move
// and an error wrapping ctx.Err(), from every built-in bot of every game,
// as from a registered one, and from each game's typed ISMCTSBot.Search.
func TestAContextDoneBeforeTheCallIsTheOneCaseWithoutAMove(t *testing.T) {
	canceled, cancelNow := context.WithCancel(context.Background())
	cancelNow()
	expired, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Hour))
	defer cancel()
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"5"}`)
		for _, name := range []string{"random", "greedy", "ismcts"} {
			bot, err := tabletop.NewBot(game, name, nil)
			require.NoError(t, err)
			for _, ctx := range []context.Context{canceled, expired} {
				move, err := bot.Choose(ctx, table)
				assert.ErrorIs(t, err, ctx.Err(), "%s %s", game, name)
				assert.Empty(t, move, "%s %s", game, name)
			}
		}
	}
	s, err := linko.New(linko.Options{Players: 2, Seed: 5})
	require.NoError(t, err)
	res, err := new(linko.ISMCTSBot).Search(expired, s.View(s.ToMove()))
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Zero(t, res.Iterations)
	l, err := lino.New(lino.Options{Seed: 5})
	require.NoError(t, err)
	_, err = new(lino.ISMCTSBot).Search(expired, l.View(l.ToMove()))
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	x, err := linx.New(linx.Options{Players: 2, Seed: 5})
	require.NoError(t, err)
	_, err = new(linx.ISMCTSBot).Search(expired, x.View(x.ToMove()))
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}

// A nil context is refused with an error, for each built-in bot of each
// game and a registered one that never touches its context, alike, never
// a panic inside the bot or the handle (Go builder r23, 2).
func TestChooseRefusesANilContext(t *testing.T) {
	registered := fresh("first")
	require.NoError(t, tabletop.RegisterBot("lino", tabletop.BotInfo{Name: registered, Doc: "plays its first legal move"}, newLinoFirst))
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"1"}`)
		names := []string{"random", "greedy", "ismcts"}
		if game == "lino" {
			names = append(names, registered)
		}
		for _, name := range names {
			bot, err := tabletop.NewBot(game, name, nil)
			require.NoError(t, err)
			//lint:ignore SA1012 the nil context is what is tested
			move, err := bot.Choose(nil, table)
			require.Error(t, err, "%s %s", game, name)
			assert.Contains(t, err.Error(), "nil context", "%s %s", game, name)
			assert.Empty(t, move, "%s %s", game, name)
		}
	}
}
