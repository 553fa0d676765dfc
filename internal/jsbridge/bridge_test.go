package jsbridge

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// A refusedMove is shaped like a game's refused move: a Reason field and a
// Sentence method.
type refusedMove struct{ Reason string }

func (refusedMove) Error() string { return "linko: not your turn: seat 1 to move" }
func (refusedMove) Sentence(l lang.Language, names []string) string {
	return "It is not your turn."
}

func TestFailureCarriesAReasonAndASentence(t *testing.T) {
	err := fmt.Errorf("wrapped: %w", &refusedMove{"not-your-turn"})
	var f failure
	if err := json.Unmarshal(Failure(err), &f); err != nil {
		t.Fatal(err)
	}
	every := map[string]string{"en": "It is not your turn.", "fr": "It is not your turn.", "it": "It is not your turn.", "nl": "It is not your turn."}
	want := failure{Code: "error", Reason: "not-your-turn", Message: "It is not your turn.", Detail: "wrapped: not your turn: seat 1 (the second seat) to move", PlayerMessage: "It is not your turn.", PlayerMessages: every}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("Failure = %+v, want %+v", f, want)
	}
	if got := string(Failure(errors.New("plain"))); got != `{"code":"error","message":"plain","detail":"plain","playerMessage":"Something went wrong: that cannot be done now."}` {
		t.Errorf("a plain error: %s", got)
	}
}

// TestDetailsInThePackagesWords: a detail names the JavaScript package's
// functions and no Go package ("lino: "), and counts seats from 1 as a player's sentence does, but
// for a seat the caller gave, which it keeps in the caller's count.
func TestDetailsInThePackagesWords(t *testing.T) {
	for in, want := range map[string]string{
		"linko: not your turn: seat 1 cannot move now: seat 0 is to play":                         "not your turn: seat 1 (the second seat) cannot move now: seat 0 (the first seat) is to play",
		"tabletop: no such seat: seat 5; the table has seats 0 to 2, and -1 for a spectator":      "no seat 5: the table has seats 0 to 2 (the first to the third), and -1 for a spectator",
		"linko: invalid options: first seat 3 does not exist with 2 players":                      "invalid options: first seat 3 does not exist with 2 players",
		"tabletop: invalid options: lino's ismcts bot: no option \"foo\"":                         "invalid options: lino's ismcts bot: no option \"foo\"",
		"lino: invalid position: no game: the View shows none":                                    "invalid position: the view holds no game (pass what Table.view returned)",
		"the seed is missing: give the one the game was opened with, which Table.Options reports": "the seed is missing: give the one the game was opened with, which Table.options() reports",
		"hands[1]: seat 1 holds 3 cards":                                                          "hands[1]: seat 1 (the second seat) holds 3 cards",
		"a seating of 12 seats":                                                                   "a seating of 12 seats",
	} {
		if got := inPackageWords(in); got != want {
			t.Errorf("inPackageWords(%q) = %q, want %q", in, got, want)
		}
	}
	var f failure
	json.Unmarshal(Failure(fmt.Errorf("%w: seat 7; the table has seats 0 to 1", tabletop.ErrNoSeat)), &f)
	if f.Code != "bad-argument" || f.Detail != "no seat 7: the table has seats 0 to 1 (the first to the second)" || f.Message != f.Detail ||
		f.PlayerMessage != "Something went wrong: that cannot be done now." {
		t.Errorf("Failure = %+v", f)
	}
}

func TestReleaseClosesAHandle(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linx", `{"seed":"1"}`), &info)
	if got := string(must(t, b, "held")); got != "1" {
		t.Errorf("held with one table open = %s, want 1", got)
	}
	must(t, b, "release", info.Handle)
	if b.Held() != 0 {
		t.Errorf("%d values held after release", b.Held())
	}
	_, err := b.Call("view", []byte(fmt.Sprintf(`[%d,0,"en"]`, info.Handle)))
	if !errors.Is(err, ErrBadCall) {
		t.Errorf("a released table's view: %v, want ErrBadCall", err)
	}
}

func TestBadCalls(t *testing.T) {
	b := New()
	for _, c := range []struct{ method, args string }{
		{"nope", "[]"}, {"games", "{"}, {"games", "[1]"}, {"view", `["x",0,"en"]`}, {"view", `[99,0,"en"]`}, {"view", `[1,0,"de"]`},
	} {
		if _, err := b.Call(c.method, []byte(c.args)); !errors.Is(err, ErrBadCall) {
			t.Errorf("%s%s: %v, want ErrBadCall", c.method, c.args, err)
		}
	}
}

