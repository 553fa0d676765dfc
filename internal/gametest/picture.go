package gametest

import (
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// CheckPicture checks a game's picture for a terminal (its View's Text) of
// one state, in every language, for every seat of a table of players and
// for a spectator (-1): each line passes [CheckSpoken], so that no
// English word is left in another language, and a language other than
// English draws a picture of its own. notation are the words of the
// game's notation that the picture shows a player how to type ("up",
// "down"): the same in every language, they are not counted as English.
func CheckPicture(t TB, players int, notation []string, picture func(l lang.Language, seat int) string) {
	t.Helper()
	for seat := -1; seat < players; seat++ {
		english := picture(lang.English, seat)
		for _, l := range lang.All() {
			text := picture(l, seat)
			for _, line := range strings.Split(text, "\n") {
				for _, word := range notation {
					line = strings.ReplaceAll(line, " "+word+" ", " ")
				}
				CheckSpoken(t, l, line)
			}
			if l != lang.English && text == english {
				t.Fatalf("%s: seat %d's picture is the English one:\n%s", l.Name(), seat, text)
			}
		}
	}
}
