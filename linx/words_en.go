package linx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// en is the grammar of English that the games share.
var en = speech.Of(lang.English)

// inEnglish is the game's words in English, the catalogue's fallback for
// a language it does not hold.
var inEnglish = phrases{
	placed: func(who speech.Person, s Symbol, at string) string {
		return en.Did(who, fmt.Sprintf("placed %s face up at %s", enSymbolPhrase(s), at))
	},
	covered: func(who speech.Person, s Symbol, under cover, at string) string {
		return en.Did(who, fmt.Sprintf("covered %s at %s with %s, face down", enCovered(under), at, enSymbolPhrase(s)))
	},
	passedEmpty: func(who speech.Person) string { return en.Did(who, "passed with an empty hand") },
	passed: func(who speech.Person, hand []Symbol) string {
		whose := "their"
		if who.You {
			whose = "your"
		}
		return en.Did(who, "passed and showed "+whose+" hand: "+enList(hand))
	},
	drew: func(who speech.Person, tiles int, shown []Symbol) string {
		drawn := enCounted(tiles, "tile", "tiles")
		if seen := drawnList(tiles, shown); seen != nil {
			drawn = enList(seen) // the tiles seen are named, not counted twice
		}
		return en.Did(who, "drew "+drawn)
	},
	line: func(who speech.Person, faceDown bool, from, to string) string {
		face := "up"
		if faceDown {
			face = "down"
		}
		return en.Did(who, fmt.Sprintf("made a line of three tiles face %s, from %s to %s", face, from, to))
	},
	turn: func(who speech.Person) string {
		if who.You {
			return "it is your turn"
		}
		return "it is " + who.Name + "'s turn"
	},
	roundWon: func(winners side, round int) string {
		return winners.did(en, "", fmt.Sprintf("won round %d", round))
	},
	stuck: func(round int, winners side, onTop []speech.Score) string {
		had := make([]string, len(onTop))
		for i, s := range onTop {
			had[i] = en.Did(s.Who, "had "+enAmount(s.Points))
		}
		if winners.team != "" {
			t := teamTotals(onTop)
			had = []string{fmt.Sprintf("team\u00a0A had %d", t[0]), fmt.Sprintf("team\u00a0B had %d", t[1])}
		}
		return fmt.Sprintf("round %d was stuck, and %s", round, winners.did(en, "", "won it on the tiles on top: "+en.Join(had)))
	},
	tied: func(round int, winners side, onTop []speech.Score) string {
		if winners.team != "" {
			return fmt.Sprintf("neither team has more tiles on top (%d each): a tie goes to the team that plays second, so round %d goes to %s",
				teamTotals(onTop)[0], round, winners.team)
		}
		return fmt.Sprintf("nobody has more tiles on top (%s): a tie goes to whoever plays later in the turn, so round %d goes to %s",
			onTopList(onTop, "you", ": ", ", ", en), round, winners.names(en, "you"))
	},
	roundStarted: func(round int, hand []Symbol) string {
		text := fmt.Sprintf("round %d began", round)
		if len(hand) > 0 {
			text += ", and you were dealt " + enList(hand)
		}
		return text
	},
	matchWon: func(winners side, rounds int, others []side) string {
		won := enCounted(rounds, "round", "rounds")
		short := func(g side) string { return en.Names(g.who, "you") + ", " + enAmount(g.rounds) }
		switch {
		case len(others) == 1:
			return winners.did(en, "", "won the match "+won+" to "+enAmount(others[0].rounds))
		case wonNone(others):
			// "to none" says that no one else won a round: the others
			// are not listed after it (words-round15 fr).
			return winners.did(en, "", "won the match "+won+" to none")
		}
		return winners.did(en, "", "won the match with "+won+": ") + tally(others, "; ", enWonEach, short)
	},
	gridFull:  "no tile can be placed on the grid any more",
	pilesOut:  "every pile is empty and no one can place a tile",
	unknown:   "something happened that LINX does not know",
	picNoGame: "no game",
	picRound:  func(round int) string { return fmt.Sprintf("LINX · round %d", round) },
	picSeat: func(who speech.Person, colour string) string {
		return fmt.Sprintf(" · you are %s (%s)", en.Name(who), colour)
	},
	picWatch:       " · you are watching",
	picColours:     []string{"yellow", "blue", "pink", "green"},
	picColourCodes: []string{"y", "b", "p", "g"},
	picSymbolCodes: [4]string{"?", "R", "P", "S"},
	picDown:        strings.ToUpper,
	picSeatName:    en.Seat,
	picColumns:     []string{"hand", "pile", "score", "known"},
	picYou:         "(you)",
	picTeam:        func(team, colours string) string { return fmt.Sprintf("%s: %s", team, colours) },
	team:           func(letter, players string) string { return "team\u00a0" + letter + " (" + players + ")" },
	picTeamSeats:   [2]string{"seats 1 and 3", "seats 2 and 4"},
	teamPlayers:    func(members []speech.Person) string { return en.Names(members, "you") },
	picYourHand:    "your hand:",
	picOver: func(winners side) string {
		if len(winners.who) == 0 {
			return "game over: nobody won"
		}
		return "game over: " + winners.did(en, "", "won")
	},
	picYourTurn: "your turn: place a tile",
	picYourPass: "your turn: no tile of your hand can be placed, so you must pass",
	picToMove: func(who speech.Person, colour string) string {
		return fmt.Sprintf("%s (%s) is to move", en.Name(who), colour)
	},
	picPlayedOut: "the last move is being played out",
	placeUp:      func(s Symbol, at string) string { return "play the " + enSymbols[s&3] + " face up at " + at },
	placeDown: func(s Symbol, under cover, at string) string {
		return "play the " + enSymbols[s&3] + " face down on " + enCovered(under) + " at " + at
	},
	pass:        "pass",
	unknownMove: "a move that LINX does not know",
	pickSymbol:  func(s Symbol) string { return enSymbols[s&3] },
	list:        enList,
	winsRound:   "you make a line of three and win the round",
	does: func(blocked []speech.Person, broken *cover, tiles int, down bool) string {
		draw := "draw " + enCounted(tiles, "tile", "tiles")
		if down {
			draw = "draw nothing"
		}
		var did []string
		if len(blocked) > 0 {
			whose := make([]string, len(blocked))
			for i, o := range blocked {
				whose[i] = en.Names([]speech.Person{o}, "you") + "'s"
			}
			did = append(did, "block "+en.Join(whose)+" "+en.Form(len(blocked), "line", "lines"))
		}
		if broken != nil {
			did = append(did, "break "+enLine(*broken))
		}
		switch {
		case len(did) == 0:
			return "you " + draw
		case down || tiles == 0:
			return "you " + en.Join(append(did, draw))
		}
		return "you " + en.Join(did) + ", then " + draw
	},
	passDraw: func(tiles int, show bool) string {
		if show {
			return "you show your hand and draw " + enCounted(tiles, "tile", "tiles")
		}
		return "you draw " + enCounted(tiles, "tile", "tiles")
	},
	refusals: map[string]string{
		"match-over":            "The match is over.",
		string(ReasonNotInHand): "You have no {item} tile in your hand.",
		string(ReasonCellTaken): "A tile lies face up at {item}: cover it face down, or choose an empty cell.",
		"face-down":             "The tile at {item} lies face down: it is never covered.",
		"cannot-pass":           "You can place a tile, so you may not pass.",
		"off-square":            "A tile at {item} would touch no tile, or leave the square.",
		"off-board":             "That cell lies outside the square: no tile can go there.",
		"nothing-to-cover":      "There is no tile at {item} to cover.",
		"first-at-origin":       "The first tile of a round goes in the middle, at {item}.",
		"does-not-beat":         "You cannot cover that tile: {item}.",
		"typed":                 "Type “up” or “down”, a symbol and a cell, such as “up R D4”, or “pass”.",
		"typed-long":            "That is too long to be a move: type a move such as “up R D4”.",
		"typed-symbol":          "The symbol {item} cannot be read: type R (rock), P (paper) or S (scissors).",
		"typed-cell":            "The cell {item} cannot be read: type its letter and number, such as “D4”.",
	},
	beats: func(s, under Symbol) string {
		return "a " + enSymbols[s&3] + " tile does not beat a " + enSymbols[under&3] + " tile"
	},
	rules: []string{
		"Each player has tiles of one colour: rocks, papers and scissors. Rock beats scissors, scissors beat paper, paper beats rock.",
		"On your turn, place one tile of your hand: face up on an empty cell next to a tile (side or corner), then draw 2; or face down on a face-up tile it beats (anyone's), with no draw. A face-down tile is never covered. All tiles must fit in a 4×4 square (5×5 with 3 or 4 players). Pass only when you cannot place a tile: you show your hand and draw 2.",
		"Three of your own tiles in a line on top (across, down or diagonal), all face up or all face down, win the round. If nobody can place a tile any more, the player with the most tiles showing wins it.",
		"The first to win 2 rounds wins the match. With 3 players the green tiles belong to nobody; with 4 in teams, team A (seats 1 and 3) plays against team B (seats 2 and 4), and a member's line of three wins the round for the team.",
	},
	picKnown: func(s Symbol, n int) string { return strconv.Itoa(n) + " " + enSymbols[s&3] },
}

