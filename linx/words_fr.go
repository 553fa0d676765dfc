package linx

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// fr is the grammar of French that the games share.
var fr = speech.Of(lang.French)

// French speaks with the words of the French rulebook: les tuiles Pierre,
// Papier et Ciseaux, face visible, face cachée, la manche, la partie, les
// tuiles apparentes; the reader is "vous".
var inFrench = phrases{
	placed: func(who speech.Person, s Symbol, at string) string {
		return fr.Did(who, fmt.Sprintf("placé une tuile %s face visible en %s", frSymbols[s&3], at))
	},
	covered: func(who speech.Person, s Symbol, under cover, at string) string {
		// Said as the button says it, the object first and the cell last
		// (words-round14 fr 1), with the rulebook's one verb for both
		// faces (words-round15 fr 1: « Si vous placez une tuile face
		// cachée »): "a placé une tuile Papier face cachée sur la tuile
		// Pierre du joueur 1, en D4".
		return fr.Did(who, fmt.Sprintf("placé une tuile %s face cachée sur %s, en %s", frSymbols[s&3], frCovered(under), at))
	},
	passedEmpty: func(who speech.Person) string { return fr.Did(who, "passé "+frHis(who, "son")+" tour, la main vide") },
	passed: func(who speech.Person, hand []Symbol) string {
		return fr.Did(who, "passé "+frHis(who, "son")+" tour et montré "+frHis(who, "sa")+" main : "+frList(hand))
	},
	drew: func(who speech.Person, tiles int, shown []Symbol) string {
		drawn := frTiles(tiles)
		if tiles == 0 {
			return frDidNot(who, "pioché "+drawn)
		}
		if seen := drawnList(tiles, shown); seen != nil {
			drawn = frList(seen) // the tiles seen are named, not counted twice
		}
		return fr.Did(who, "pioché "+drawn)
	},
	line: func(who speech.Person, faceDown bool, from, to string) string {
		face := "visible"
		if faceDown {
			face = "cachée"
		}
		return fr.Did(who, fmt.Sprintf("aligné trois tuiles face %s, de %s à %s", face, from, to))
	},
	turn: func(who speech.Person) string {
		if who.You {
			return "c'est à vous de jouer"
		}
		return "c'est " + fr.With("à", who) + " de jouer"
	},
	roundWon: func(winners side, round int) string {
		return frWon(winners, fmt.Sprintf("gagné la manche %d", round))
	},
	stuck: func(round int, winners side, onTop []speech.Score) string {
		counts := onTopList(onTop, "vous", " : ", " ; ", fr)
		if winners.team != "" {
			t := teamTotals(onTop)
			counts = fmt.Sprintf("équipe\u00a0A : %d ; équipe\u00a0B : %d", t[0], t[1])
		}
		return frWon(winners, fmt.Sprintf("remporté la manche %d avec le plus de tuiles apparentes (%s)", round, counts))
	},
	tied: func(round int, winners side, onTop []speech.Score) string {
		to := "va donc " + toEach(winners.who, "à", "à vous", fr)
		switch {
		case winners.team != "":
			to = "va donc à " + winners.team
		case len(winners.who) == 1 && winners.who[0].You:
			to = "vous revient donc"
		}
		counts := onTopList(onTop, "vous", " : ", " ; ", fr)
		if len(onTop) > 0 && slices.IndexFunc(onTop, func(s speech.Score) bool { return s.Points != onTop[0].Points }) < 0 {
			counts = strconv.Itoa(onTop[0].Points) + " chacun"
		}
		rule := "c'est le dernier dans l'ordre du tour qui l'emporte"
		if winners.team != "" {
			// The teams' totals, and the rulebook's rule for teams:
			// « en faveur de l'équipe ayant joué en second ».
			counts = fmt.Sprintf("%d pour chaque équipe", teamTotals(onTop)[0])
			rule = "c'est l'équipe qui a joué en second qui l'emporte"
		}
		return fmt.Sprintf("égalité de tuiles apparentes (%s) : %s ; la manche %d %s", counts, rule, round, to)
	},
	roundStarted: func(round int, hand []Symbol) string {
		text := fmt.Sprintf("la manche %d commence", round)
		if len(hand) > 0 {
			text += " ; vous avez reçu " + frList(hand)
		}
		return text
	},
	matchWon: func(winners side, rounds int, others []side) string {
		won := frAmount(rounds) + " " + fr.Form(rounds, "manche", "manches")
		short := func(g side) string { return frNames(g.who) + ", " + frAmount(g.rounds) }
		switch {
		case len(others) == 1:
			lost := frAmount(others[0].rounds)
			if others[0].rounds == 0 {
				lost = "zéro"
			}
			return frWon(winners, "remporté la partie, "+won+" à "+lost)
		case wonNone(others):
			// « deux manches à zéro » says that no one else won a round
			// (words-round15 fr): the others are not listed after it.
			return frWon(winners, "remporté la partie, "+won+" à zéro")
		}
		return frWon(winners, "remporté la partie avec "+won+" : ") + tally(others, " ; ", frWonEach, short)
	},
	gridFull:  "plus aucune tuile ne peut être placée sur la grille",
	pilesOut:  "toutes les pioches sont vides et plus personne ne peut placer de tuile",
	unknown:   "il s'est passé quelque chose que LINX ne connaît pas",
	picNoGame: "pas de partie",
	picRound:  func(round int) string { return fmt.Sprintf("LINX · manche %d", round) },
	picSeat: func(who speech.Person, colour string) string {
		return fmt.Sprintf(" · vous êtes %s (%s)", fr.Name(who), colour)
	},
	picWatch:       " · vous regardez la partie",
	picColours:     []string{"jaune", "bleu", "rose", "vert"},
	picColourCodes: []string{"j", "b", "r", "v"},
	picSymbolCodes: [4]string{"?", "Pi", "Pa", "Ci"},
	picDown:        strings.ToUpper,
	picSeatName:    func(n int) string { return "Joueur " + strconv.Itoa(n) },
	picColumns:     []string{"main", "pioche", "points", "connues"},
	picYou:         "(vous)",
	picTeam:        func(team, colours string) string { return fmt.Sprintf("%s : %s", team, colours) },
	team:           func(letter, players string) string { return "l'équipe\u00a0" + letter + " (" + players + ")" },
	picTeamSeats:   [2]string{"joueurs 1 et 3", "joueurs 2 et 4"},
	teamPlayers:    frNames,
	picYourHand:    "votre main :",
	picOver: func(winners side) string {
		if len(winners.who) == 0 {
			return "partie terminée : personne n'a gagné"
		}
		return "partie terminée : " + frWon(winners, "gagné")
	},
	picYourTurn: "à vous de jouer : placez une tuile",
	picYourPass: "à vous de jouer : aucune tuile de votre main ne peut être placée, passez votre tour",
	picToMove: func(who speech.Person, colour string) string {
		return fmt.Sprintf("%s (%s) de jouer", fr.With("à", who), colour)
	},
	picPlayedOut: "le dernier coup est en train de se jouer",
	placeUp: func(s Symbol, at string) string {
		return "placer une tuile " + frSymbols[s&3] + " face visible en " + at
	},
	placeDown: func(s Symbol, under cover, at string) string {
		return "placer une tuile " + frSymbols[s&3] + " face cachée sur " + frCovered(under) + ", en " + at
	},
	pass:        "passer votre tour",
	unknownMove: "un coup que LINX ne connaît pas",
	pickSymbol:  func(s Symbol) string { return frSymbols[s&3] },
	list:        frList,
	winsRound:   "vous alignez trois tuiles et gagnez la manche",
	does: func(blocked []speech.Person, broken *cover, tiles int, down bool) string {
		draw := frNe(tiles) + "piochez " + frTiles(tiles)
		if down {
			draw = "ne piochez rien"
		}
		var did []string
		if len(blocked) > 0 {
			whose := make([]string, len(blocked))
			for i, o := range blocked {
				whose[i] = fr.Whose(o)
			}
			did = append(did, "bloquez "+fr.Form(len(blocked), "l'alignement ", "les alignements ")+fr.Join(whose))
		}
		if broken != nil {
			did = append(did, "brisez "+frLine(*broken))
		}
		switch {
		case len(did) == 0:
			return "vous " + draw
		case down || tiles == 0:
			return "vous " + fr.Join(append(did, draw))
		}
		return "vous " + fr.Join(did) + ", puis " + draw
	},
	passDraw: func(tiles int, show bool) string {
		if show {
			return "vous montrez votre main et " + frNe(tiles) + "piochez " + frTiles(tiles)
		}
		return "vous " + frNe(tiles) + "piochez " + frTiles(tiles)
	},
	refusals: map[string]string{
		"match-over":            "La partie est terminée.",
		string(ReasonNotInHand): "Vous n'avez aucune tuile {item} en main.",
		string(ReasonCellTaken): "Il y a déjà une tuile face visible en {item} : recouvrez-la d'une tuile face cachée, ou choisissez une case vide.",
		"face-down":             "La tuile en {item} est face cachée : elle ne peut plus être recouverte.",
		"cannot-pass":           "Vous pouvez encore placer une tuile : vous ne pouvez pas passer votre tour.",
		"off-square":            "En {item}, la tuile ne toucherait aucune autre tuile ou sortirait du carré de jeu.",
		"off-board":             "Cette case est hors du carré de jeu : aucune tuile ne peut y être placée.",
		"nothing-to-cover":      "Il n'y a aucune tuile à recouvrir en {item}.",
		"first-at-origin":       "La première tuile de la manche se place au centre, en {item}.",
		"does-not-beat":         "Vous ne pouvez pas recouvrir cette tuile : {item}.",
		"typed":                 "Tapez « visible » ou « cachée », un symbole et une case, par exemple « visible Pi D4 », ou « passer ».",
		"typed-long":            "C'est trop long pour un coup : tapez un coup, par exemple « visible Pi D4 ».",
		"typed-symbol":          "Le symbole {item} n'est pas reconnu : tapez Pi (pierre), Pa (papier) ou Ci (ciseaux).",
		"typed-cell":            "La case {item} n'est pas reconnue : tapez sa lettre puis son numéro, par exemple « D4 ».",
	},
	beats: func(s, under Symbol) string {
		return "une tuile " + frSymbols[s&3] + " ne bat pas une tuile " + frSymbols[under&3]
	},
	rules: []string{
		"Chaque joueur prend les 15 tuiles d'une couleur : 5 Pierre, 5 Papier et 5 Ciseaux. La pierre bat les ciseaux, les ciseaux battent le papier, le papier bat la pierre.",
		"À votre tour, placez une tuile de votre main sur la grille. Face visible, elle va sur une case vide adjacente à une tuile (par un côté ou un angle), puis vous piochez 2 tuiles. Face cachée, elle recouvre une tuile face visible qu'elle bat, quelle que soit sa couleur, et vous ne piochez pas. Une tuile face cachée ne peut plus être recouverte. Toutes les tuiles doivent tenir dans un carré de 4×4 (5×5 à 3 ou 4 joueurs). Vous ne pouvez passer votre tour que si vous ne pouvez placer aucune tuile : dévoilez alors votre main, puis piochez 2 tuiles.",
		"Trois tuiles de votre couleur alignées et non recouvertes (horizontalement, verticalement ou en diagonale), toutes face visible ou toutes face cachée, vous font gagner la manche. Si plus aucun joueur ne peut placer de tuile, celui qui a le plus de tuiles apparentes gagne la manche.",
		"Le premier à remporter 2 manches gagne la partie. À 3 joueurs, les tuiles vertes sont neutres : elles n'appartiennent à personne ; à 4 en équipes, l'équipe A (joueurs 1 et 3) joue contre l'équipe B (joueurs 2 et 4), et l'alignement d'un équipier fait gagner la manche à son équipe.",
	},
	picKnown: func(s Symbol, n int) string {
		return strconv.Itoa(n) + " " + fr.Form(n, frSymbols[s&3], frSymbolsPlural[s&3])
	},
}

