package jsbridge

import (
	"context"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/search"
)

// Think starts the move of a bot at a table, args the JSON array of the
// bot's handle and the table's, as "choose" takes them, in a goroutine of
// its own, and returns at once the search's number, which "stop" takes.
// answer gets, in that goroutine, the move's JSON (notation, as a JSON
// string) or the failure; it may be called before Think returns. A stop
// ends the search with its best move so far, as the bot's deadline does.
func (b *Bridge) Think(args []byte, answer func([]byte, error)) ([]byte, error) {
	in, err := arguments("think", []any{number, number}, args)
	if err != nil {
		return nil, err
	}
	bot, t, err := botAt(b, in)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	if b.Pause != nil {
		ctx = search.WithPause(ctx, b.Pause)
	}
	b.mu.Lock()
	b.last++
	id := b.last
	b.thinking[id] = cancel
	b.mu.Unlock()
	go func() {
		move, err := bot.Choose(ctx, t)
		b.mu.Lock()
		delete(b.thinking, id)
		b.mu.Unlock()
		cancel()
		if err != nil {
			answer(nil, err)
			return
		}
		answer(marshal(move))
	}()
	return marshal(id)
}

// botAt returns the bot of handle in[0] and the table of handle in[1].
func botAt(b *Bridge, in []any) (*tabletop.Bot, tabletop.Table, error) {
	bot, err := get[*tabletop.Bot](b, in[0].(int))
	if err != nil {
		return nil, tabletop.Table{}, err
	}
	t, err := get[tabletop.Table](b, in[1].(int))
	return bot, t, err
}