func TestGuessOpensATable(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linx", `{"seed":"1"}`), &info)
	view := must(t, b, "view", info.Handle, 0, "en")
	var guess tableResult
	json.Unmarshal(must(t, b, "guess", "linx", string(view), "3"), &guess)
	if guess.Handle == 0 || b.Held() != 2 {
		t.Errorf("guess gave handle %d, with %d values held", guess.Handle, b.Held())
	}
}

// TestGuessTakesASeedWhole: guess's seed is its digits, so that a seed
// past 2^53, which a JavaScript number would round, reaches the handle
// whole; anything else is refused as invalid options.
func TestGuessTakesASeedWhole(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linko", `{"seed":"1"}`), &info)
	view := must(t, b, "view", info.Handle, 0, "en")
	guessed := func(seed string) []byte {
		var g tableResult
		json.Unmarshal(must(t, b, "guess", "linko", string(view), seed), &g)
		return must(t, b, "position", g.Handle)
	}
	if bytes.Equal(guessed("18446744073709551615"), guessed("18446744073709551614")) {
		t.Error("two seeds past 2^53 that differ by 1 dealt the same game")
	}
	for _, seed := range []string{"-1", "18446744073709551616", "1e3", ""} {
		if _, err := b.Call("guess", []byte(fmt.Sprintf(`["linko",%q,%q]`, view, seed))); !errors.Is(err, tabletop.ErrInvalidOptions) {
			t.Errorf("seed %q: %v, want ErrInvalidOptions", seed, err)
		}
	}
}

// TestAnotherSeatsMoveIsNotYourTurn: a move that names another seat than
// the one that sends it is refused with the reason not-your-turn, whether
// that seat is to move or not, and the sentence says whose move it is.
func TestAnotherSeatsMoveIsNotYourTurn(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linko", `{"players":3,"seed":"42"}`), &info)
	for _, c := range []struct {
		seat          int
		move, message string
	}{
		{1, "0:leave", "It is not your turn: Seat 1 is to move."}, // out of turn, whatever the move says
		{0, "1:leave", "That is another seat's move, not yours."}, // the seat to move sends another's
	} {
		_, err := b.Call("play", []byte(fmt.Sprintf(`[%d,%d,%q,"en"]`, info.Handle, c.seat, c.move)))
		var f failure
		if err == nil || json.Unmarshal(Failure(err), &f) != nil {
			t.Fatalf("seat %d plays %s: %v", c.seat, c.move, err)
		}
		if f.Code != "illegal-move" || f.Reason != "not-your-turn" || f.Message != c.message {
			t.Errorf("seat %d plays %s: %+v", c.seat, c.move, f)
		}
	}
}

// TestLanguagesAreMatched: every call that takes a language takes any tag
// or Accept-Language list, as lang.Match reads it.
func TestLanguagesAreMatched(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linko", `{"players":3,"seed":"42"}`), &info)
	text := func(tag string) string { return string(must(t, b, "viewText", info.Handle, 0, tag)) }
	for tag, same := range map[string]string{"de": "en", "de-DE": "en", "": "en", "xx": "en", "fr-BE": "fr", "de-CH, fr;q=0.8, en;q=0.5": "fr", "it:en": "it", "*": "en"} {
		if text(tag) != text(same) {
			t.Errorf("viewText in %q is not in %q", tag, same)
		}
	}
	if text("fr") == text("en") {
		t.Error("French and English draw alike: the test cannot tell languages apart")
	}
}

// TestGamesGiveBothBounds: a bounded option's bound of 0 (firstSeat's
// least value) is written, where the library's JSON leaves it out.
func TestGamesGiveBothBounds(t *testing.T) {
	var list []struct {
		Name    string
		Options []map[string]any
	}
	if err := json.Unmarshal(must(t, New(), "games"), &list); err != nil || len(list) != 3 {
		t.Fatalf("games: %v, %d games", err, len(list))
	}
	for _, g := range list {
		for _, o := range g.Options {
			_, hasMin := o["min"]
			_, hasMax := o["max"]
			if hasMin != hasMax || o["name"] == "firstSeat" && (o["min"] != 0.0 || !hasMax) {
				t.Errorf("%s's option %v", g.Name, o)
			}
			if doc := o["doc"].(string); strings.Contains(doc, "Table.Options") {
				t.Errorf("%s's option %s names Go's Table.Options: %s", g.Name, o["name"], doc)
			}
		}
	}
}

