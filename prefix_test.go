package tabletop_test

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
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

// prefixes are the packages a message may begin with; oneSentinel, what a
// message holds once: a package's prefix, and then only at its start.
var (
	prefixes  = regexp.MustCompile(`^(linko|lino|linx|tabletop|rng|deck): `)
	anyPrefix = regexp.MustCompile(`\b(linko|lino|linx|tabletop|rng|deck|search|engine|json|context): `)
)

// errorPaths returns an error of many paths of the game g's package and of
// the handle, each named.
func errorPaths(t *testing.T, g string) map[string]error {
	table := open(t, g, `{"seed":"1"}`)
	after, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	position, err := after.Position()
	require.NoError(t, err)
	log, err := after.Log()
	require.NoError(t, err)
	paths := map[string]error{}
	try := func(name string, err error) { paths[name] = err }
	_, err = tabletop.Open(g, []byte(`{"players":99}`))
	try("open players", err)
	_, err = tabletop.Open(g, []byte(`{"seed":"x"}`))
	try("open seed", err)
	_, err = tabletop.Open(g, []byte(`[`))
	try("open broken", err)
	_, err = tabletop.Open(g, []byte(`{"nope":1}`))
	try("open unknown", err)
	_, err = tabletop.Open("nogame", nil)
	try("open no game", err)
	_, err = tabletop.Load(g, []byte(`{"game":"nope"}`))
	try("load other game", err)
	_, err = tabletop.Load(g, position[:len(position)-3])
	try("load broken", err)
	_, err = tabletop.Load(g, []byte(`{}`))
	try("load empty", err)
	_, err = tabletop.Load(g, []byte(`{"x":1}`))
	try("load unknown", err)
	_, err = tabletop.Fold(g, []byte(`{"seed":"1"}`), []json.RawMessage{[]byte(`{}`)})
	try("fold empty event", err)
	_, err = tabletop.Fold(g, []byte(`{"seed":"1"}`), append([]json.RawMessage{[]byte(`"x"`)}, log...))
	try("fold string event", err)
	_, err = tabletop.Fold(g, []byte(`{"seed":"1"}`), []json.RawMessage{[]byte(`{"kind":`)})
	try("fold broken event", err)
	_, err = tabletop.Fold(g, nil, nil)
	try("fold no seed", err)
	for _, move := range []string{"", "x", "9:x", "0:" + table.LegalMoves()[0]} {
		_, _, err = table.Play(table.ToMove(), move)
		try("play "+move, err)
		_, _, err = table.Play(1-table.ToMove(), move)
		try("play other "+move, err)
	}
	for _, move := range []string{`{`, `{"kind":"x"}`, `[1]`, `{"seat":9,"kind":"pass"}`, `{"kind":"pass","kind":"pass"}`} {
		_, _, err = table.PlayJSON(table.ToMove(), []byte(move))
		try("play JSON "+move, err)
	}
	_, _, err = table.Play(5, "x")
	try("play no seat", err)
	_, err = table.View(lang.English, 7)
	try("view no seat", err)
	_, err = tabletop.NewBot(g, "nope", nil)
	try("bot unknown", err)
	_, err = tabletop.NewBot(g, "ismcts", []byte(`{"ms":1e9}`))
	try("bot options", err)
	_, err = (tabletop.Table{}).Position()
	try("zero table", err)
	return paths
}

