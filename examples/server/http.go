package main

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// maxBody bounds every request body: a move or a new table is a few
// hundred bytes, so anything near the bound is a mistake or an attack.
const maxBody = 64 << 10

// ServeHTTP serves a request; an unknown route or method under /api/ gets
// its 404 or 405 as a JSON error, like every other error of the API.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		// The last line of defence: no request handler is meant to panic,
		// and no test relies on this.
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic serving a request", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(v))
			writeError(w, r, http.StatusInternalServerError, "internal error")
		}
	}()
	if s.pageNotFound(w, r) {
		return
	}
	if p := r.URL.Path; strings.HasPrefix(p, "/api/") && path.Clean(p) != p {
		// A path that the mux redirects to its clean form if that is a
		// route: s.serve's fallback would redirect every one.
		if _, pattern := s.mux.Handler(r); pattern == "" {
			s.apiMiss(w, r)
			return
		}
		s.mux.ServeHTTP(w, r)
		return
	}
	s.serve.ServeHTTP(w, r)
}

// apiMiss answers a request under /api/ that no route takes, its 404 or
// 405 (and Allow) as the routes alone give it, as a JSON error.
func (s *server) apiMiss(w http.ResponseWriter, r *http.Request) {
	h, _ := s.mux.Handler(r)
	probe := &statusWriter{header: http.Header{}}
	h.ServeHTTP(probe, r)
	if allow := probe.header.Get("Allow"); allow != "" {
		w.Header().Set("Allow", allow)
	}
	code := probe.code
	if code < 400 {
		code = http.StatusNotFound
	}
	writeError(w, r, code, fmt.Sprintf("%s %s: %s", truncate(r.Method), truncate(r.URL.Path), strings.ToLower(http.StatusText(code))))
}

// statusWriter keeps the status and headers a handler writes, and drops
// its body.
type statusWriter struct {
	header http.Header
	code   int
}

func (p *statusWriter) Header() http.Header { return p.header }
func (p *statusWriter) WriteHeader(code int) {
	if p.code == 0 {
		p.code = code
	}
}
func (p *statusWriter) Write(b []byte) (int, error) {
	p.WriteHeader(http.StatusOK)
	return len(b), nil
}

// apiError is an error with the status it gets, and for a 429 or a 503
// the time after which the client may try again (Retry-After).
type apiError struct {
	code  int
	msg   string
	retry time.Duration
	// reason is a refused move's reason code.
	reason string
	// sentence, where the library's error has one (a refused move, refused
	// options), says what the player reads in the request's language.
	sentence func(lang.Language) string
}

// refusal is the 409 of a move the table refused: the library's message,
// and for the player the reason and the sentence, which names seat i as
// names[i] when it has a name.
func refusal(err error, names []string) *apiError {
	e := errorf(http.StatusConflict, "%v", err)
	var refused *tabletop.MoveError
	if errors.As(err, &refused) {
		e.reason = string(refused.Reason)
		e.sentence = func(l lang.Language) string { return refused.Sentence(l, names) }
	}
	return e
}

// badRequest is the 400 of options or names the library refused,
// prefixed with what was read ("options"): the library's message, and
// for the player the error's sentence (the rounds the players cannot
// share, a name that reads as the computer's), which a lobby shows.
func badRequest(err error, prefix string) *apiError {
	e := errorf(http.StatusBadRequest, "%s%v", prefix, err)
	var options *tabletop.OptionError
	var name *tabletop.NameError
	switch {
	case errors.As(err, &options):
		e.sentence = options.Sentence
	case errors.As(err, &name):
		e.sentence = name.Sentence
	}
	return e
}

func (e *apiError) Error() string { return e.msg }

func errorf(code int, format string, args ...any) *apiError {
	return &apiError{code: code, msg: fmt.Sprintf(format, args...)}
}

// busy is a 429 or 503 that says when to retry.
func busy(code int, retry time.Duration, format string, args ...any) *apiError {
	return &apiError{code: code, msg: fmt.Sprintf(format, args...), retry: retry}
}

// The headers of a JSON reply, each value made once: http.Header.Set
// makes a slice for each value of each reply, a move's included. No one
// changes a header's values in place (Set and Add make new slices), so the
// slices are shared.
var (
	jsonType = []string{"application/json"}
	noStore  = []string{"no-store"}
)

// setJSONHeaders sets the headers of a JSON reply that no cache keeps.
func setJSONHeaders(h http.Header) {
	h["Content-Type"] = jsonType
	h["Cache-Control"] = noStore
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		code, data = http.StatusInternalServerError, []byte(`{"error":"internal error"}`)
	}
	setJSONHeaders(w.Header())
	w.WriteHeader(code)
	w.Write(append(data, '\n'))
}

// errorBody is every error's JSON: error, the developer's message (which
// clients before message read); message, a plain sentence for a person,
// which a page shows; and for a refused move its reason code, one of the
// library's (tabletop.Reason), which a client may switch on.
type errorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
	Reason  string `json:"reason,omitempty"`
}

