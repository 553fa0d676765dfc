package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestSIGTERMDrains: the server binary, sent SIGTERM while a client plays
// and another streams, ends the stream with a retry hint, finishes the
// move in flight and exits 0; started again, it has every move it
// accepted, and no other.
func TestSIGTERMDrains(t *testing.T) {
	bin := buildServer(t)
	dir := t.TempDir()
	p := startProcess(t, bin, dir)
	const options = `{"players":2,"seed":"5"}`
	code, body := call(t, "POST", p.url+"/api/tables", "", humans("linx", options, 2))
	require.Equal(t, http.StatusCreated, code, body)
	var c created
	require.NoError(t, json.Unmarshal([]byte(body), &c))

	streamed := make(chan string)
	go func() {
		resp, err := http.Get(p.url + "/api/tables/" + c.ID + "/events")
		if err != nil {
			streamed <- err.Error()
			return
		}
		defer resp.Body.Close()
		data, _ := io.ReadAll(resp.Body) // until the server ends it
		streamed <- string(data)
	}()

	mirror, err := tabletop.Open("linx", []byte(options))
	require.NoError(t, err)
	accepted := make(chan int) // the events of the moves accepted
	moved := make(chan struct{}, 1)
	go func() {
		events := 0
		defer func() { accepted <- events }()
		for !mirror.Over() {
			seat, move := mirror.ToMove(), mirror.LegalMoves()[0]
			body, _ := json.Marshal(map[string]string{"move": move})
			req, _ := http.NewRequest("POST", p.url+"/api/tables/"+c.ID+"/seats/"+itoa(seat)+"/moves", bytes.NewReader(body))
			req.Header.Set("Authorization", "Bearer "+c.Seats[seat].Token)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				return
			}
			next, evs, _ := mirror.Play(seat, move)
			mirror, events = next, events+evs.Len()
			select {
			case moved <- struct{}{}:
			default:
			}
		}
	}()
	for range 10 {
		<-moved
	}
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	select {
	case err := <-exited:
		assert.NoError(t, err, "the server exits 0")
	case <-time.After(15 * time.Second):
		t.Fatal("the server did not exit after SIGTERM")
	}
	n := <-accepted
	assert.Contains(t, <-streamed, "retry: ", "the stream ends with a retry hint")

	again := startProcess(t, bin, dir)
	var pub struct{ Events int }
	_, body = call(t, "GET", again.url+"/api/tables/"+c.ID, "", "")
	require.NoError(t, json.Unmarshal([]byte(body), &pub))
	assert.Equal(t, n, pub.Events, "the server has exactly the moves it accepted")
	assert.Positive(t, n)
}
