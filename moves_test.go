package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// moveObject returns a move, given in notation, as the JSON object a
// client builds from a View's names: {"seat":0,"kind":"place","to":"3,4"}.
func moveObject(t *testing.T, game, notation string) []byte {
	t.Helper()
	object := map[string]any{}
	switch game {
	case "linko":
		m, err := linko.ParseMove(notation)
		require.NoError(t, err)
		object["seat"], object["kind"] = m.Seat, m.Kind.String()
		switch m.Kind {
		case linko.MovePlay:
			object["meld"] = m.Meld
		case linko.MoveDrawDisplay:
			object["card"] = m.Card
		}
	case "lino":
		m, err := lino.ParseMove(notation)
		require.NoError(t, err)
		object["seat"], object["kind"], object["to"] = m.Seat, m.Kind.String(), m.To
		if m.Kind == lino.MoveTile {
			object["from"] = m.From
		}
	case "linx":
		m, err := linx.ParseMove(notation)
		require.NoError(t, err)
		object["seat"], object["kind"] = m.Seat, m.Kind.String()
		if m.Kind != linx.Pass {
			object["symbol"], object["cell"] = m.Symbol, m.Cell
		}
	default:
		t.Fatalf("no object form for %s", game)
	}
	data, err := json.Marshal(object)
	require.NoError(t, err)
	return data
}