// TestNoSeatIsTheCallersMistake: a move of a seat that is not at the
// table is a bad argument, never a turn: its message says which seats
// the table has, and its player's message, in the language asked for, is
// the catalogue's word for a failure the player cannot mend, where a move
// out of turn's is its refusal.
func TestNoSeatIsTheCallersMistake(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linx", `{"seed":"1"}`), &info)
	refused := func(seat int, tag string) (f failure) {
		_, err := b.Call("play", []byte(fmt.Sprintf(`[%d,%d,"pass",%q]`, info.Handle, seat, tag)))
		json.Unmarshal(Failure(err), &f)
		return f
	}
	for _, l := range lang.All() {
		outOfTurn, missing := refused(1, l.String()), refused(7, l.String())
		words := speech.Of(l)
		if missing.Code != "bad-argument" || missing.Reason != "" || !strings.Contains(missing.Message, "no seat 7: the table has seats 0 to 1") ||
			missing.PlayerMessage != words.Typeset(words.Refusals["error"]) || missing.PlayerMessage == "" {
			t.Errorf("%s: %+v", l, missing)
		}
		if outOfTurn.PlayerMessage != outOfTurn.Message || outOfTurn.Reason != "not-your-turn" {
			t.Errorf("%s: a move out of turn: %+v", l, outOfTurn)
		}
	}
}

// TestWinnersOnceOver: a table's winners are left out before the end, as
// the View's are, and listed once it is over.
func TestWinnersOnceOver(t *testing.T) {
	b := New()
	opened := must(t, b, "open", "linx", `{"seed":"1"}`)
	if bytes.Contains(opened, []byte(`"winners"`)) {
		t.Errorf("a table before the end lists winners: %s", opened)
	}
	var info tableResult
	json.Unmarshal(opened, &info)
	for h := info.Handle; ; {
		var moves []string
		json.Unmarshal(must(t, b, "legalMoves", h), &moves)
		var played struct{ Table tableResult }
		json.Unmarshal(must(t, b, "play", h, info.ToMove, moves[0], "en"), &played)
		h, info = played.Table.Handle, played.Table
		if info.Over {
			break
		}
	}
	if len(info.Winners) == 0 {
		t.Errorf("a table over lists no winners: %+v", info)
	}
}

// TestNamesInPlayAndViews: view, viewText, choices, play and playJSON
// take the seats' names last, as narrate takes them, and call the seats
// so in their words and in a refusal; left out, every seat keeps its
// default name; a name that is not a string is a bad call.
func TestNamesInPlayAndViews(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "linko", `{"players":3,"seed":"42"}`), &info)
	names := []string{"Ada", "Bob", "Cyd"}
	if text := string(must(t, b, "viewText", info.Handle, 1, "en", names)); !strings.Contains(text, "Ada") {
		t.Errorf("viewText with names does not name Ada:\n%s", text)
	}
	if text := string(must(t, b, "viewText", info.Handle, 1, "en")); strings.Contains(text, "Ada") {
		t.Errorf("viewText without names names Ada:\n%s", text)
	}
	// The view's labels and previews name a seat once a tableau can be
	// attacked: play the first legal move until they do.
	named := false
	for h, toMove, played := info.Handle, info.ToMove, 0; !named && played < 20; played++ {
		view := must(t, b, "view", h, toMove, "en", names)
		named = bytes.Contains(view, []byte("Bob")) || bytes.Contains(view, []byte("Cyd"))
		if named && bytes.Contains(must(t, b, "view", h, toMove, "en"), []byte("Bob")) {
			t.Errorf("a view without names names Bob")
		}
		var moves []string
		json.Unmarshal(must(t, b, "legalMoves", h), &moves)
		var next struct{ Table tableResult }
		json.Unmarshal(must(t, b, "play", h, toMove, moves[0], "en"), &next)
		h, toMove = next.Table.Handle, next.Table.ToMove
	}
	if !named {
		t.Error("twenty moves and no view names a seat by the names given")
	}
	for method, move := range map[string]string{"play": `"leave"`, "playJSON": `"\"leave\""`} {
		_, err := b.Call(method, []byte(fmt.Sprintf(`[%d,1,%s,"en",["Ada","Bob","Cyd"]]`, info.Handle, move)))
		var f failure
		json.Unmarshal(Failure(err), &f)
		if f.Reason != "not-your-turn" || f.Message != "It is not your turn: Ada is to move." {
			t.Errorf("%s out of turn with names: %+v", method, f)
		}
	}
	if _, err := b.Call("viewText", []byte(fmt.Sprintf(`[%d,0,"en",[1]]`, info.Handle))); !errors.Is(err, ErrBadCall) {
		t.Errorf("names [1]: %v, want ErrBadCall", err)
	}
	if _, err := b.Call("viewText", []byte(fmt.Sprintf(`[%d,0]`, info.Handle))); !errors.Is(err, ErrBadCall) {
		t.Errorf("viewText without its language: %v, want ErrBadCall", err)
	}
}

