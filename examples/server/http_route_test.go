package main

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestARequestIsRoutedOnce: a request that a route takes is served by
// that route without another look-up (the routes alone are asked only
// why a request under /api/ missed, and answer its JSON 404 or 405).
func TestARequestIsRoutedOnce(t *testing.T) {
	s, err := newServer(config{logger: logTo(t)})
	require.NoError(t, err)
	defer s.Close()
	routes := s.mux
	asked := 0
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		asked++
		routes.ServeHTTP(w, r)
	})
	serve := func(method, target string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(method, target, nil))
		return w
	}
	assert.Equal(t, http.StatusOK, serve("GET", "/api/games").Code)
	assert.Equal(t, http.StatusNotFound, serve("GET", "/api/tables/nope").Code, "the route's own 404")
	assert.Zero(t, asked, "routed once")
	w := serve("PUT", "/api/games")
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
	assert.Equal(t, "GET, HEAD", w.Header().Get("Allow"))
	assert.Contains(t, w.Body.String(), `"error":"PUT /api/games: method not allowed"`)
	assert.Equal(t, http.StatusNotFound, serve("GET", "/api/chairs").Code)
	assert.Equal(t, 2, asked, "a miss asks the routes why")
	s.mux = routes
	w = serve("GET", "/api//chairs")
	assert.Equal(t, http.StatusNotFound, w.Code, "no redirect to a route that is not there")
	assert.Contains(t, w.Body.String(), `"error":"GET /api//chairs: not found"`)
	w = serve("GET", "/api//games")
	assert.Equal(t, 3, w.Code/100, "a path to clean, to a route, is redirected (as net/http does)")
	assert.Equal(t, "/api/games", w.Header().Get("Location"))
	w = serve("GET", "/api")
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.Contains(t, w.Header().Get("Content-Type"), "text/html", "the page's 404, as for any page that is not there")
}