// frSymbolsPlural are frSymbols counted more than one: "2 pierres".
var frSymbolsPlural = [...]string{"tuiles", "pierres", "papiers", "ciseaux"}

// frSymbols are the symbols' names, by Symbol, the rulebook's, in lower
// case as common nouns are in the middle of a sentence ("une tuile
// papier"); a label that begins with one capitalises it.
var frSymbols = [...]string{"tuile", "pierre", "papier", "ciseaux"}

// frWon says that winners did done, in the past: a team by its name
// ("l'équipe B (joueurs 2 et 4) a gagné la manche 1"), else as
// [speech.Basics.Together] says them ("vous et Bo avez gagné").
func frWon(winners side, done string) string { return winners.did(fr, "a ", done) }

// frNames names people, the reader last, as French courtesy has it: "Ana
// et vous".
func frNames(who []speech.Person) string { return fr.Names(frYouLast(who), "vous") }

// frYouLast returns who with the reader moved last.
func frYouLast(who []speech.Person) []speech.Person {
	who = slices.Clone(who)
	slices.SortStableFunc(who, func(a, b speech.Person) int {
		switch {
		case a.You && !b.You:
			return 1
		case b.You && !a.You:
			return -1
		}
		return 0
	})
	return who
}

// frWonEach says what each of several people won in a match, the most
// of the losers, one round or more (a match won with none lost is said
// without them): "le joueur 2 en a gagné une", "Bo et vous en avez gagné
// une chacun".
func frWonEach(g side) string {
	has := "a"
	switch {
	case slices.ContainsFunc(g.who, func(p speech.Person) bool { return p.You }):
		has = "avez"
	case len(g.who) > 1:
		has = "ont"
	}
	if len(g.who) > 1 {
		return frNames(g.who) + " en " + has + " gagné " + frAmount(g.rounds) + " chacun"
	}
	return frNames(g.who) + " en " + has + " gagné " + frAmount(g.rounds)
}

