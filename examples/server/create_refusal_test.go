package main

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Options the library refuses are refused with its sentence, in the
// request's language, for the lobby to show: never the developer's
// message alone, nor "the server did not understand" (go-r36 #4; the page parsed the developer's message).
func TestCreateRefusalSaysWhyInTheReadersLanguage(t *testing.T) {
	ts := startServer(t, config{})
	for _, c := range []struct{ lang, body, want string }{
		{"en", humans("linko", `{"players":3,"rounds":2}`, 3), "2 rounds cannot be shared by 3 players: play 1 round, or a multiple of 3 up to 100, so that every seat begins equally often."},
		{"fr", humans("linx", `{"players":3,"teams":true}`, 3), "Le jeu en équipes se joue à 4\u00a0joueurs, pas à 3."},
		{"it", humans("linko", `{"players":7}`, 7), "Linko! si gioca da 2 a 5 giocatori, non in 7."},
		{"nl", humans("lino", `{"game":"linko"}`, 2), "Lino speel je niet met de instellingen van Linko!"},
	} {
		code, body := call(t, "POST", ts.url+"/api/tables?lang="+c.lang, "", c.body)
		require.Equal(t, http.StatusBadRequest, code, body)
		var refused struct{ Error, Message string }
		require.NoError(t, json.Unmarshal([]byte(body), &refused))
		assert.Equal(t, c.want, refused.Message, c.body)
		assert.Contains(t, refused.Error, "invalid options", "the developer's message is kept")
	}
}
