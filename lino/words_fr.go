package lino

import (
	"fmt"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// fr is the grammar of French that the games share.
var fr = speech.Of(lang.French)

// French speaks with the words of the French rulebook: le plateau, les
// cases (the rulebook's word for the 56 tiles: "56 cases", "il déplace
// l'une des cases à un autre endroit"), l'endroit (where a case lies or
// may go), les pierres, les rangées, l'étoile; the reader is "vous".
var inFrench = phrases{
	tileMoved: func(who speech.Person, from, to string) string {
		return speech.Sentence(fr.Did(who, fmt.Sprintf("déplacé la case de %s en %s", from, to)))
	},
	fillingStarted: "Le plateau est construit.",
	stonePlaced: func(who speech.Person, colour int, at string) string {
		stone := [...]string{"une pierre noire", "une pierre blanche", "une pierre"}[min(max(colour, 0), 2)]
		return speech.Sentence(fr.Did(who, fmt.Sprintf("posé %s en %s", stone, at)))
	},
	rowClosed: func(who speech.Person, start, end string, points int) string {
		return speech.Sentence(fr.Did(who, fmt.Sprintf("fermé la rangée de %s à %s et marqué %s", start, end, fr.Points(points))))
	},
	runScored: func(whose speech.Person, stones int, start, end string, points int) string {
		pierres := fr.Number(stones) + " " + fr.Form(stones, "pierre", "pierres")
		if stones == 1 {
			pierres = "une pierre"
		}
		if whose.You {
			return fmt.Sprintf("Votre alignement de %s, de %s à %s, a rapporté %s.", pierres, start, end, fr.Points(points))
		}
		return fmt.Sprintf("L'alignement de %s %s, de %s à %s, a rapporté %s.", pierres, fr.Whose(whose), start, end, fr.Points(points))
	},
	numberScored: func(number int, at string, points int, whom speech.Person) string {
		return fmt.Sprintf("Le %d de la case inoccupée en %s %s.", number, at, frBrought(points, whom))
	},
	starScored: func(at string, points int, whom speech.Person) string {
		return fmt.Sprintf("L'étoile en %s %s.", at, frBrought(points, whom))
	},
	lastStone: func(stones int) string { return fmt.Sprintf("C'est la dernière des %d pierres.", stones) },
	roundEnded: func(round int, first, second speech.Score) string {
		return fmt.Sprintf("La manche %d est terminée : %s.", round, frScores(first, second))
	},
	scores:       func(first, second speech.Score) string { return speech.Sentence(frScores(first, second)) },
	roundStarted: func(round int) string { return fmt.Sprintf("La manche %d commence sur le même plateau.", round) },
	draw:         func(score string) string { return "La partie se termine à égalité" + score + "." },
	lost:         func(score string) string { return "Vous avez perdu la partie" + score + "." },
	won: func(winner speech.Person, score string) string {
		return speech.Sentence(fr.Did(winner, "gagné la partie"+score))
	},
	versus:    func(first, second int) string { return fmt.Sprintf(", %d à %d", first, second) },
	unknown:   "Il s'est passé quelque chose qu'aucune règle de Lino ne décrit.",
	picNoGame: "pas de partie",
	// A heading, as LINX's line is (« LINX · manche 1 · vous êtes
	// … »), not a sentence: words-round15 fr 4.
	picRound: func(round, rounds int, phase string) string {
		if rounds <= 1 {
			return "Lino · " + phase + "."
		}
		return fmt.Sprintf("Lino · manche %d sur %d · %s.", round, rounds, phase)
	},
	// The phases are nouns without article, as the rulebook's
	// headings are (« Construction du plateau de jeu », « Fin du
	// jeu »).
	picPhases: []string{"construction du plateau", "remplissage du plateau", "fin de la construction",
		"décompte des rangées fermées", "décompte final", "fin de la manche", "fin de la partie"},
	picUnknownPhase: "une phase inconnue",
	picSeat: func(stone string, colour int, reader speech.Person, _ bool) string {
		// The side, as true after the end as before it (words-round10
		// fr), said with its verb (words-round13 fr).
		return fmt.Sprintf("Vous êtes %s et jouez les %s (%s).", fr.Name(reader), [...]string{"Noirs", "Blancs"}[colour&1], stone)
	},
	picWatch:     "Vous regardez la partie.",
	picSeatLabel: func(n int) string { return "joueur " + strconv.Itoa(n) },
	picYou:       "(vous)",
	picColours:   [2]string{"Noirs", "Blancs"},
	picScore:     func(who string, points int) string { return who + " : " + fr.Points(points) },
	picScoreSep:  " ; ",
	picWinner: func(winner speech.Person, colour int, stone string) string {
		return fmt.Sprintf("Partie terminée : %s gagne avec %s (%s).", fr.Name(winner), frColours[colour&1], stone)
	},
	picYouWin: "Partie terminée : vous gagnez.",
	picDraw:   "Partie terminée : égalité.",
	picOver:   "Partie terminée.",
	picNobody: "Un instant : on compte les points.",
	picLegend: func(moved, moves int) string {
		return fmt.Sprintf("# case qu'on ne peut pas déplacer, + endroit possible, ~ endroit interdit ; cases déplacées : %d sur %d.", moved, moves)
	},
	picMoveTile: func(who speech.Person) string {
		return "C'est " + frTo(who) + " de déplacer une case"
	},
	picPlaceStone: func(who speech.Person) string {
		return "C'est " + frTo(who) + " de poser une pierre"
	},
	moveTile:      func(from, to string) string { return "Déplacer la case de " + from + " en " + to },
	placeStone:    func(at string) string { return "Poser une pierre en " + at },
	unknownMove:   "Un coup qu'aucune règle de Lino ne décrit",
	pickTile:      func(from string) string { return "Déplacer la case de " + from },
	scoresNothing: "Vous ne marquez aucun point.",
	closesRow: func(from, to string, points int) string {
		return "Vous fermez la rangée de " + from + " à " + to + " et marquez " + fr.Points(points) + "."
	},
	closesRows: func(rows, points int) string {
		return "Vous fermez " + fr.Number(rows) + " " + fr.Form(rows, "rangée", "rangées") + " et marquez " + fr.Points(points) + "."
	},
	makesRun: func(stones, points int) string {
		return "Cette pierre vous donne un alignement de " + fr.Number(stones) + " pierres : " + fr.Points(points) + " à la fin."
	},
	makesRuns: func(runs, points int) string {
		return "Cette pierre vous donne " + fr.Number(runs) + " alignements : " + fr.Points(points) + " à la fin."
	},
	tilesLeft: func(n int) string {
		return "Vous aurez encore " + fr.Number(n) + " " + fr.Form(n, "case", "cases") + " à déplacer."
	},
	lastTile:   "Vous déplacez votre dernière case.",
	fieldBuilt: "Vous déplacez la dernière case : le plateau est construit, on pose ensuite les pierres.",
	refusals: map[string]string{
		string(ReasonCellTaken): "Il y a déjà une case en {item}.",
		"stone-taken":           "La case en {item} porte déjà une pierre.",
		"no-tile":               "Il n'y a pas de case en {item}.",
		"moved-before":          "La case en {item} a déjà été déplacée : une case ne se déplace qu'une fois.",
		"too-far-at":            "L'endroit en {item} est trop loin du plateau.",
		"too-far":               "Cet endroit est trop loin du plateau.",
		"no-tile-there":         "Il n'y a aucune case si loin du plateau.",
		"vacated":               "Une case a quitté l'endroit en {item} : aucune case ne peut plus y aller.",
		"touches-nothing":       "En {item}, la case ne toucherait aucune autre case.",
		"leaves-alone":          "Ce déplacement laisserait seule la case en {item}.",
		"must-place":            "Le plateau est construit : posez une pierre.",
		"must-move":             "Le plateau est en construction : déplacez une case.",
		"typed":                 "Tapez « déplacer » suivi de deux endroits, par exemple « déplacer K7 K6 » ou « déplacer K7 en K6 », ou « poser » suivi d'une case, par exemple « poser K6 ».",
		"typed-long":            "C'est trop long pour un coup : tapez un coup, par exemple « déplacer K7 K6 ».",
		"typed-cell":            "L'endroit {item} n'est pas reconnu : tapez sa lettre puis son numéro, par exemple « K7 ».",
	},
	rules: []string{
		"Deux joueurs s'affrontent : les Noirs et les Blancs. D'abord on construit le plateau : à tour de rôle, chaque joueur déplace une case vers un nouvel endroit, trois cases chacun (six en tout). Une case ne se déplace qu'une fois, jamais vers un endroit qu'une case a quitté, et toutes les cases doivent toujours toucher une autre case, par un côté ou un angle.",
		"Puis chaque joueur à son tour pose une pierre sur une case inoccupée, 24 pierres chacun (la 25ᵉ sert à marquer le score) ; huit cases restent inoccupées.",
		"Une rangée est une ligne droite de cases (horizontale, verticale ou diagonale) sans trou, bordée à chaque bout par un espace ouvert. Qui remplit la dernière case inoccupée d'une rangée marque aussitôt autant de points que la rangée compte de cases.",
		"À la fin, chaque alignement de pierres d'un joueur lui rapporte 10 points pour 4 pierres, 20 pour 5, 30 pour 6 et 40 pour 7 ou plus.",
		"Jeu bonus : une case inoccupée qui porte un chiffre rapporte autant de points que ce chiffre au joueur de la couleur du chiffre ; une étoile rapporte 10 points à qui a le plus de pierres autour d'elle ; en cas d'égalité, ils vont au joueur dont la pierre est posée sur l'étoile, et à personne si l'étoile est restée inoccupée.",
	},
	turn: func(who speech.Person, p Phase) string {
		switch {
		case !who.You:
			return "C'est " + frTo(who) + " de jouer."
		case p == PhaseBuilding:
			return "C'est à vous de jouer : déplacez une case."
		}
		return "C'est à vous de jouer : posez une pierre."
	},
}

// frColours name the players by their colours, as French names the sides
// of a two-player game ("les Noirs jouent"): capitals, where the stones'
// colours ("une pierre noire") take none.
var frColours = [2]string{"les Noirs", "les Blancs"}

// frTo returns "à vous", "à Ana": whose turn it is.
func frTo(who speech.Person) string { return fr.To(who, "à vous") }

// frBrought says what something brought whom: "vous a rapporté 3 points",
// "a rapporté 3 points à Ana".
func frBrought(points int, whom speech.Person) string {
	if whom.You {
		return "vous a rapporté " + fr.Points(points)
	}
	return "a rapporté " + fr.Points(points) + " " + fr.With("à", whom)
}

// frScores says two scores as a score is announced, the verb and the unit
// with the first alone (words-round16 fr 10): "Ana a marqué 197 points, et
// Bo 172", "Ana a marqué 60 points, et vous 58"; a seat named by its number
// says its verb again, so that its number never runs into its score: "et le
// joueur 2 en a marqué 172", never "et le joueur 2 172".
func frScores(first, second speech.Score) string {
	then := fr.Name(second.Who) + " " + speech.Signed(second.Points)
	switch {
	case second.Who.You:
		then = "vous " + speech.Signed(second.Points)
	case second.Who.Seat != 0:
		then = fr.Name(second.Who) + " en a marqué " + speech.Signed(second.Points)
	}
	return fr.Did(first.Who, "marqué "+fr.Points(first.Points)) + ", et " + then
}

// The words a player types in French for the notation's verbs (see typings).
func init() {
	typings[lang.French] = engine.NewTyping("move=déplacer; place=poser")
}

// The words a person of French types between a move's two cells, which
// View.ParseTyped reads as nothing (lino25, issue #40): en first, as the
// narration says "en M15"; à and vers as a player may type them too
// (words-r25).
func init() { fillers[lang.French] = &[]string{"en", "à", "vers"} }