// frCovered names a tile covered by whose it is: "la tuile Pierre
// d'Ana", "votre tuile Pierre", "sa tuile Pierre" (the mover's own), "la
// tuile Pierre de votre partenaire", "la tuile Pierre verte" (neutral:
// the colour a player sees, fr 9), or "la tuile Pierre" where that was
// not told.
func frCovered(c cover) string {
	tile := "la tuile " + frSymbols[c.symbol&3]
	switch {
	case c.owner == nil && c.told:
		return tile + " verte"
	case c.owner == nil:
		return tile
	case c.owner.You:
		return "votre tuile " + frSymbols[c.symbol&3]
	case c.own:
		return "sa tuile " + frSymbols[c.symbol&3]
	case c.partner:
		return tile + " de votre partenaire" // « partenaire », a word for either sex
	}
	return tile + " " + fr.Whose(*c.owner)
}

// frLine names the line of two that covering c breaks by whose it is:
// "votre propre alignement" (the reader's), "l'alignement de votre
// partenaire", "l'alignement d'Ana".
func frLine(c cover) string {
	return lineOf(c, "votre propre alignement", "l'alignement de votre partenaire", "l'alignement", fr)
}

// frList returns "deux tuiles Pierre et une tuile Papier".
func frList(syms []Symbol) string { return symbolCounts(syms, frCount, fr) }