func writeError(w http.ResponseWriter, r *http.Request, code int, msg string) {
	writeJSON(w, code, errorBody{Error: msg, Message: statusSentence(requestLang(r), code)})
}

// fail writes err: its own status if it is an apiError; a 404 or 503 if
// it is the store's; else 500 (and the details go to the log, not to the
// client).
func (s *server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var e *apiError
	if !errors.As(err, &e) {
		e = s.storeError(err)
	}
	if e.code >= 500 && e.retry == 0 {
		s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if e.retry > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.retry.Seconds()))))
	}
	if e.code == http.StatusTooManyRequests || e.code == http.StatusServiceUnavailable {
		s.metrics.refusals.WithLabelValues(strconv.Itoa(e.code)).Inc()
	}
	body := errorBody{Error: e.msg, Reason: e.reason}
	if e.sentence != nil {
		body.Message = e.sentence(requestLang(r))
	} else {
		body.Message = statusSentence(requestLang(r), e.code)
	}
	writeJSON(w, e.code, body)
}

// storeError is the answer to an error of the store: 404 for a table
// that is not there, 503 for a damaged one (out of play until an operator
// looks) and for a store that fails (a disk, a database down), which the
// client may retry.
func (s *server) storeError(err error) *apiError {
	switch {
	case errors.Is(err, errNotFound):
		return errorf(http.StatusNotFound, "no such table")
	case errors.Is(err, errDamaged):
		return errorf(http.StatusServiceUnavailable, "this table's log is damaged: it is out of play")
	}
	s.log.Error("the store failed", "err", err)
	return busy(http.StatusServiceUnavailable, 5*time.Second, "the server cannot reach its store; try again")
}

// readJSON reads the request's body, at most maxBody bytes of one JSON
// value, into v, refusing fields v does not have.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := readBody(w, r)
	if err != nil {
		return err
	}
	return decodeBody(body, v)
}

// readBody reads a request's body, at most maxBody bytes.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	var body []byte
	var err error
	if n := r.ContentLength; n >= 0 && n <= maxBody {
		// A body of a length said, within the bound (every move's): the
		// server's body reads no further than that length, so a buffer of
		// it is read in full, with no reader around the body nor a buffer
		// grown from 512 bytes, one allocation a request.
		body = make([]byte, n)
		_, err = io.ReadFull(r.Body, body)
	} else {
		body, err = io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	}
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "the body is over %d bytes", maxBody)
		}
		return nil, errorf(http.StatusBadRequest, "reading the body: %s", truncate(err.Error()))
	}
	return body, nil
}

// readMove reads a move's body, {"move": ...}, as readJSON would: the
// body a client sends at every move, {"move":"notation"} with nothing to
// unescape, is taken as it is, any other is decoded.
func readMove(w http.ResponseWriter, r *http.Request) (json.RawMessage, error) {
	body, err := readBody(w, r)
	if err != nil {
		return nil, err
	}
	const head, tail = `{"move":"`, `"}`
	if rest, ok := bytes.CutPrefix(body, []byte(head)); ok && bytes.HasSuffix(rest, []byte(tail)) {
		text := rest[:len(rest)-len(tail)]
		plain := true
		for _, c := range text {
			plain = plain && c >= ' ' && c < utf8.RuneSelf && c != '"' && c != '\\'
		}
		if plain {
			return body[len(head)-1 : len(body)-len(tail)+1], nil
		}
	}
	var req moveRequest
	if err := decodeBody(body, &req); err != nil {
		return nil, err
	}
	return req.Move, nil
}

// newSecret returns n random bytes from crypto/rand, in hex.
func newSecret(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails (crypto/rand's documentation)
	return hex.EncodeToString(b)
}

// hashToken returns a token's SHA-256 in hex, as records keep it.
func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// token returns the token of the request: Authorization: Bearer, or the
// query's token.
func token(r *http.Request) string {
	if auth := r.Header.Get("Authorization"); auth != "" {
		if t, ok := strings.CutPrefix(auth, "Bearer "); ok {
			return strings.TrimSpace(t)
		}
		return ""
	}
	return r.URL.Query().Get("token")
}

// compactJSON returns raw without insignificant space, or nil for
// nothing or null: raw itself when it holds none, as the library's JSON
// and a client's move do.
func compactJSON(raw json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil
	}
	if compact(raw) {
		return raw
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}

// compact reports whether raw holds no space outside its strings, so that
// json.Compact would give it back as it is (or fail, where compactJSON
// gives it back too).
func compact(raw []byte) bool {
	inString := false
	for i := 0; i < len(raw); i++ {
		switch c := raw[i]; {
		case inString && c == '\\':
			i++ // the escaped byte, whatever it is
		case c == '"':
			inString = !inString
		case !inString && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			return false
		}
	}
	return true
}
