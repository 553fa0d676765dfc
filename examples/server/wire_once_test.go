package main

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A piece of a move's wire is made outside the lock: while one reader's
// piece is being made (a stream's narration, say), another reader's (the
// mover's reply) is made and returned, and a reader of the same piece
// gets the one kept.
func TestMadeOnceMakesNoReaderWait(t *testing.T) {
	var mu sync.Mutex
	var pieces []keyed[int, string]
	inside, release := make(chan struct{}), make(chan struct{})
	slow := make(chan string)
	go func() {
		piece, _ := madeOnce(&mu, &pieces, 1, func() (string, error) {
			close(inside)
			<-release
			return "slow", nil
		})
		slow <- piece
	}()
	<-inside
	done := make(chan string)
	go func() {
		piece, _ := madeOnce(&mu, &pieces, 2, func() (string, error) { return "quick", nil })
		done <- piece
	}()
	select {
	case piece := <-done:
		assert.Equal(t, "quick", piece)
	case <-time.After(5 * time.Second):
		t.Fatal("a reader waited for another's piece to be made")
	}
	// Made meanwhile by another reader: the first kept is everyone's.
	first, err := madeOnce(&mu, &pieces, 1, func() (string, error) { return "first", nil })
	require.NoError(t, err)
	close(release)
	assert.Equal(t, "first", <-slow)
	assert.Equal(t, "first", first)
	again, err := madeOnce(&mu, &pieces, 1, func() (string, error) { return "never", nil })
	require.NoError(t, err)
	assert.Equal(t, "first", again)
}