// frCount counts n tiles of symbol s, the symbol's name invariable, as
// the rulebook writes it: "une tuile Pierre", "deux tuiles Ciseaux"; « une
// tuile inconnue » for a tile not shown (« cachée » is face down).
func frCount(s Symbol, n int) string {
	if !s.valid() {
		return frTiles(n) + fr.Form(n, " inconnue", " inconnues")
	}
	return frTiles(n) + " " + frSymbols[s&3]
}

// frAmount counts tiles or rounds, both feminine: "aucune", "une", "deux".
func frAmount(n int) string { return amount(n, "aucune", "une", fr) }

// frHis returns "votre" for the reader, else his, "son" or "sa".
func frHis(who speech.Person, his string) string {
	if who.You {
		return "votre"
	}
	return his
}

// frTiles counts tiles: "aucune tuile", "une tuile", "deux tuiles".
func frTiles(n int) string { return fr.Amount(n, "aucune tuile", "une tuile", "tuiles") }

// frNe is the negation before a verb that counts n tiles, when n is
// none: "ne piochez aucune tuile".
func frNe(n int) string {
	if n == 0 {
		return "ne "
	}
	return ""
}

// frDidNot says that who did not do something, done, which counts none:
// "vous n'avez pioché aucune tuile", "le joueur 2 n'a pioché aucune tuile".
func frDidNot(who speech.Person, done string) string {
	if who.You {
		return "vous n'avez " + done
	}
	return fr.Name(who) + " n'a " + done
}

// The words a player types in French for the notation's (see typings): the
// symbols as the board draws them, or their names.
func init() {
	typings[lang.French] = engine.NewTyping("up=visible; down=cachée; pass=passer passe; R=Pi pierre; P=Pa papier; S=Ci ciseaux C; =P") // P: pierre or papier
}
