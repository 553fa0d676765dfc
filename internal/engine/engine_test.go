package engine_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// A toy game's events: a counter that moves and a note.
type kind uint8

type event struct {
	Kind  kind
	Step  int
	Notes [2]int
	Word  string
}

var errInvalid = errors.New("toy: invalid event")

var codec = &engine.Codec[event, kind]{
	Game:     "toy",
	MaxBytes: 100,
	Names:    []string{"", "stepped", "noted", "marked"},
	Fields: [][]engine.Field[event]{
		nil,
		{engine.Int("step", func(e *event) *int { return &e.Step }, -5, 5)},
		{
			{Key: "notes", Bare: true, List: true,
				Get: func(e *event) string { return fmt.Sprintf("%d,%d", e.Notes[0], e.Notes[1]) },
				Set: func(e *event, text string) error {
					a, b, ok := strings.Cut(text, ",")
					x, errA := strconv.Atoi(a)
					y, errB := strconv.Atoi(b)
					if !ok || errA != nil || errB != nil {
						return errors.New("two numbers")
					}
					e.Notes = [2]int{x, y}
					return nil
				}},
			engine.Text("word", func(e *event) *string { return &e.Word },
				func(w string) string { return w },
				func(t string) (string, error) {
					if t == "" || strings.ContainsAny(t, " ,=") {
						return "", errors.New("a word")
					}
					return t, nil
				}),
		},
		// A mark's step is optional: left out when zero.
		{engine.Optional(engine.Int("step", func(e *event) *int { return &e.Step }, -5, 5),
			func(e *event) bool { return e.Step == 0 })},
	},
	Kind:    func(e *event) *kind { return &e.Kind },
	Invalid: errInvalid,
}

func TestCodecRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var e event
		if rapid.Bool().Draw(t, "stepped") {
			e = event{Kind: 1, Step: rapid.IntRange(-5, 5).Draw(t, "step")}
		} else {
			e = event{Kind: 2, Notes: [2]int{rapid.Int().Draw(t, "a"), rapid.Int().Draw(t, "b")},
				Word: rapid.StringMatching(`[a-z]{1,8}`).Draw(t, "word")}
		}
		text, err := codec.EncodeText(&e)
		require.NoError(t, err)
		var back event
		require.NoError(t, codec.DecodeText(text, &back))
		require.Equal(t, e, back)
		data, err := codec.EncodeJSON(&e)
		require.NoError(t, err)
		back = event{}
		require.NoError(t, codec.DecodeJSON(data, &back), "%s", data)
		require.Equal(t, e, back)
	})
}

func TestCodecForms(t *testing.T) {
	e := event{Kind: 2, Notes: [2]int{3, -4}, Word: "hi"}
	text, _ := codec.String(&e)
	assert.Equal(t, "noted notes=3,-4 word=hi", text)
	data, _ := codec.EncodeJSON(&e)
	assert.JSONEq(t, `{"kind":"noted","notes":[3,-4],"word":"hi"}`, string(data))
}

// TestAnOptionalFieldIsThereExactlyWhenItsEventHasIt: left out of the
// text and JSON when its Omit says so, read as zero when absent, and
// refused when given where it would be left out, so that every event has
// one text.
func TestAnOptionalFieldIsThereExactlyWhenItsEventHasIt(t *testing.T) {
	for _, c := range []struct {
		e          event
		text, json string
	}{
		{event{Kind: 3}, "marked", `{"kind":"marked"}`},
		{event{Kind: 3, Step: -2}, "marked step=-2", `{"kind":"marked","step":-2}`},
	} {
		text, err := codec.EncodeText(&c.e)
		require.NoError(t, err)
		assert.Equal(t, c.text, string(text))
		data, err := codec.EncodeJSON(&c.e)
		require.NoError(t, err)
		assert.JSONEq(t, c.json, string(data))
		var back event
		require.NoError(t, codec.DecodeText(text, &back))
		assert.Equal(t, c.e, back)
		back = event{}
		require.NoError(t, codec.DecodeJSON(data, &back))
		assert.Equal(t, c.e, back)
	}
	for _, text := range []string{"marked step=0", "marked word=x", "marked step=1 word=x"} {
		var e event
		err := codec.DecodeText([]byte(text), &e)
		assert.ErrorIs(t, err, errInvalid, "%q", text)
		assert.ErrorContains(t, err, "where they apply, step", "%q", text)
	}
}

