package tabletop_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// PlayIn's doc names its example moves; this plays them, so that the doc
// cannot drift from what the handle reads: "su S D4" in Italian is
// "0:up R 0,0" (D4, the middle, is 0,0), and the notation with its seat,
// "0:up S 0,0", reads S as Scissors in every language.
func ExampleTable_PlayIn() {
	table, _ := tabletop.Open("linx", []byte(`{"seed":"2"}`))
	move, _ := table.Move(lang.Italian, "0:up R 0,0")
	fmt.Println(move.Typed)
	for _, typed := range []string{"su S D4", "0:up S 0,0"} {
		_, events, err := table.PlayIn(lang.Italian, 0, typed)
		if err != nil {
			fmt.Println(typed, "→", err)
			continue
		}
		fmt.Println(typed, "→", events.Narrate(lang.English, 0, nil)[0])
	}
	// Output:
	// su S D4
	// su S D4 → You placed a rock tile face up at D4.
	// 0:up S 0,0 → You placed a scissors tile face up at D4.
}

// TestPlayInsDocExamplesArePlayable reads the pairs the docs give ("su S
// D4" in Italian is "0:up R 0,0") from the files that give them, and plays
// each at a LINX opening: a doc example that names a cell other than the
// one the typed words name (D4 is 0,0, not 3,3) is refused there.
func TestPlayInsDocExamplesArePlayable(t *testing.T) {
	table, err := tabletop.Open("linx", []byte(`{"seed":"2"}`))
	if err != nil {
		t.Fatal(err)
	}
	pairs := map[string]*regexp.Regexp{
		"play.go":                   regexp.MustCompile(`"([^"]+)" in Italian is\s+(?://\s*)?"([^"]+)"`),
		"internal/engine/typing.go": regexp.MustCompile(`"([^"]+)" as\s+(?://\s*)?"([^"]+)" in Italian`),
	}
	for file, pair := range pairs {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		found := pair.FindAllStringSubmatch(string(src), -1)
		if len(found) == 0 {
			t.Errorf("%s: no Italian example found", file)
		}
		for _, m := range found {
			typed, notation := m[1], m[2]
			if file != "play.go" {
				typed, notation = m[2], m[1]
			}
			typed = strings.Join(strings.Fields(strings.ReplaceAll(typed, "//", "")), " ")
			move, ok := table.Move(lang.Italian, notation)
			if !ok || move.Typed != typed {
				t.Errorf("%s: %q is not a legal opening whose Italian is %q (Move: %q, %v)", file, notation, typed, move.Typed, ok)
			}
			if _, _, err := table.PlayIn(lang.Italian, 0, typed); err != nil {
				t.Errorf("%s: PlayIn(Italian, %q): %v", file, typed, err)
			}
		}
	}
	// The notation with its seat, as PlayIn's doc gives it.
	src, _ := os.ReadFile("play.go")
	seated := regexp.MustCompile(`\("(0:up S [^"]+)"\)`).FindStringSubmatch(string(src))
	if seated == nil {
		t.Fatal(`play.go: no ("0:up S …") example found`)
	}
	if _, _, err := table.PlayIn(lang.Italian, 0, seated[1]); err != nil {
		t.Errorf("play.go: PlayIn(Italian, %q): %v", seated[1], err)
	}
}
