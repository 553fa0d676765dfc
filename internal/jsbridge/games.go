package jsbridge

import (
	"strings"

	"github.com/tabletopgo/tabletop"
)

// A gameInfo is a tabletop.GameInfo as JavaScript reads it: its options,
// and its bots' options, with both bounds of a bounded option.
type gameInfo struct {
	tabletop.GameInfo
	// Options are the game's options, bounds and all.
	Options []optionInfo `json:"options"`
	// Bots are the game's bots, their options bounds and all.
	Bots []botInfo `json:"bots"`
}

// A botInfo is a tabletop.BotInfo with its options' bounds.
type botInfo struct {
	tabletop.BotInfo
	// Options are the bot's options, bounds and all.
	Options []optionInfo `json:"options"`
}

// An optionInfo is a tabletop.OptionInfo that writes both bounds of a
// bounded "int" option: the library's JSON leaves out a bound of 0 (a
// firstSeat's least value), which a form could not tell from no bound.
type optionInfo struct {
	tabletop.OptionInfo
	// Min is the least value of a bounded option; nil for one unbounded.
	Min *int `json:"min,omitempty"`
	// Max is the greatest value of a bounded option; nil for one
	// unbounded.
	Max *int `json:"max,omitempty"`
}

// gameInfos returns every game as JavaScript reads it.
func gameInfos() []gameInfo {
	var out []gameInfo
	for _, g := range tabletop.Games() {
		bots := make([]botInfo, len(g.Bots))
		for i, b := range g.Bots {
			bots[i] = botInfo{b, bounded(b.Options)}
		}
		out = append(out, gameInfo{g, bounded(g.Options), bots})
	}
	return out
}

// formWords are the notes for a Go caller that an option's help (its
// Doc) holds, a Go function's or variable's name, and what a settings
// form's user reads instead: games() offers the help to show beside a
// setting, to a person, who calls no method (js-r28 #10). The root
// package keeps its names, which its own tests ask of the help.
var formWords = strings.NewReplacer(
	" (CheckOptions checks it)", "",
	", and Table.Options reports it", ", and kept in the game's options",
	", and Table.Options then reports it true", ", and turns it on",
	" (lino.DefaultLayout: the rulebook's pictures are lost)", " (the rulebook's pictures are lost)",
	" (lino.DefaultFaces, ours: the rulebook's pictures are lost)", " (ours: the rulebook's pictures are lost)",
	"goroutines that search at once", "searches that run at once",
)

// bounded returns options with both bounds of each bounded one, their
// help in a form's user's words (formWords), and what is left of the
// package's names in the JavaScript package's.
func bounded(options []tabletop.OptionInfo) []optionInfo {
	out := make([]optionInfo, len(options))
	for i, o := range options {
		o.Doc = goNames.Replace(formWords.Replace(o.Doc))
		out[i].OptionInfo = o
		if o.Min != 0 || o.Max != 0 {
			out[i].Min, out[i].Max = &o.Min, &o.Max
		}
	}
	return out
}