// gamePaths returns errors of the game packages' own functions.
func gamePaths() map[string]error {
	paths := map[string]error{}
	_, err := linko.New(linko.Options{Players: 9})
	paths["linko new"] = err
	_, err = linko.ParseMove("x")
	paths["linko parse"] = err
	_, err = linko.ParseMoveFor(1, "0:take")
	paths["linko parse for"] = err
	_, _, err = linko.Replay(linko.Options{Players: 2}, []linko.Move{linko.Take(0)})
	paths["linko replay"] = err
	_, err = linko.Fold(linko.Options{Players: 2}, []linko.Event{{Kind: linko.CardsTaken}})
	paths["linko fold"] = err
	_, err = linko.FromPosition(linko.Position{})
	paths["linko position"] = err
	var m linko.Move
	paths["linko move JSON"] = json.Unmarshal([]byte(`{"Kind":"take","seat":0}`), &m)
	_, err = lino.New(lino.Options{Players: 9})
	paths["lino new"] = err
	_, err = lino.ParseMove("x")
	paths["lino parse"] = err
	_, _, err = lino.Replay(lino.Options{}, []lino.Move{lino.Place(1, lino.Cell{})})
	paths["lino replay"] = err
	_, err = lino.FromPosition(lino.Position{})
	paths["lino position"] = err
	_, err = linx.New(linx.Options{Players: 9})
	paths["linx new"] = err
	_, err = linx.ParseMoveFor(0, "1:pass")
	paths["linx parse for"] = err
	_, _, err = linx.Replay(linx.Options{Players: 2}, []linx.Move{linx.PassTurn(0)})
	paths["linx replay"] = err
	_, err = linx.Fold(linx.Options{Players: 2}, []linx.Event{{Kind: linx.Passed, Seat: 1}})
	paths["linx fold"] = err
	_, err = linx.FromPosition(linx.Position{})
	paths["linx position"] = err
	return paths
}

// botPaths returns the errors of registered bots that fail, panic, play
// no legal move or do not answer, and of the handle's ErrNotFromStart: each
// reads as the game's, "linko: bot failed: the …", with no second prefix
// nor the game's name again.
func botPaths(t *testing.T) map[string]error {
	table := open(t, "linko", `{"seed":"1"}`)
	paths := map[string]error{}
	for what, choose := range map[string]func(context.Context, linko.View) (linko.Move, error){
		"fails":   func(context.Context, linko.View) (linko.Move, error) { return linko.Move{}, errors.New("no idea") },
		"panics":  func(context.Context, linko.View) (linko.Move, error) { panic("oops") },
		"illegal": func(context.Context, linko.View) (linko.Move, error) { return linko.Move{}, nil },
		"ignores": func(ctx context.Context, v linko.View) (linko.Move, error) {
			<-ctx.Done()
			return linko.Move{}, ctx.Err()
		},
	} {
		name := fresh("prefix-" + what)
		require.NoError(t, tabletop.RegisterBot("linko", tabletop.BotInfo{Name: name},
			func(json.RawMessage) (chooser, error) { return chooser(choose), nil }))
		bot, err := tabletop.NewBot("linko", name, nil)
		require.NoError(t, err)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		_, err = bot.Choose(ctx, table)
		cancel()
		paths["registered bot "+what] = err
		assert.NotContains(t, err.Error(), "linko's", "the game named once")
	}
	guessed, err := tabletop.Load("linko", mustPosition(t, table))
	require.NoError(t, err)
	_, err = guessed.Log()
	paths["loaded log"] = err
	assert.ErrorIs(t, err, tabletop.ErrNotFromStart)
	return paths
}

// chooser is a Linko! bot that is a function.
type chooser func(context.Context, linko.View) (linko.Move, error)

func (c chooser) Choose(ctx context.Context, v linko.View) (linko.Move, error) { return c(ctx, v) }

// mustPosition returns t's position.
func mustPosition(t *testing.T, tb tabletop.Table) []byte {
	position, err := tb.Position()
	require.NoError(t, err)
	return position
}

func TestEveryMessageHasOnePrefixAtItsStart(t *testing.T) {
	paths := gamePaths()
	for _, g := range []string{"linko", "lino", "linx"} {
		for name, err := range errorPaths(t, g) {
			paths[g+" "+name] = err
		}
	}
	bot, err := tabletop.NewBot("linko", "ismcts", nil)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = bot.Choose(ctx, open(t, "linko", `{"seed":"1"}`))
	paths["bot called off"] = err
	for name, err := range botPaths(t) {
		paths[name] = err
	}
	for name, err := range paths {
		if !assert.Error(t, err, name) {
			continue
		}
		text := err.Error()
		assert.Regexp(t, prefixes, text, "%s: a package's prefix at the start", name)
		assert.Len(t, anyPrefix.FindAllString(text, -1), 1, "%s: one prefix, not more: %s", name, text)
	}
}
