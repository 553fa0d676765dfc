package linko

// words are the sentences of refused moves in English, keyed by reason or
// by the finer phrases of the rules (see engine.Words).
var refusalWords = map[string]string{
	"none-in-hand":              "You have no {item} in your hand.",
	"too-few-in-hand":           "You have only {item} in your hand.",
	"not-on-display":            "There is no {item} on the display.",
	"pile-empty":                "The draw pile is empty: draw from the display.",
	"must-play":                 "You cannot do that now: it is your turn to play cards.",
	"must-take-or-leave":        "You cannot do that now: take or leave {other}'s {item}.",
	"must-take-back-or-discard": "You cannot do that now: take back or discard your left meld.",
	"must-draw":                 "You cannot do that now: draw {item}.",
	"not-a-meld":                "That is not a meld: play 1 to 8 cards of one value with up to 5 jokers, or 1 to 5 jokers alone.",
}
