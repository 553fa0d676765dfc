package main

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// The moves stored while a batch of notifications is out go in the next
// one, together and in order; a batch that fails is sent again, with
// what came meanwhile; close sends what is pending before it returns.
func TestNotificationsGoInBatches(t *testing.T) {
	sent := make(chan []string)
	release := make(chan error)
	n := startNotifier(func(ctx context.Context, payloads []string) error {
		sent <- payloads
		return <-release
	}, logTo(t))
	n.send("a")
	require.Equal(t, []string{"a"}, <-sent) // out, and held there
	n.send("b")
	n.send("c")
	release <- nil
	require.Equal(t, []string{"b", "c"}, <-sent)
	n.send("d")
	release <- errors.New("the database is down")
	require.Equal(t, []string{"b", "c", "d"}, <-sent, "a failed batch goes again, with what came meanwhile")
	n.send("e")
	release <- nil
	require.Equal(t, []string{"e"}, <-sent)
	n.send("f")
	done := make(chan struct{})
	go func() {
		n.close()
		close(done)
	}()
	release <- nil // "e"
	require.Equal(t, []string{"f"}, <-sent, "close sends what is pending")
	release <- nil
	<-done
}