// enSymbols are the symbols' names, by Symbol.
var enSymbols = [...]string{"tile", "rock", "paper", "scissors"}

// enSymbolPhrase names a tile placed as the lists count it, "a rock
// tile", "a scissors tile" (words-r28: "placed paper face up" named the
// tile as a sheet of paper, beside "drew two paper tiles"), or "a tile"
// where its symbol is not told.
func enSymbolPhrase(s Symbol) string {
	if !s.valid() {
		return "a tile"
	}
	return enCount(s, 1)
}

// enCovered names a tile covered by whose it is: "Ana's rock", "your
// rock", "your own rock" (covered by the reader), "their own rock", "your
// partner's rock", "the green rock" (neutral), or "the rock" where that
// was not told.
func enCovered(c cover) string {
	sym := enSymbols[c.symbol&3]
	switch {
	case c.owner == nil && c.told:
		return "the green " + sym
	case c.owner == nil:
		return "the " + sym
	case c.owner.You && c.own:
		return "your own " + sym
	case c.owner.You:
		return "your " + sym
	case c.own:
		return "their own " + sym
	case c.partner:
		return "your partner's " + sym
	}
	return en.Names([]speech.Person{*c.owner}, "you") + "'s " + sym
}

// enLine names the line of two that covering c breaks by whose it is:
// "your own line" (the reader's), "your partner's line", "Ana's line".
func enLine(c cover) string {
	switch {
	case c.owner.You:
		return "your own line"
	case c.partner:
		return "your partner's line"
	}
	return en.Names([]speech.Person{*c.owner}, "you") + "'s line"
}

