package main

import (
	"context"
	"encoding/json"
	"time"
)

// startBots starts the goroutine that plays the table's bot seats, if it
// has any.
func (s *server) startBots(tb *table) {
	for _, b := range tb.bots {
		if b != nil {
			s.wg.Add(1)
			go s.runBots(tb)
			return
		}
	}
}

// runBots plays the table's bots, one goroutine per table: whenever a bot
// is to move it waits the table's delay, chooses from its seat's view alone
// and plays like any seat, through the log. It ends with the game or the
// server.
func (s *server) runBots(tb *table) {
	defer s.wg.Done()
	for {
		t, _, _ := tb.snapshot()
		if t.Over() {
			return
		}
		seat := t.ToMove()
		if seat < 0 || tb.bots[seat] == nil {
			select {
			case <-tb.wake:
				continue
			case <-s.done:
				return
			}
		}
		if tb.botDelay > 0 {
			timer := time.NewTimer(tb.botDelay)
			select {
			case <-timer.C:
			case <-s.done:
				timer.Stop()
				return
			}
		}
		move, err := tb.bots[seat].Choose(context.Background(), t)
		if err != nil {
			s.log.Error("a bot failed to choose", "table", tb.id, "seat", seat, "err", err)
			return
		}
		data, _ := json.Marshal(move)
		if _, _, err := tb.play(seat, data); err != nil {
			s.log.Error("a bot's move was refused", "table", tb.id, "seat", seat, "err", err)
			return
		}
	}
}