func TestCodecRefusesWhatWouldNotReadBack(t *testing.T) {
	// A word with a tab: its Set takes it, but its text would read as two words.
	for _, e := range []event{{}, {Kind: 9}, {Kind: 1, Step: 6}, {Kind: 1, Word: "unused"}, {Kind: 2, Word: "a\tb"}} {
		_, err := codec.EncodeText(&e)
		assert.ErrorContains(t, err, "toy: cannot marshal", "%+v", e)
		_, err = codec.EncodeJSON(&e)
		assert.ErrorContains(t, err, "toy: cannot marshal", "%+v", e)
	}
}

// TestCodecRefusesInputLongerThanMaxBytes: text and JSON past the bound
// are refused, the bound named, and the event left alone; at the bound
// they are read.
func TestCodecRefusesInputLongerThanMaxBytes(t *testing.T) {
	long := "stepped step=1" + strings.Repeat(" ", 100-len("stepped step=1"))
	var e event
	require.NoError(t, codec.DecodeText([]byte(long), &e))
	assert.Equal(t, event{Kind: 1, Step: 1}, e)
	err := codec.DecodeText([]byte(long+" "), &e)
	assert.ErrorIs(t, err, errInvalid)
	assert.ErrorContains(t, err, "101 bytes of text; an event takes at most 100")
	data := `{"kind":"stepped","step":2}` + strings.Repeat(" ", 100)
	err = codec.DecodeJSON([]byte(data), &e)
	assert.ErrorIs(t, err, errInvalid)
	assert.ErrorContains(t, err, "bytes of JSON; an event takes at most 100")
	assert.Equal(t, event{Kind: 1, Step: 1}, e, "left alone")
}

func TestCodecRejectsMalformedInput(t *testing.T) {
	for _, text := range []string{"", "walked step=1", "stepped", "stepped step=1 step=1", "stepped step=9",
		"stepped step=1 word=x", "stepped step", "noted notes=1 word=x"} {
		e := event{Kind: 1, Step: 2}
		assert.ErrorIs(t, codec.DecodeText([]byte(text), &e), errInvalid, "%q", text)
		assert.Equal(t, event{Kind: 1, Step: 2}, e, "a failed decoding changed the event")
	}
	for _, data := range []string{`[]`, `{}`, `{"kind":1}`, `{"kind":"stepped","step":{}}`,
		`{"kind":"noted","notes":[[1],2],"word":"x"}`, `{"kind":"noted","notes":["1,2"],"word":"x"}`} {
		var e event
		assert.ErrorIs(t, codec.DecodeJSON([]byte(data), &e), errInvalid, "%s", data)
	}
}

// counter is a toy state for Replay and Fold: it counts, and refuses to go
// negative.
type counter int

func (c counter) Apply(step int) (counter, []event, error) {
	if int(c)+step < 0 {
		return c, nil, errors.New("below zero")
	}
	return c + counter(step), []event{{Kind: 1, Step: step}}, nil
}

func (c counter) Evolve(e event) (counter, error) {
	next, _, err := c.Apply(e.Step)
	return next, err
}

func TestReplayAndFoldNameTheFailingStep(t *testing.T) {
	illegal, invalid := errors.New("toy: illegal move"), errors.New("toy: invalid event")
	end, events, err := engine.Replay(counter(0), []int{2, 1, -1}, illegal)
	require.NoError(t, err)
	assert.Equal(t, counter(2), end)
	folded, err := engine.Fold(counter(0), events, invalid)
	require.NoError(t, err)
	assert.Equal(t, end, folded)

	stopped, events, err := engine.Replay(counter(0), []int{2, -5, 1}, illegal)
	assert.EqualError(t, err, "toy: illegal move: move 1 (-5): below zero", "one prefix, at the start")
	assert.ErrorIs(t, err, illegal)
	assert.Equal(t, counter(2), stopped)
	assert.Len(t, events, 1)
	stopped, err = engine.Fold(counter(0), []event{{Kind: 1, Step: 1}, {Kind: 1, Step: -3}}, invalid)
	assert.EqualError(t, err, "toy: invalid event: event 1: below zero")
	assert.ErrorIs(t, err, invalid)
	assert.Equal(t, counter(1), stopped)
}

