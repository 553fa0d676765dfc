package main

// rules tells each game's rules in plain words, for the "rules" command.
var rules = map[string][]string{
	"linko": {
		"Linko! On your turn, play cards of one value from your hand onto your tableau (your pile of plays): one card or several, with jokers (J) if you like. Jokers alone are worth more than a 13.",
		"Your new play is compared with every other player's top play: where a top play has as many cards as yours and a lower value, you attack it. Take the cards into your hand, or leave them; if you take them their owner draws as many, if you leave them their owner takes them back or discards them and draws as many. Draw from the pile or any card of the display.",
		"The game ends at once when a hand is empty, or when the pile and the display are both empty. Score: +1 for each card on your tableau, -1 for each card in your hand.",
	},
	"lino": {
		"Lino. First the field is built: in turn, each player moves one tile to a new cell, three tiles each. A tile moves once at most, never to a cell a tile left, and every tile must still touch another (side or corner).",
		"Then each player in turn puts a stone on an empty tile, 24 each. A row is a straight line of tiles (across, down, diagonal) ended by cells without a tile: whoever fills its last empty tile scores its length.",
		"At the end each run of your own stones in a line scores: 4 in a row 10, 5 20, 6 30, 7 or more 40. Bonus game: an empty tile's number goes to the player of its colour; a star gives 10 to whoever has more stones around it.",
	},
	"linx": {
		"LINX. Rock beats scissors, scissors beat paper, paper beats rock. Each player has tiles of one colour.",
		"On your turn place a tile of your hand: face up on an empty cell touching a tile (side or corner), then draw 2; or face down on a face-up tile it beats, without drawing. A face-down tile is never covered. All tiles must fit in a 4x4 square (5x5 with 3 or 4 players). Pass only when you cannot place: you show your hand and draw 2.",
		"Three of your own tiles in a line on top, all face up or all face down, win the round; if nobody can place any more, whoever shows the most tiles wins it. The first to win 2 rounds wins the match. With 3 players the green tiles are nobody's; with 4 in teams, seats 1 and 3 play against seats 2 and 4.",
	},
}

// legends tell how to read each game's table.
var legends = map[string][]string{
	"linko": {
		"cards: how many cards the seat holds. score: +1 for each card on its tableau, -1 for each in hand (so 13 cards in hand and none played is -13).",
		"known: the cards of that hand everyone has seen (cards it took or took back). tableau: its plays, the top one last; only the top can be attacked.",
		"A play such as 7x2+J is two 7s and a joker; J alone is a joker. > marks the seat to move.",
	},
	"lino": {
		"X and O are the stones of seat 1 and seat 2. . is an empty tile, # a tile that may not move, ~ a cell no tile may enter (a tile left it).",
		"Bonus game: x3 or o2 is a number for X or O on an empty tile, * a star. Cells are x,y: x grows to the right, y downwards.",
	},
	"linx": {
		"A tile is written with its colour (r red, b blue, p pink, g green) and its symbol (R rock, P paper, S scissors).",
		"A small colour letter lies face up (bP: blue paper, face up); a capital one lies face down (BS: blue scissors, face down). + is a cell where a tile may go face up; . a cell of the grid's reach.",
		"Cells are x,y: x grows to the right, y downwards.",
	},
}