// TestFailuresOfSaves: the log of a table loaded from a position is its
// own code, in the package's words; a log whose event is refused says
// which event, not a refused move's sentence.
func TestFailuresOfSaves(t *testing.T) {
	b := New()
	h, _, _ := handleOf(t, must(t, b, "open", "lino", `{"seed":"1"}`))
	loaded, _, _ := handleOf(t, must(t, b, "load", "lino", string(must(t, b, "position", h))))
	in, _ := json.Marshal([]any{loaded})
	_, err := b.Call("log", in)
	var f failure
	if err == nil || json.Unmarshal(Failure(err), &f) != nil {
		t.Fatalf("log of a loaded table: %v", err)
	}
	if f.Code != "not-from-start" || strings.Contains(f.Message, "Load or Guess") || !strings.Contains(f.Message, "Engine.load or Engine.guess") || !strings.Contains(f.Message, "position()") {
		t.Errorf("log of a loaded table: %+v", f)
	}
	// The first move twice: its second time is refused, at event 1.
	var moves []string
	json.Unmarshal(must(t, b, "legalMoves", h), &moves)
	var played struct{ Table tableResult }
	json.Unmarshal(must(t, b, "play", h, 0, moves[0], "en"), &played)
	var log []json.RawMessage
	json.Unmarshal(must(t, b, "log", played.Table.Handle), &log)
	in, _ = json.Marshal([]any{"lino", `{"seed":"1"}`, []string{string(log[0]), string(log[0])}})
	_, err = b.Call("fold", in)
	f = failure{}
	if err == nil || json.Unmarshal(Failure(err), &f) != nil {
		t.Fatalf("fold of a move played twice: %v", err)
	}
	if f.Code != "invalid-event" || f.Reason != "" || !strings.Contains(f.Message, "event 1") || f.PlayerMessage != "Something went wrong: that cannot be done now." {
		t.Errorf("fold of a move played twice: %+v", f)
	}
}

// TestARefusalSaysItselfInEveryLanguage: a refused move's failure carries
// its sentence in each language, with the seats' names (js-r22 friction
// 3): a page whose player changes language after the call says it in the
// new one (TabletopError.playerMessageIn); Lino's move from a cell beyond
// the board says no tile is there, naming the cell as a player types it
// (go-r23 7), as its detail does.
func TestARefusalSaysItselfInEveryLanguage(t *testing.T) {
	b := New()
	var info tableResult
	json.Unmarshal(must(t, b, "open", "lino", `{"seed":"7"}`), &info)
	_, err := b.Call("play", []byte(fmt.Sprintf(`[%d,0,"0:move 99,99 100,100","en",[]]`, info.Handle)))
	var f failure
	json.Unmarshal(Failure(err), &f)
	want := map[string]string{
		"en": "There is no tile that far from the field.", // 99,99 ("DB106") is not named: go-r28 #8
		"fr": "Il n’y a aucune case si loin du plateau.",
		"it": "Non c’è nessuna tessera così lontano dal campo.",
		"nl": "Zo ver van het speelveld ligt geen tegel.",
	}
	if !reflect.DeepEqual(f.PlayerMessages, want) || f.PlayerMessage != want["en"] || !strings.Contains(f.Detail, "no tile at 99,99") {
		t.Errorf("Failure = %+v", f)
	}
	_, err = b.Call("play", []byte(fmt.Sprintf(`[%d,1,"place K7","fr",["Ada","Bo"]]`, info.Handle)))
	f = failure{}
	json.Unmarshal(Failure(err), &f)
	if f.Reason != "not-your-turn" || !strings.Contains(f.PlayerMessages["it"], "Ada") || f.PlayerMessages["fr"] != f.PlayerMessage {
		t.Errorf("out of turn, named: %+v", f)
	}
	plain := failure{}
	json.Unmarshal(Failure(fmt.Errorf("%w: a bad seat", tabletop.ErrNoSeat)), &plain)
	if plain.PlayerMessages != nil {
		t.Errorf("a failure that is no refusal carries sentences: %+v", plain)
	}
}

// TestABotsFailureHasItsCode: a bot's failure (a panic, an illegal move:
// a defect, never the caller's input) is "bot-failed", not the catch-all.
func TestABotsFailureHasItsCode(t *testing.T) {
	var f failure
	json.Unmarshal(Failure(fmt.Errorf("%w: the ismcts bot panicked", tabletop.ErrBotFailed)), &f)
	if f.Code != "bot-failed" {
		t.Errorf("Failure = %+v", f)
	}
}
