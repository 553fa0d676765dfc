package jsbridge

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// update rewrites the golden files of js/testdata from the native engine.
var update = flag.Bool("update", false, "rewrite js/testdata from the native engine")

// goldenDir is where the golden files live: beside the JavaScript
// package's tests, which replay them through the WebAssembly engine.
var goldenDir = filepath.Join("..", "..", "js", "testdata")

// A golden is one game played through the bridge: what the Node test plays
// again in WebAssembly and must find byte for byte.
type golden struct {
	// Game and Options are what the game was opened with; Reported, the
	// options the table reports.
	Game     string `json:"game"`
	Options  string `json:"options"`
	Reported string `json:"reported"`
	// Start is the digest of every seat's view before the first move.
	Start []string `json:"start"`
	// Steps are the moves, in order, and what each one did.
	Steps []step `json:"steps"`
	// Log and Position are the digests of the final table's log and
	// position; Scores and Winners its results.
	Log      string `json:"log"`
	Position string `json:"position"`
	Scores   []int  `json:"scores"`
	Winners  []int  `json:"winners"`
	// Final is every seat's view of the end, in full, the spectator's
	// first.
	Final []string `json:"final"`
}

// A step is one move and what every seat sees of it.
type step struct {
	// Seat played Move (its notation), as a JSON object when JSON is
	// set: the Move's "json" of the table's choices.
	Seat int    `json:"seat"`
	Move string `json:"move"`
	JSON bool   `json:"json,omitempty"`
	// Narration is the move's events as the spectator reads them, and
	// Turns the turn sentence each ends with ("" for none).
	Narration []string `json:"narration"`
	Turns     []string `json:"turns"`
	// Events is the digest, seat by seat from the spectator (-1), of the
	// move's events (JSON, text, narration, turns) as that seat sees them.
	Events []string `json:"events"`
	// Views is the digest, seat by seat from the spectator, of the view
	// after the move (JSON, and text in English, French, Italian and
	// Dutch).
	Views []string `json:"views"`
}

// digest is the first 16 hex digits of the SHA-256 of parts, each ended
// by a newline: enough to tell two byte strings apart, short enough to
// keep a whole game's golden file small.
func digest(parts ...[]byte) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write(p)
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// games are the games the golden files play: every game at every seat
// count, with each of its variants, and two seeds.
var games = []struct{ game, options string }{
	{"linko", `{"players":2,"seed":"1"}`},
	{"linko", `{"players":3,"seed":"2"}`},
	{"linko", `{"players":4,"seed":"3"}`},
	{"linko", `{"players":5,"seed":"4"}`},
	{"linko", `{"players":3,"seed":"5","firstSeat":2}`},
	{"lino", `{"seed":"1"}`},
	{"lino", `{"seed":"2","bonus":true}`},
	{"linx", `{"players":2,"seed":"1"}`},
	{"linx", `{"players":3,"seed":"2"}`},
	{"linx", `{"players":4,"seed":"3"}`},
	{"linx", `{"players":4,"seed":"4","teams":true}`},
}

// must calls method natively and fails the test on an error.
func must(t *testing.T, b *Bridge, method string, in ...any) []byte {
	t.Helper()
	out, err := b.Call(method, args(t, in...))
	if err != nil {
		t.Fatalf("%s%v: %v", method, in, err)
	}
	return out
}

// handleOf reads the handle of a table the bridge returned.
func handleOf(t *testing.T, out []byte) (handle, players, toMove int) {
	t.Helper()
	var info tableResult
	if err := json.Unmarshal(out, &info); err != nil {
		t.Fatal(err)
	}
	return info.Handle, info.Players, info.ToMove
}

