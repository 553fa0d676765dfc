package tabletop_test

import (
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// samples returns values of each exported type of the package worth
// marshalling: the zero value and one in use. A type missing here fails
// TestNoRootTypeMarshalsSilently, so that a new type is checked too.
func samples(t *testing.T) map[string][]any {
	t.Helper()
	table := open(t, "linko", `{"players":2,"seed":"7"}`)
	next, events, err := table.Play(0, table.LegalMoves()[0])
	require.NoError(t, err)
	history, err := next.History(1)
	require.NoError(t, err)
	var event tabletop.Event
	for _, e := range events.All() {
		event = e
	}
	bot, err := tabletop.NewBot("linko", "ismcts", []byte(`{"iterations":5,"seed":"3"}`))
	require.NoError(t, err)
	games := tabletop.Games()
	choices := table.Choices(lang.English)
	_, _, err = table.Play(1, table.LegalMoves()[0])
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	save, err := next.WithNames([]string{"Ana"}).Save()
	require.NoError(t, err)
	return map[string][]any{
		"Save":       {tabletop.Save{}, save},
		"Table":      {tabletop.Table{}, table, next},
		"Events":     {tabletop.Events{}, events, history},
		"Event":      {tabletop.Event{}, event},
		"Bot":        {tabletop.Bot{}, *bot},
		"GameInfo":   {tabletop.GameInfo{}, games[0]},
		"OptionInfo": {tabletop.OptionInfo{}, games[0].Options[0]},
		"BotInfo":    {tabletop.BotInfo{}, games[0].Bots[0]},
		// the zero Choice and Move, which hold no move, refuse to marshal
		// (TestTheZeroChoiceAndMoveRefuseToMarshal); those in use marshal as the View's
		// choices do (TestChoicesMarshalAsTheViewsLegalMoves)
		"Choice":      {choices[0]},
		"Move":        {choices[0].Moves[0]},
		"SeatName":    {tabletop.SeatName{}, tabletop.DefaultName(lang.French, 1)},
		"MoveError":   {tabletop.MoveError{}, *refused},
		"Reason":      {tabletop.ReasonNotYourTurn},
		"OptionError": {tabletop.OptionError{}, tabletop.OptionError{Option: "rounds", Err: tabletop.ErrInvalidOptions}},
		"BotPanic":    {tabletop.BotPanic{}, tabletop.BotPanic{Bot: "corner", Value: "boom", Stack: "goroutine 7 [running]:"}},
		"NameError":   {tabletop.NameError{}, *nameError(t)},
		"Seating":     {tabletop.Seating{}, tabletop.Seating{Names: []string{"Ana"}, Computers: []int{1}}},
	}
}

// exportedTypes lists the exported types the package's source declares,
// but generic ones (Game is an interface of type parameters, no value).
func exportedTypes(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	var names []string
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		require.NoError(t, err)
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, spec := range g.Specs {
				s := spec.(*ast.TypeSpec)
				if s.Name.IsExported() && s.TypeParams == nil {
					names = append(names, s.Name.Name)
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// TestNoRootTypeMarshalsSilently: every exported type either marshals in
// the wire's shape (lowerCamel keys, never the empty object that says
// nothing) or refuses with an error that says what to marshal instead;
// one that refuses to marshal refuses to unmarshal too, so that no round
// trip gives an empty value without a word.
func TestNoRootTypeMarshalsSilently(t *testing.T) {
	all := samples(t)
	for _, name := range exportedTypes(t) {
		values, ok := all[name]
		require.True(t, ok, "tabletop.%s: add samples of it to samples()", name)
		for i, v := range values {
			data, err := json.Marshal(v)
			if err != nil {
				assert.Contains(t, err.Error(), "marshal", "%s %d: say what to marshal instead", name, i)
				assert.NotContains(t, err.Error(), "{", "%s %d: a refusal quotes no data", name, i)
				target := reflectNew(v)
				assert.Error(t, json.Unmarshal([]byte(`{}`), target), "%s %d: refused one way, refused the other", name, i)
				continue
			}
			assert.NotEqual(t, "{}", string(data), "%s %d", name, i)
			var object map[string]any
			if json.Unmarshal(data, &object) == nil {
				for key := range object {
					assert.Regexp(t, `^[a-z][A-Za-z]*$`, key, "%s %d: the wire's names", name, i)
				}
			}
		}
	}
}

// reflectNew returns a pointer to a new zero value of v's type.
func reflectNew(v any) any {
	switch v.(type) {
	case tabletop.Table:
		return new(tabletop.Table)
	case tabletop.Events:
		return new(tabletop.Events)
	case tabletop.Event:
		return new(tabletop.Event)
	case tabletop.Bot:
		return new(tabletop.Bot)
	case tabletop.MoveError:
		return new(tabletop.MoveError)
	case tabletop.OptionError:
		return new(tabletop.OptionError)
	case tabletop.NameError:
		return new(tabletop.NameError)
	case tabletop.Save:
		return new(tabletop.Save)
	}
	panic("reflectNew: add the type")
}

// A Table, Events and an Event hold secrets (a Table every hand, Events
// every draw): marshalling one by accident would send them. Each refuses,
// naming what to send instead, in a clause short enough for a log line.
func TestWhatHoldsSecretsRefusesToMarshal(t *testing.T) {
	all := samples(t)
	for name, want := range map[string]string{
		"Table":  "View(seat)",
		"Events": "JSON(seat)",
		"Event":  "JSON(seat)",
	} {
		for i, v := range all[name] {
			_, err := json.Marshal(v)
			require.Error(t, err, "%s %d", name, i)
			assert.Contains(t, err.Error(), want, "%s %d", name, i)
			_, err = v.(json.Marshaler).MarshalJSON()
			assert.LessOrEqual(t, len(err.Error()), 130, "%s %d: a clause for a log line, the why in the doc (go-r23 10): %s", name, i, err)
			_, err = json.Marshal(struct{ V any }{v})
			assert.Error(t, err, "%s %d inside another value", name, i)
		}
	}
	_, err := json.Marshal(tabletop.Table{})
	assert.ErrorIs(t, err, tabletop.ErrNoGame, "the zero Table's errors wrap ErrNoGame")
	for _, data := range []string{`{}`, `[]`, `"x"`} {
		assert.Error(t, json.Unmarshal([]byte(data), new(tabletop.Table)), data)
		assert.Error(t, json.Unmarshal([]byte(data), new(tabletop.Events)), data)
	}
}

// A Bot marshals as what NewBot takes, and unmarshals through NewBot: a
// server may keep its bots in JSON. The JSON leaves the bot's seed out,
// a secret: the bot it makes is of the same kind and options, with a seed
// of its own; Options makes the very same bot.
func TestABotMarshalsAsWhatMakesIt(t *testing.T) {
	unseeded, err := tabletop.NewBot("lino", "ismcts", []byte(`{"iterations":7}`))
	require.NoError(t, err)
	data, err := json.Marshal(unseeded)
	require.NoError(t, err)
	assert.JSONEq(t, `{"game":"lino","name":"ismcts","options":{"iterations":7,"ms":0,"workers":1,"untilDeadline":false}}`, string(data))

	var again tabletop.Bot
	require.NoError(t, json.Unmarshal(data, &again))
	assert.Equal(t, "lino", again.Game())
	assert.Equal(t, "ismcts", again.Name())
	again2, err := json.Marshal(again)
	require.NoError(t, err)
	assert.JSONEq(t, string(data), string(again2), "a bot of the same kind and options")
	assert.NotEqual(t, unseeded.Options(), again.Options(), "a seed drawn afresh")

	// A bot made with a seed refuses, and says to store its Options,
	// which make an equal bot.
	bot, err := tabletop.NewBot("lino", "ismcts", []byte(`{"iterations":7,"seed":"3"}`))
	require.NoError(t, err)
	_, err = json.Marshal(bot)
	assert.EqualError(t, err, "json: error calling MarshalJSON for type *tabletop.Bot: tabletop: invalid bot: a Bot made with a seed does not marshal to JSON, for its seed is a secret its JSON would lose: store its Options() and make it again with NewBot")
	assert.ErrorIs(t, err, tabletop.ErrInvalidBot)
	same, err := tabletop.NewBot("lino", "ismcts", bot.Options())
	require.NoError(t, err)
	table := open(t, "lino", `{"seed":"1"}`)
	want, err := bot.Choose(context.Background(), table)
	require.NoError(t, err)
	got, err := same.Choose(context.Background(), table)
	require.NoError(t, err)
	assert.Equal(t, want, got, "Options make an equal bot")

	// A nil *Bot is null; the zero Bot, which plays no game, refuses as
	// the other zero values do (Go builder r16, F10), saying what to
	// marshal instead.
	data, err = json.Marshal((*tabletop.Bot)(nil))
	require.NoError(t, err)
	assert.Equal(t, "null", string(data))
	for _, zero := range []any{tabletop.Bot{}, &tabletop.Bot{}} {
		_, err = json.Marshal(zero)
		assert.ErrorIs(t, err, tabletop.ErrNoGame)
		assert.ErrorContains(t, err, "marshal a Bot that NewBot made")
	}

	for data, want := range map[string]error{
		`{"game":"chess","name":"random"}`:                    tabletop.ErrUnknownGame,
		`{"game":"lino","name":"genius"}`:                     tabletop.ErrUnknownBot,
		`{"game":"lino","name":"ismcts","options":{"ms":-1}}`: tabletop.ErrInvalidOptions,
		`{"game":"lino","name":"random","colour":"red"}`:      nil,
		`[1]`: tabletop.ErrUnknownBot,
		`{"game":"lino","name":"random","name":"greedy"}`: tabletop.ErrUnknownBot,
		`{}`:                     tabletop.ErrUnknownBot, // no description: not an unknown game ""
		`{"name":"x"}`:           tabletop.ErrUnknownBot,
		`{"game":"lino"}`:        tabletop.ErrUnknownBot,
		`{"game":"","name":"x"}`: tabletop.ErrUnknownBot,
	} {
		var b tabletop.Bot
		err := json.Unmarshal([]byte(data), &b)
		require.Error(t, err, data)
		if want != nil {
			assert.ErrorIs(t, err, want, data)
		}
		assert.Equal(t, "", b.Name(), "%s: a refused bot is left as it was", data)
	}
	_, err = json.Marshal(struct{ B *tabletop.Bot }{unseeded})
	assert.NoError(t, err, "a bot inside another value")
	var b tabletop.Bot
	require.NoError(t, json.Unmarshal([]byte(`{"game":"linx","name":"greedy"}`), &b), "options left out: the defaults")
	assert.Equal(t, "greedy", b.Name())
	require.NoError(t, json.Unmarshal([]byte(`null`), &b))
	assert.Equal(t, "greedy", b.Name(), "null changes nothing, as encoding/json does")
}

// Table's doc says a struct holding a Table marshals while the Table is
// the zero one under `json:",omitzero"` (Go builder r28, #10): the zero
// Table is left out, and one in play still refuses, saying what to
// marshal instead.
func TestAZeroTableUnderOmitzeroIsLeftOut(t *testing.T) {
	type session struct {
		Table tabletop.Table `json:"table,omitzero"`
		Name  string         `json:"name"`
	}
	data, err := json.Marshal(session{Name: "a"})
	require.NoError(t, err)
	assert.JSONEq(t, `{"name":"a"}`, string(data))
	_, err = json.Marshal(session{Table: open(t, "linko", `{"seed":"1"}`), Name: "a"})
	assert.ErrorContains(t, err, "marshal")
}
