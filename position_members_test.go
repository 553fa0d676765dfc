package tabletop_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
)

// A position missing a member that every position written holds is
// refused, naming the member, by Load and by Resume of a save with no log,
// rather than read as zero: seed 0, seat 0 to move, no stones, which is
// another game (go-r29 1); so is one whose member is null where the
// position held more. The members a position may leave out load as
// the same game: "game" (older saves name none) and LINX's "last" (written
// only while a placed tile settles). The positions are reached by random
// play, in each game.
func TestPositionMissingMemberIsRefused(t *testing.T) {
	optional := map[string]bool{"game": true, "last": true}
	for _, game := range tabletop.GameNames() {
		t.Run(game, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				table, err := tabletop.Open(game, fmt.Appendf(nil, `{"seed":%d}`, rapid.Uint64().Draw(t, "seed")))
				require.NoError(t, err)
				for range rapid.IntRange(0, 60).Draw(t, "moves") {
					if table.Over() {
						break
					}
					legal := table.LegalMoves()
					table, _, err = table.Play(table.ToMove(), legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")])
					require.NoError(t, err)
				}
				position, err := table.Position()
				require.NoError(t, err)
				var members map[string]json.RawMessage
				require.NoError(t, json.Unmarshal(position, &members))
				for key, value := range members {
					delete(members, key)
					damaged, err := json.Marshal(members)
					require.NoError(t, err)
					members[key] = value
					loaded, err := tabletop.Load(game, damaged)
					resumed, errResume := tabletop.Resume(tabletop.Save{Game: game, Position: damaged})
					if optional[key] {
						require.NoError(t, err, "without %q", key)
						require.NoError(t, errResume, "without %q", key)
						again, err := loaded.Position()
						require.NoError(t, err)
						require.JSONEq(t, string(position), string(again), "without %q", key)
						again, err = resumed.Position()
						require.NoError(t, err)
						require.JSONEq(t, string(position), string(again), "without %q", key)
						continue
					}
					for _, err := range []error{err, errResume} {
						require.True(t, errors.Is(err, tabletop.ErrInvalidPosition), "without %q: %v", key, err)
						require.ErrorContains(t, err, fmt.Sprintf("the position has no %q", key))
					}
					// A null is refused, or is what the position held (an
					// empty list): never read as another game's zero.
					members[key] = json.RawMessage("null")
					nulled, err := json.Marshal(members)
					require.NoError(t, err)
					members[key] = value
					if loaded, err := tabletop.Load(game, nulled); err == nil {
						again, err := loaded.Position()
						require.NoError(t, err)
						require.JSONEq(t, string(position), string(again), "%q null", key)
					}
				}
			})
		})
	}
}
