package lino

// refusalWords are the sentences of refused moves in English, keyed by
// reason or by the finer phrases of the rules (see engine.Words).
var refusalWords = map[string]string{
	string(ReasonCellTaken): "There is a tile at {item} already.",
	"stone-taken":           "The tile at {item} holds a stone already.",
	"no-tile":               "There is no tile at {item}.",
	"moved-before":          "The tile at {item} has moved already: each tile moves once.",
	"too-far":               "The cell {item} is too far from the field.",
	"vacated":               "A tile has left {item}: no tile may go there again.",
	"touches-nothing":       "At {item} the tile would touch no other.",
	"leaves-alone":          "That move would leave the tile at {item} alone.",
	"must-place":            "The field is built: place a stone.",
	"must-move":             "The field is being built: move a tile.",
}