// play plays one game with a seeded random bot, every other move as
// JSON, and records it.
func play(t *testing.T, game, options string) golden {
	b := New()
	g := golden{Game: game, Options: options}
	h, players, toMove := handleOf(t, must(t, b, "open", game, options))
	g.Reported = string(must(t, b, "options", h))
	views := func(h int) []string {
		var out []string
		for seat := -1; seat < players; seat++ {
			out = append(out, digest(must(t, b, "view", h, seat, "en"), must(t, b, "viewText", h, seat, "en"),
				must(t, b, "viewText", h, seat, "fr"), must(t, b, "viewText", h, seat, "it"), must(t, b, "viewText", h, seat, "nl")))
		}
		return out
	}
	g.Start = views(h)
	var bot struct{ Handle int }
	json.Unmarshal(must(t, b, "newBot", game, "random", `{"seed":"7"}`), &bot)
	var last tableResult
	for toMove >= 0 {
		var move string
		json.Unmarshal(must(t, b, "choose", bot.Handle, h), &move)
		s := step{Seat: toMove, Move: move, JSON: len(g.Steps)%2 == 1}
		var out []byte
		if s.JSON {
			out = must(t, b, "playJSON", h, toMove, string(moveJSON(t, b, h, move)), "en")
		} else {
			out = must(t, b, "play", h, toMove, move, "en")
		}
		var played struct {
			Table  tableResult
			Events int
		}
		json.Unmarshal(out, &played)
		json.Unmarshal(must(t, b, "narrate", played.Events, -1, nil, "en"), &s.Narration)
		json.Unmarshal(must(t, b, "turns", played.Events, -1, nil, "en"), &s.Turns)
		for seat := -1; seat < players; seat++ {
			s.Events = append(s.Events, digest(must(t, b, "eventsJSON", played.Events, seat),
				must(t, b, "eventsText", played.Events, seat), must(t, b, "narrate", played.Events, seat, nil, "en"),
				must(t, b, "turns", played.Events, seat, nil, "en")))
		}
		must(t, b, "release", played.Events)
		must(t, b, "release", h)
		last = played.Table
		h, toMove = last.Handle, last.ToMove
		s.Views = views(h)
		g.Steps = append(g.Steps, s)
	}
	g.Log = digest(must(t, b, "log", h))
	g.Position = digest(must(t, b, "position", h))
	g.Scores, g.Winners = last.Scores, last.Winners
	for seat := -1; seat < players; seat++ {
		g.Final = append(g.Final, string(must(t, b, "view", h, seat, "en")))
	}
	return g
}

// moveJSON returns the JSON of the move of notation among the table's
// choices (what a front-end sends), and checks that the bridge's choices
// are the table's, as json.Marshal writes them.
func moveJSON(t *testing.T, b *Bridge, h int, notation string) json.RawMessage {
	table, err := get[tabletop.Table](b, h)
	if err != nil {
		t.Fatal(err)
	}
	choices := table.Choices(lang.English)
	want, err := json.Marshal(choices)
	if err != nil {
		t.Fatal(err)
	}
	if got := must(t, b, "choices", h, "en"); !bytes.Equal(got, want) {
		t.Fatalf("the bridge's choices are\n%.300s\nnot the table's\n%.300s", got, want)
	}
	for _, c := range choices {
		for _, m := range c.Moves {
			if m.Notation == notation {
				return m.JSON
			}
		}
	}
	t.Fatalf("%s is not among the choices", notation)
	return nil
}

// A refused is a call the engine refuses, and its failure, byte for byte.
type refused struct {
	// At is the table the call is made at, when it is a table's, as a
	// game opened with options and the moves played since; the table's
	// handle comes before Args.
	At *at `json:"at,omitempty"`
	// Call and Args are the method and its arguments.
	Call string `json:"call"`
	Args []any  `json:"args"`
	// Failure is the failure's JSON.
	Failure string `json:"failure"`
}

// at is a table reached by playing, from the start, the first of the
// legal moves Plays times.
type at struct {
	Game    string `json:"game"`
	Options string `json:"options"`
	Plays   int    `json:"plays"`
}

