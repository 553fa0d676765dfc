package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop/lang"
)

// enKeys are the keys of the page's English catalogue.
func enKeys(t *testing.T) map[string]bool {
	keys := map[string]bool{}
	for _, m := range catalogueKey.FindAllStringSubmatch(catalogueText(t, "en"), -1) {
		keys[m[1]] = true
	}
	return keys
}

// TestTutorialScripts plays every tutorial through as its page does: each
// step's move is legal when it comes, the replies are the other seats',
// the coach's words and hints are in the catalogue, a move other than the
// one asked for changes nothing, and the game is over at the end.
func TestTutorialScripts(t *testing.T) {
	all, err := tutorials()
	require.NoError(t, err)
	keys := enKeys(t)
	for _, game := range []string{"linko", "lino", "linx"} {
		t.Run(game, func(t *testing.T) {
			tu := all[game]
			require.NotNil(t, tu)
			steps := tu.total()
			assert.True(t, steps >= 6 && steps <= 12, "a tutorial of %d moves: a first game is 6 to 12", steps)
			tb, err := tu.at(0)
			require.NoError(t, err)
			st, err := tu.state(tb, 0, lang.English, nil)
			require.NoError(t, err)
			for i := 0; i < steps; i++ {
				require.Equal(t, i, st.Step)
				require.False(t, st.Done)
				assert.True(t, keys[st.Coach], "en.js has no %q", st.Coach)
				assert.True(t, keys[st.Hint], "en.js has no %q", st.Hint)
				require.NotNil(t, st.Expect, "step %d", i+1)
				// A move the coach did not ask for: the first other legal one.
				var view struct {
					LegalMoves []struct {
						Moves []json.RawMessage `json:"moves"`
					} `json:"legalMoves"`
				}
				require.NoError(t, json.Unmarshal(st.View, &view))
				if other := otherMove(t, view.LegalMoves, st.Expect); other != nil {
					wrong, err := tu.play(i, other, lang.English)
					require.NoError(t, err)
					assert.False(t, wrong.Accepted)
					assert.Equal(t, i, wrong.Step)
					assert.Equal(t, st.Hint, wrong.Hint)
					assert.JSONEq(t, string(st.View), string(wrong.View))
				}
				next, err := tu.play(i, st.Expect, lang.English)
				require.NoError(t, err, "step %d", i+1)
				require.True(t, next.Accepted, "step %d", i+1)
				require.NotEmpty(t, next.Said)
				assert.Equal(t, 0, next.Said[0].Seat)
				for _, s := range next.Said[1:] {
					assert.NotEqual(t, 0, s.Seat, "a reply is another seat's")
				}
				// The state is the same when the page comes back to it.
				again, err := tu.at(i + 1)
				require.NoError(t, err)
				view1, err := again.View(lang.English, 0)
				require.NoError(t, err)
				assert.JSONEq(t, string(view1), string(next.View))
				st = next
			}
			assert.True(t, st.Done)
			assert.True(t, keys[st.Coach], "en.js has no %q", st.Coach)
			var end struct {
				Over bool `json:"over"`
			}
			require.NoError(t, json.Unmarshal(st.View, &end))
			assert.True(t, end.Over, "the tutorial plays to the game's end")
		})
	}
}

// otherMove is a legal move that is not want, or nil.
func otherMove(t *testing.T, choices []struct {
	Moves []json.RawMessage `json:"moves"`
}, want json.RawMessage) json.RawMessage {
	for _, c := range choices {
		for _, m := range c.Moves {
			var a, b map[string]any
			require.NoError(t, json.Unmarshal(m, &a))
			require.NoError(t, json.Unmarshal(want, &b))
			// A move's words are not the move, nor is its seat (always
			// the learner's): the View's moves and Expect may differ there.
			for _, move := range []map[string]any{a, b} {
				delete(move, "label")
				delete(move, "preview")
				delete(move, "seat")
			}
			if !assert.ObjectsAreEqual(a, b) {
				return m
			}
		}
	}
	return nil
}

