package lino

import (
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// en is the grammar of English that the games share.
var en = speech.Of(lang.English)

// inEnglish is the game's words in English, the catalogue's fallback for
// a language it does not hold.
var inEnglish = phrases{
	tileMoved: func(who speech.Person, from, to string) string {
		return fmt.Sprintf("%s moved the tile at %s to %s.", enSubject(who), from, to)
	},
	fillingStarted: "The field is built.",
	stonePlaced: func(who speech.Person, colour int, at string) string {
		return fmt.Sprintf("%s placed %s on %s.", enSubject(who), [...]string{"a black stone", "a white stone", "a stone"}[min(max(colour, 0), 2)], at)
	},
	rowClosed: func(who speech.Person, start, end string, points int) string {
		return fmt.Sprintf("%s closed the row from %s to %s and scored %s.", enSubject(who), start, end, en.Points(points))
	},
	runScored: func(whose speech.Person, stones int, start, end string, points int) string {
		noun := en.Form(stones, "stone", "stones")
		return fmt.Sprintf("%s run of %s %s from %s to %s scored %s.", speech.Capitalize(speech.EnglishPossessive(whose)), en.Number(stones), noun, start, end, en.Points(points))
	},
	numberScored: func(number int, at string, points int, whom speech.Person) string {
		return fmt.Sprintf("The %d on the empty tile at %s scored %s for %s.", number, at, en.Points(points), speech.EnglishName(whom))
	},
	starScored: func(at string, points int, whom speech.Person) string {
		return fmt.Sprintf("The star at %s scored %s for %s.", at, en.Points(points), speech.EnglishName(whom))
	},
	lastStone: func(stones int) string { return fmt.Sprintf("It is the last of the %d stones.", stones) },
	roundEnded: func(round int, first, second speech.Score) string {
		return fmt.Sprintf("Round %d ended: %s.", round, en.Results([]speech.Score{first, second}))
	},
	scores: func(first, second speech.Score) string {
		return speech.Sentence(en.Results([]speech.Score{first, second}))
	},
	roundStarted: func(round int) string { return fmt.Sprintf("Round %d started on the same field.", round) },
	draw:         func(score string) string { return "The game ended in a draw" + score + "." },
	lost:         func(score string) string { return "You lost the game" + score + "." },
	won: func(winner speech.Person, score string) string {
		return speech.Capitalize(speech.EnglishName(winner)) + " won the game" + score + "."
	},
	versus:    func(first, second int) string { return fmt.Sprintf(", %d to %d", first, second) },
	unknown:   "Something happened that no rule of Lino describes.",
	picNoGame: "no game",
	picRound: func(round, rounds int, phase string) string {
		if rounds <= 1 {
			return "Lino: " + phase + "."
		}
		return fmt.Sprintf("Lino, round %d of %d: %s.", round, rounds, phase)
	},
	picPhases: []string{"building the field", "placing stones", "the field is built", "scoring the rows a stone closed",
		"the final scoring", "between rounds", "the game is over"},
	picUnknownPhase: "an unknown phase",
	picSeat: func(stone string, colour int, reader speech.Person, over bool) string {
		plays := "play"
		if over {
			plays = "played"
		}
		return fmt.Sprintf("You %s %s (%s), as %s.", plays, [...]string{"black", "white"}[colour&1], stone, en.Name(reader))
	},
	picWatch:     "You watch.",
	picSeatLabel: en.Seat,
	picYou:       "(you)",
	picColours:   [2]string{"Black", "White"},
	picScore:     func(who string, points int) string { return who + ": " + en.Points(points) },
	picScoreSep:  " · ",
	picWinner: func(winner speech.Person, colour int, stone string) string {
		return fmt.Sprintf("Game over: %s (%s, %s) wins.", en.Name(winner), [...]string{"black", "white"}[colour&1], stone)
	},
	picYouWin: "Game over: you win.",
	picDraw:   "Game over: a draw.",
	picOver:   "Game over.",
	picNobody: "One moment: the last move is being settled.",
	picLegend: func(moved, moves int) string {
		return fmt.Sprintf("# a tile that cannot move, + a possible place, ~ a forbidden place; %d of %d tiles moved.", moved, moves)
	},
	picMoveTile:   func(who speech.Person) string { return "It is " + enTurn(who) + " to move a tile" },
	picPlaceStone: func(who speech.Person) string { return "It is " + enTurn(who) + " to place a stone" },
	moveTile:      func(from, to string) string { return "Move the tile at " + from + " to " + to },
	placeStone:    func(at string) string { return "Place a stone on " + at },
	unknownMove:   "A move that no rule of Lino describes",
	pickTile:      func(from string) string { return "Move the tile at " + from },
	scoresNothing: "You score no points.",
	closesRow: func(from, to string, points int) string {
		return "You close the row from " + from + " to " + to + " and score " + en.Points(points) + "."
	},
	closesRows: func(rows, points int) string {
		return "You close " + count(rows, "row") + " and score " + en.Points(points) + "."
	},
	makesRun: func(stones, points int) string {
		return "It makes your run of " + count(stones, "stone") + ": " + en.Points(points) + " at the end."
	},
	makesRuns: func(runs, points int) string {
		return "It makes " + count(runs, "run") + " of yours: " + en.Points(points) + " at the end."
	},
	tilesLeft:  func(n int) string { return "You will have " + count(n, "tile") + " left to move." },
	lastTile:   "You move your last tile.",
	fieldBuilt: "You move the last tile: the field is built, and stones are placed next.",
	refusals: map[string]string{
		string(ReasonCellTaken): "There is a tile at {item} already.",
		"stone-taken":           "The tile at {item} holds a stone already.",
		"no-tile":               "There is no tile at {item}.",
		"moved-before":          "The tile at {item} has moved already: each tile moves once.",
		"too-far-at":            "{item} is too far from the field.",
		"too-far":               "That cell is too far from the field.",
		"no-tile-there":         "There is no tile that far from the field.",
		"vacated":               "A tile has left {item}: no tile may go there again.",
		"touches-nothing":       "At {item} the tile would touch no other.",
		"leaves-alone":          "That move would leave the tile at {item} alone.",
		"must-place":            "The field is built: place a stone.",
		"must-move":             "The field is being built: move a tile.",
		"typed":                 "Type “move” followed by two cells, such as “move K7 K6” or “move K7 to K6”, or “place” followed by a cell, such as “place K6”.",
		"typed-long":            "That is too long to be a move: type a move such as “move K7 K6”.",
		"typed-cell":            "The cell {item} cannot be read: type its letter and number, such as “K7”.",
	},
	rules: []string{
		"Two players, black and white. First the field is built: each player in turn moves one tile to a new place, three tiles each (six in all). A tile moves once at most, never to a cell a tile was moved away from, and every tile must still touch another, by a side or a corner.",
		"Then each player in turn puts one stone on an empty tile, 24 stones each (each player's 25th marks their score); eight tiles stay empty.",
		"A row is a straight line of tiles (across, down or diagonal) with no gap, ended by a cell without a tile. Whoever fills the last empty tile of a row scores its length at once.",
		"At the end, each run of a player's stones in a line scores 10 points for 4 stones, 20 for 5, 30 for 6 and 40 for 7 or more.",
		"Bonus game: an empty tile with a number scores that many points for the player of the number's colour; a star gives 10 points to whoever has more stones around it; on a tie they go to whoever has the stone on the star, and to nobody if the star is empty.",
	},
	turn: func(who speech.Person, p Phase) string {
		switch {
		case !who.You:
			return "It is " + speech.EnglishPossessive(who) + " turn."
		case p == PhaseBuilding:
			return "It is your turn: move a tile."
		}
		return "It is your turn: place a stone."
	},
}

// enSubject names who at the start of a sentence: "You", "Ana".
func enSubject(who speech.Person) string { return speech.Capitalize(speech.EnglishName(who)) }

// count writes n things, in words up to ten: "four stones", "one stone",
// "12 stones".
func count(n int, noun string) string {
	return en.Number(n) + " " + en.Form(n, noun, noun+"s")
}

// enTurn returns whose turn it is: "your turn", "seat 1's turn".
func enTurn(who speech.Person) string {
	if who.You {
		return "your turn"
	}
	return who.Name + "'s turn"
}

// English types the notation's own words.
func init() { typings[lang.English] = engine.NewTyping("") }

// The word a person of English types between a move's two cells, which
// View.ParseTyped reads as nothing (lino25, issue #40).
func init() { fillers[lang.English] = &[]string{"to"} }