// refusals are the refused moves and malformed inputs of the golden files.
func refusals(t *testing.T) []refused {
	linko := &at{"linko", `{"players":3,"seed":"42"}`, 0}
	linkoLater := &at{"linko", `{"players":3,"seed":"42"}`, 2}
	lino := &at{"lino", `{"seed":"42"}`, 0}
	linx := &at{"linx", `{"players":2,"seed":"42"}`, 0}
	cases := []refused{
		{Call: "open", Args: []any{"chess", ""}},
		{Call: "open", Args: []any{"linko", `{"players":1}`}},
		{Call: "open", Args: []any{"linko", `{"players":3,"seed":"x"}`}},
		{Call: "open", Args: []any{"linko", `{"nope":1}`}},
		{Call: "open", Args: []any{"lino", `{"players":`}},
		{Call: "open", Args: []any{"linx", `[]`}},
		{Call: "open", Args: []any{"linx", `{"players":4,"players":4}`}},
		{Call: "load", Args: []any{"linko", `{}`}},
		{Call: "load", Args: []any{"lino", `{"game":"linx"}`}},
		{Call: "load", Args: []any{"linx", `{"game":`}},
		{Call: "fold", Args: []any{"linko", `{"players":3}`, []string{}}},
		{Call: "fold", Args: []any{"lino", `{"seed":"1"}`, []string{`{"kind":"nope"}`}}},
		{Call: "newBot", Args: []any{"linko", "nobody", ""}},
		{Call: "newBot", Args: []any{"linx", "ismcts", `{"iterations":0}`}},
		{Call: "newBot", Args: []any{"lino", "random", `{"seed":-1}`}},
		{Call: "rules", Args: []any{"chess", "en"}},
		{Call: "nope", Args: []any{}},
	}
	for _, a := range []*at{linko, linkoLater, lino, linx} {
		cases = append(cases,
			refused{At: a, Call: "play", Args: []any{1, "pass", "en"}},
			refused{At: a, Call: "play", Args: []any{9, "pass", "en"}},
			refused{At: a, Call: "play", Args: []any{0, "", "en"}},
			refused{At: a, Call: "play", Args: []any{0, "xyzzy 1", "en"}},
			refused{At: a, Call: "playJSON", Args: []any{0, `{"kind":`, "en"}},
			refused{At: a, Call: "playJSON", Args: []any{0, `{"kind":"nope"}`, "en"}},
			refused{At: a, Call: "playJSON", Args: []any{0, `{"seat":1,"kind":"pass"}`, "en"}},
			refused{At: a, Call: "play", Args: []any{1, "pass", "de-CH, fr;q=0.8"}},
			refused{At: a, Call: "view", Args: []any{7, "en"}},
			refused{At: a, Call: "viewText", Args: []any{-2, "en"}},
		)
	}
	// Each refused move in every language: the sentence is the caller's
	// to choose.
	for _, l := range []string{"en", "fr", "it", "nl"} {
		cases = append(cases,
			refused{At: linko, Call: "play", Args: []any{1, "leave", l}},
			refused{At: linko, Call: "play", Args: []any{0, "play 13x9", l}},
			refused{At: linkoLater, Call: "play", Args: []any{2, "take 1", l}},
			refused{At: lino, Call: "play", Args: []any{0, "move 0,0 0,0", l}},
			refused{At: linx, Call: "playJSON", Args: []any{0, `"up R 19,19"`, l}},
		)
	}
	for i := range cases {
		c := &cases[i]
		b := New()
		args := c.Args
		if c.At != nil {
			h, _, toMove := handleOf(t, must(t, b, "open", c.At.Game, c.At.Options))
			for range c.At.Plays {
				var moves []string
				json.Unmarshal(must(t, b, "legalMoves", h), &moves)
				var played struct{ Table tableResult }
				json.Unmarshal(must(t, b, "play", h, toMove, moves[0], "en"), &played)
				h, toMove = played.Table.Handle, played.Table.ToMove
			}
			args = append([]any{h}, args...)
		}
		in, _ := json.Marshal(args)
		_, err := b.Call(c.Call, in)
		if err == nil {
			t.Fatalf("%s%s at %+v: no error", c.Call, in, c.At)
		}
		c.Failure = string(Failure(err))
	}
	return cases
}

// goldenFiles returns every golden file's name and contents.
func goldenFiles(t *testing.T) map[string][]byte {
	files := map[string][]byte{}
	for _, g := range games {
		var o struct {
			Players *int
			Seed    string
		}
		json.Unmarshal([]byte(g.options), &o)
		name := fmt.Sprintf("%s-%s.json", g.game, o.Seed)
		files[name] = encode(t, play(t, g.game, g.options))
	}
	files["refusals.json"] = encode(t, refusals(t))
	files["rules.json"] = encode(t, rules(t))
	return files
}

// rules returns every game's rules in short in every language, by game
// and language tag, as the native engine says them.
func rules(t *testing.T) map[string]map[string][]string {
	all := map[string]map[string][]string{}
	for _, game := range tabletop.GameNames() {
		all[game] = map[string][]string{}
		for _, l := range lang.All() {
			var paragraphs []string
			json.Unmarshal(must(t, New(), "rules", game, l.String()), &paragraphs)
			all[game][l.String()] = paragraphs
		}
	}
	return all
}

// encode writes v as JSON with one step, or one refusal, a line.
func encode(t *testing.T, v any) []byte {
	out, err := marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	out = bytes.ReplaceAll(out, []byte(`},{"seat":`), []byte("},\n{\"seat\":"))
	out = bytes.ReplaceAll(out, []byte(`},{"at":`), []byte("},\n{\"at\":"))
	out = bytes.ReplaceAll(out, []byte(`},{"call":`), []byte("},\n{\"call\":"))
	return append(out, '\n')
}

// TestGoldenFiles checks that js/testdata holds what the native engine
// plays today; go test -run GoldenFiles -update rewrites it.
func TestGoldenFiles(t *testing.T) {
	files := goldenFiles(t)
	if *update {
		os.RemoveAll(goldenDir)
		if err := os.MkdirAll(goldenDir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, data := range files {
			if err := os.WriteFile(filepath.Join(goldenDir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	entries, err := os.ReadDir(goldenDir)
	if err != nil {
		t.Fatal(err)
	}
	var stale []string
	for _, e := range entries {
		if _, ok := files[e.Name()]; !ok {
			stale = append(stale, e.Name()+" (no game writes it)")
		}
	}
	for name, data := range files {
		have, err := os.ReadFile(filepath.Join(goldenDir, name))
		if !bytes.Equal(have, data) {
			stale = append(stale, fmt.Sprintf("%s (%v)", name, err))
		}
	}
	if len(stale) > 0 {
		t.Errorf("js/testdata is stale; go test ./internal/jsbridge -run GoldenFiles -update rewrites it:\n%s", strings.Join(stale, "\n"))
	}
}