// TestTutorialAPI: the routes answer the page, in the language asked,
// and bad requests get their 4xx with a JSON error.
func TestTutorialAPI(t *testing.T) {
	ts := startServer(t, config{})
	code, body := call(t, "GET", ts.url+"/api/tutorials/linx?lang=fr", "", "")
	require.Equal(t, http.StatusOK, code, body)
	var st tutorialState
	require.NoError(t, json.Unmarshal([]byte(body), &st))
	assert.Equal(t, "tutorial.linx.1", st.Coach)
	assert.Equal(t, 0, st.Step)
	assert.Contains(t, string(st.View), "legalMoves")

	move := func(step int, m string) (int, string) {
		return call(t, "POST", ts.url+"/api/tutorials/linx?lang=fr", "", `{"step":`+itoa(step)+`,"move":`+m+`}`)
	}
	code, body = move(0, string(st.Expect))
	require.Equal(t, http.StatusOK, code, body)
	var next tutorialState
	require.NoError(t, json.Unmarshal([]byte(body), &next))
	assert.True(t, next.Accepted)
	assert.Equal(t, 1, next.Step)
	require.Len(t, next.Said, 2, "the move and Seat 2's reply")
	assert.NotEqual(t, englishNarration(t), next.Said[0].Text, "the sentences are in the language asked")

	// A language the games do not speak falls back as every answer's does:
	// to the browser's, else English.
	code, body = call(t, "POST", ts.url+"/api/tutorials/linx?lang=tlh", "", `{"step":0,"move":`+string(st.Expect)+`}`)
	require.Equal(t, http.StatusOK, code, body)
	var fallback tutorialState
	require.NoError(t, json.Unmarshal([]byte(body), &fallback))
	require.NotEmpty(t, fallback.Said)
	assert.Equal(t, englishNarration(t), fallback.Said[0].Text)

	code, body = move(1, `"up P 5,5"`)
	require.Equal(t, http.StatusOK, code, body)
	assert.Contains(t, body, `"accepted":false`)
	assert.Contains(t, body, `"hint":"tutorial.linx.2.hint"`)

	for _, c := range []struct {
		method, path, body string
		code               int
	}{
		{"GET", "/api/tutorials/chess", "", http.StatusNotFound},
		{"GET", "/api/tutorials/linx?step=99", "", http.StatusBadRequest},
		{"GET", "/api/tutorials/linx?step=x", "", http.StatusBadRequest},
		{"POST", "/api/tutorials/linx", `{"step":6,"move":"pass"}`, http.StatusBadRequest},
		{"POST", "/api/tutorials/linx", `{"step":-1,"move":"pass"}`, http.StatusBadRequest},
		{"POST", "/api/tutorials/linx", `{"step":0}`, http.StatusBadRequest},
		{"POST", "/api/tutorials/linx", `{"step":0,"move":"pass","more":1}`, http.StatusBadRequest},
		{"POST", "/api/tutorials/linx", `{"step":0,"move":"` + strings.Repeat("x", maxBody) + `"}`, http.StatusRequestEntityTooLarge},
		{"DELETE", "/api/tutorials/linx", "", http.StatusMethodNotAllowed},
	} {
		code, body := call(t, c.method, ts.url+c.path, "", c.body)
		assert.Equal(t, c.code, code, "%s %s: %s", c.method, c.path, body)
		assert.Contains(t, body, `"message"`, "%s %s", c.method, c.path)
	}

	code, body = call(t, "GET", ts.url+"/learn/linko", "", "")
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, "<html")
}

// englishNarration is the first move of LINX's tutorial told in English.
func englishNarration(t *testing.T) []string {
	all, err := tutorials()
	require.NoError(t, err)
	tu := all["linx"]
	tb, err := tu.at(0)
	require.NoError(t, err)
	st, err := tu.state(tb, 0, lang.English, nil)
	require.NoError(t, err)
	next, err := tu.play(0, st.Expect, lang.English)
	require.NoError(t, err)
	return next.Said[0].Text
}

// TestTutorialOfAnIllegalScript: a script whose move is not legal when it
// comes is found out, not played.
func TestTutorialOfAnIllegalScript(t *testing.T) {
	good, err := linxTutorial()
	require.NoError(t, err)
	tu := &tutorial{game: "linx", stages: []stage{{start: good.stages[0].start, steps: []lesson{{move: "up R 3,3"}}}}}
	tb, err := tu.at(0)
	require.NoError(t, err)
	_, err = tu.state(tb, 0, lang.English, nil)
	assert.ErrorContains(t, err, "not legal")
	_, err = tu.play(0, json.RawMessage(`"up R 0,0"`), lang.English)
	assert.Error(t, err)
	tu.stages[0].steps[0] = lesson{move: "up R 0,0", replies: []string{"pass"}}
	_, err = tu.play(0, json.RawMessage(`"up R 0,0"`), lang.English)
	assert.Error(t, err, "a reply that is not legal")
	assert.Equal(t, http.StatusInternalServerError, broken(err).(*apiError).code)
}

// TestLinoTutorialMiddle: the Lino lesson skips ahead to the middle of the
// game (r32 #9: from the empty field to the last stones), half the 48
// stones placed, where the player's one stone closes the column of six
// that the computer filled all but one of, and scores its 6 points (a
// row scores for whoever closes it), while the computer's reply closes
// nothing; then it skips to the ordinary stone, which scores nothing.
func TestLinoTutorialMiddle(t *testing.T) {
	all, err := tutorials()
	require.NoError(t, err)
	tu := all["lino"]
	require.Len(t, tu.stages, 3)
	middle := len(tu.stages[0].steps)
	require.Len(t, tu.stages[1].steps, 1)
	for i, want := range map[int][2]int{middle: {6, 0}, middle + 1: {0, 0}} {
		tb, err := tu.at(i)
		require.NoError(t, err)
		if i == middle {
			assert.Len(t, tb.LegalMoves(), 56-24, "the middle of the game: 24 of the 48 stones placed, 32 tiles empty")
		}
		k, j := tu.locate(i)
		s := tu.stages[k].steps[j]
		before := tb.Scores()
		tb, _, err = tb.Play(0, s.move)
		require.NoError(t, err)
		tb, err = replyAll(tb, s.replies, 0, nil)
		require.NoError(t, err)
		after := tb.Scores()
		assert.Equal(t, want, [2]int{after[0] - before[0], after[1] - before[1]}, "step %d: the player's points and the computer's", i+1)
	}
}
