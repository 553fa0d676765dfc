package tabletop

import (
	"context"
	"errors"
)

// ChooseOr returns a move for the seat to move at t by ctx's end, whatever
// the bot does, and the bot whose move it is: b's ([Bot.Choose]) when it
// answers in time; else fallback's, a quick bot such as "greedy" or
// "random", asked at once beside b so that its move is at hand; else
// (fallback nil, or without an answer by then either) the first of
// [Table.LegalMoves], and a nil *Bot. It is the hard clock that
// ctx's deadline alone is not on a loaded machine (see Bots and deadlines
// in the package doc): b is asked as Choose asks it, with ctx, and so
// stops by the one earlier deadline that Choose gives a search and a
// registered bot, no earlier; ChooseOr waits for nothing past ctx's end,
// abandoning a move that comes later (it returns as soon as the runtime
// wakes it, which no program can hurry). It answers before then
// as soon as b's move is in, or, once b has failed (its error is
// dropped: the bot returned says who played), fallback's. Without a
// deadline it waits for b as Choose does; a cancel of ctx ("play now")
// answers at once, with b's move only if it is already in.
//
// A move it returns is legal at t. Its errors are those of Choose that
// come before any move: the zero Bot, a nil ctx, the zero Table, a table
// of another game than b's or fallback's, a game over. fallback is asked
// at every call, so that it answers as its own Choose would at t: a
// seeded fallback, as every seeded bot, from its seed and t's view alone
// (see [Bot]).
func (b *Bot) ChooseOr(ctx context.Context, t Table, fallback *Bot) (string, *Bot, error) {
	if err := b.refuse(ctx, t); err != nil {
		return "", nil, err
	}
	if fallback != nil {
		if err := fallback.refuse(ctx, t); err != nil {
			return "", nil, err
		}
	}
	searched, fellBack := ask(ctx, b, t), ask(ctx, fallback, t)
	failed := false // b answered without a move
	spare := ""     // fallback's move, once in
	for {
		select {
		case move := <-searched:
			if move != "" {
				return move, b, nil
			}
			failed, searched = true, nil
		case spare = <-fellBack:
			fellBack = nil
		case <-ctx.Done():
			if move := inNow(searched); move != "" {
				return move, b, nil
			}
			if spare == "" {
				spare = inNow(fellBack)
			}
			return orFirst(spare, fallback, t)
		}
		if failed && fellBack == nil { // b has no move, and fallback's is in or will never be
			return orFirst(spare, fallback, t)
		}
	}
}

// orFirst returns fallback's move, or the first legal move at t, played
// by nobody, where fallback has none.
func orFirst(move string, fallback *Bot, t Table) (string, *Bot, error) {
	if move == "" {
		return t.LegalMoves()[0], nil, nil
	}
	return move, fallback, nil
}

// ask returns a channel that gives bot's move at t, or "" when it has
// none (an error, not a late move); nil for a nil bot, which never
// answers.
func ask(ctx context.Context, bot *Bot, t Table) chan string {
	if bot == nil {
		return nil
	}
	answer := make(chan string, 1) // the goroutine never waits to send
	go func() {
		move, err := bot.Choose(ctx, t)
		if err != nil && !errors.Is(err, ErrLate) {
			move = ""
		}
		answer <- move
	}()
	return answer
}

// inNow returns the move that answer holds now, or "".
func inNow(answer chan string) string {
	select {
	case move := <-answer:
		return move
	default:
		return ""
	}
}