func TestAtPutsThePlaceAfterTheSentinel(t *testing.T) {
	invalid := errors.New("toy: invalid event")
	err := engine.At(invalid, "event 3", fmt.Errorf("%w: no such kind", invalid))
	assert.EqualError(t, err, "toy: invalid event: event 3: no such kind")
	assert.ErrorIs(t, err, invalid)

	refuser := engine.Refuser{Game: "toy", Illegal: errors.New("toy: illegal move")}
	err = engine.At(refuser.Illegal, "move 2 (x)", refuser.Malformed(0, "x", "no verb"))
	assert.EqualError(t, err, `toy: illegal move: move 2 (x): "x" is not a move: no verb`)
	var refused *engine.MoveError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, engine.Malformed, refused.Reason)
}

func TestNamesGiveTheTextFormsOfAnEnumeration(t *testing.T) {
	phases := engine.Names[kind]{Package: "toy", Type: "Phase", Noun: "phase", Names: []string{"play", "over"}}
	assert.Equal(t, "over", phases.String(1))
	assert.Equal(t, "unknown phase (7)", phases.String(7))

	text, err := phases.MarshalText(0)
	require.NoError(t, err)
	assert.Equal(t, "play", string(text))
	_, err = phases.MarshalText(2)
	assert.EqualError(t, err, "toy: cannot marshal Phase(2)")

	v, err := phases.Parse([]byte("over"))
	require.NoError(t, err)
	assert.Equal(t, kind(1), v)
	_, err = phases.Parse([]byte("Over"))
	assert.EqualError(t, err, `"Over" is not a phase: use play, over`)
}

// CutSeat reads the seat as the notation writes it, and no other way: a
// sign, a leading zero or a space before the colon is refused (go-r35
// #10: "-0:", "+0:", "00:" and "0 :" all played as seat 0).
func TestCutSeat(t *testing.T) {
	seat, rest, err := engine.CutSeat(" 12:play 7x2")
	require.NoError(t, err)
	assert.Equal(t, 12, seat)
	assert.Equal(t, "play 7x2", rest)
	seat, _, err = engine.CutSeat("0: play 7x2")
	require.NoError(t, err)
	assert.Equal(t, 0, seat)
	_, _, err = engine.CutSeat("play 7x2")
	assert.ErrorIs(t, err, engine.ErrNoSeat)
	for _, text := range []string{"x:play", "-1:play", ":play", "-0:play", "+0:play", "00:play", "01:play", "0 :play", "2 :play", "0x1:play", "1_0:play"} {
		_, _, err = engine.CutSeat(text)
		require.Error(t, err, text)
		assert.NotErrorIs(t, err, engine.ErrNoSeat, text)
		assert.Contains(t, err.Error(), "is not a seat number", text)
	}
}

func TestPairsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x, y := rapid.Int8().Draw(t, "x"), rapid.Int8().Draw(t, "y")
		px, py, ok := engine.ParsePair(engine.FormatPair(x, y))
		require.True(t, ok)
		require.Equal(t, [2]int8{x, y}, [2]int8{px, py})
	})
	for _, text := range []string{"1", "1,2,3", "128,0", "0,-129", "a,b", ""} {
		_, _, ok := engine.ParsePair(text)
		assert.False(t, ok, text)
	}
}

// A toy event with a boolean field, which JSON writes as a boolean.
type flag struct {
	Kind kind
	Up   bool
}

var flagCodec = &engine.Codec[flag, kind]{
	Names:   []string{"", "flagged"},
	Fields:  [][]engine.Field[flag]{nil, {engine.Bool("up", func(e *flag) *bool { return &e.Up })}},
	Kind:    func(e *flag) *kind { return &e.Kind },
	Invalid: errInvalid,
}

func TestBoolFieldsAreJSONBooleans(t *testing.T) {
	for _, up := range []bool{false, true} {
		e := flag{Kind: 1, Up: up}
		data, err := flagCodec.EncodeJSON(&e)
		require.NoError(t, err)
		assert.Equal(t, fmt.Sprintf(`{"kind":"flagged","up":%t}`, up), string(data))
		var back flag
		require.NoError(t, flagCodec.DecodeJSON(data, &back))
		assert.Equal(t, e, back)
		text, err := flagCodec.EncodeText(&e)
		require.NoError(t, err)
		assert.Equal(t, fmt.Sprintf("flagged up=%t", up), string(text))
	}
	for _, bad := range []string{`{"kind":"flagged","up":1}`, `{"kind":"flagged","up":"yes"}`, `{"kind":"flagged","up":"T"}`} {
		var back flag
		assert.ErrorIs(t, flagCodec.DecodeJSON([]byte(bad), &back), errInvalid, bad)
	}
}
