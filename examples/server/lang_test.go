package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestRequestLangChoosesTheReadersLanguage: ?lang= first (the page's
// choice), then Accept-Language, then English.
func TestRequestLangChoosesTheReadersLanguage(t *testing.T) {
	for _, tc := range []struct {
		query, accept string
		want          lang.Language
	}{
		{"", "", lang.English},
		{"lang=fr", "", lang.French},
		{"lang=fr", "it", lang.French},
		{"lang=nl-BE", "fr", lang.Dutch},
		{"lang=de", "it-IT,it;q=0.9", lang.Italian},
		{"lang=%3C", "de, nl;q=0.5, fr;q=0.7", lang.French},
		{"", "de, en;q=0.5", lang.English},
		{"", "*", lang.English},
	} {
		r := httptest.NewRequest("GET", "/api/games?"+tc.query, nil)
		r.Header.Set("Accept-Language", tc.accept)
		assert.Equal(t, tc.want, requestLang(r), "?%s, Accept-Language: %s", tc.query, tc.accept)
	}
}

// TestStatusSentencesInEveryLanguage: every language has a sentence for
// every status English has, and a sentence of its own.
func TestStatusSentencesInEveryLanguage(t *testing.T) {
	for _, l := range lang.All() {
		require.Contains(t, statusSentences, l, "no status sentences in %v", l)
		for code, en := range statusSentences[lang.English] {
			text := statusSentence(l, code)
			assert.Regexp(t, `^\p{Lu}.*\.$`, text, "%v %d", l, code)
			// A player holds a link, not a secret (the eighth reviews).
			assert.NotRegexp(t, `(?i)secret|segret|geheim`, text, "%v %d", l, code)
			if l != lang.English {
				assert.NotEqual(t, en, text, "%v %d is English", l, code)
			}
		}
		assert.Len(t, statusSentences[l], len(statusSentences[lang.English]), "%v", l)
	}
}

// get sends a GET with Accept-Language and returns status and body.
func get(t *testing.T, url, accept string) (int, string) {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	require.NoError(t, err)
	req.Header.Set("Accept-Language", accept)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, string(data)
}

// TestServerSpeaksTheReadersLanguage: the views' labels, the stream's
// narration, the replay and the errors come in the language the request
// asks for, the library's own sentences in it.
func TestServerSpeaksTheReadersLanguage(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, humans("linx", `{"seed":"4"}`, 2))
	base := ts.url + "/api/tables/" + c.ID
	mirror, err := tabletop.Open("linx", []byte(`{"seed":"4"}`))
	require.NoError(t, err)

	// A seat's view, by Accept-Language and by ?lang=.
	seat0 := base + "/seats/0/view?token=" + c.Seats[0].Token
	for _, l := range lang.All() {
		want, err := mirror.View(l, 0)
		require.NoError(t, err)
		code, body := get(t, seat0, l.String())
		require.Equal(t, http.StatusOK, code, body)
		assert.JSONEq(t, string(ts.table(t, c.ID).hideSeed(want, false)), body, "%v by Accept-Language", l)
		code, body = get(t, seat0+"&lang="+l.String(), "de")
		require.Equal(t, http.StatusOK, code, body)
		assert.JSONEq(t, string(ts.table(t, c.ID).hideSeed(want, false)), body, "%v by ?lang=", l)
	}

	// An error without a sentence of its own says its status in French.
	code, body := get(t, ts.url+"/api/tables/nosuch", "fr-CH, en;q=0.5")
	require.Equal(t, http.StatusNotFound, code, body)
	var e errorBody
	require.NoError(t, json.Unmarshal([]byte(body), &e))
	assert.Equal(t, statusSentence(lang.French, http.StatusNotFound), e.Message)

	// The stream narrates in Dutch, and another in Italian at once.
	mirror = ts.playOut(t, c, mirror, 500, first)
	require.True(t, mirror.Over())
	tb := ts.table(t, c.ID)
	tb.mu.Lock()
	moves, names := tb.moves, tb.names()
	tb.mu.Unlock()
	for _, l := range []lang.Language{lang.Dutch, lang.Italian} {
		msgs, _ := readStream(t, base+"/events?seat=1&token="+c.Seats[1].Token+"&lang="+l.String(), "", 10*time.Second, untilOver)
		var got, want []string
		for _, m := range msgs[:len(msgs)-1] {
			var ev eventMessage
			require.NoError(t, json.Unmarshal([]byte(m.data), &ev))
			got = append(got, ev.Text)
		}
		for _, m := range moves {
			want = append(want, m.events.Narrate(l, 1, names)...)
		}
		assert.Equal(t, want, got, "%v", l)
		assert.NotEqual(t, moves[0].events.Narrate(lang.English, 1, names), got[:1], "%v is not English", l)
	}

	// The replay in French.
	code, body = get(t, base+"/replay", "fr")
	require.Equal(t, http.StatusOK, code, body)
	var replay struct{ Steps []replayStep }
	require.NoError(t, json.Unmarshal([]byte(body), &replay))
	require.Len(t, replay.Steps, len(moves)+1)
	for i, m := range moves {
		assert.Equal(t, m.events.Narrate(lang.French, -1, names), replay.Steps[i+1].Text, "step %d", i+1)
	}
	end, err := mirror.View(lang.French, -1)
	require.NoError(t, err)
	assert.JSONEq(t, string(end), string(replay.Steps[len(replay.Steps)-1].View))
}
