package tabletop_test

import (
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A game's rules in short, one paragraph a string, in the player's
// language: what a page shows in its "how to play" panel, and the
// terminal game on "rules".
func ExampleRules() {
	rules, _ := tabletop.Rules(lang.English, "linx")
	for _, p := range rules {
		fmt.Println(p)
	}
	// Output:
	// Each player has tiles of one colour: rocks, papers and scissors. Rock beats scissors, scissors beat paper, paper beats rock.
	// On your turn, place one tile of your hand: face up on an empty cell next to a tile (side or corner), then draw 2; or face down on a face-up tile it beats (anyone's), with no draw. A face-down tile is never covered. All tiles must fit in a 4×4 square (5×5 with 3 or 4 players). Pass only when you cannot place a tile: you show your hand and draw 2.
	// Three of your own tiles in a line on top (across, down or diagonal), all face up or all face down, win the round. If nobody can place a tile any more, the player with the most tiles showing wins it.
	// The first to win 2 rounds wins the match. With 3 players the green tiles belong to nobody; with 4 in teams, team A (seats 1 and 3) plays against team B (seats 2 and 4), and a member's line of three wins the round for the team.
}