// enWonEach says what each of several people won in a match, the most
// of the losers, one round or more (a match won with none lost is said
// without them): "Bo won one", "Bo and Elena won one each".
func enWonEach(g side) string {
	if len(g.who) == 1 {
		return en.Did(g.who[0], "won "+enAmount(g.rounds))
	}
	return en.Together(g.who, "won "+enAmount(g.rounds)+" each")
}

// enList returns "two rock tiles and a paper tile": grouped by symbol as
// the other languages group them, each counted with "tile", as "a
// scissors" cannot be said (words-r25).
func enList(syms []Symbol) string { return symbolCounts(syms, enCount, en) }

// enCount counts n tiles of symbol s: "a rock tile", "two scissors
// tiles", "an unknown tile" for a tile not shown (not "hidden", which
// would read as face down).
func enCount(s Symbol, n int) string {
	if !s.valid() {
		return en.Form(n, "an unknown tile", en.Number(n)+" unknown tiles")
	}
	return enCounted(n, enSymbols[s&3]+" tile", enSymbols[s&3]+" tiles")
}

// enAmount returns n in words, "none" for zero.
func enAmount(n int) string { return amount(n, "none", "one", en) }

// enCounted returns "a tile", "two tiles", "no tiles".
func enCounted(n int, one, many string) string { return en.Amount(n, "no "+many, "a "+one, many) }

// English types the notation's own words.
func init() { typings[lang.English] = engine.NewTyping("") }
