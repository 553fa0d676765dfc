package linx

// refusalWords are the sentences of refused moves in English, keyed by
// reason or by the finer phrases of the rules (see engine.Words).
var refusalWords = map[string]string{
	"match-over":            "The match is over.",
	string(ReasonNotInHand): "You have no {item} in your hand.",
	string(ReasonCellTaken): "A tile lies face up at {item}: cover it face down, or choose an empty cell.",
	"face-down":             "The tile at {item} lies face down: it is never covered.",
	"cannot-pass":           "You can place a tile, so you may not pass.",
	"off-square":            "A tile at {item} would touch no tile, or leave the square.",
	"nothing-to-cover":      "There is no tile at {item} to cover.",
	"first-at-origin":       "The first tile of a round goes in the middle, at {item}.",
	"does-not-beat":         "You cannot cover that tile: {item}.",
}
