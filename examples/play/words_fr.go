package main

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// French is typeset as the library's: ’, a no-break space (U+00A0)
// before a colon and inside « », a narrow one (U+202F) before ; ! ?. The
// legend names the columns as the picture heads them.
func init() {
	catalogue[lang.French] = &phrases{
		help:     "Tapez le numéro d’un coup, ou celui d’un choix pour en voir les coups. Autres commandes\u00a0:",
		commands: []string{"règles", "légende", "suite", "retour", "coups", "table", "aide", "quitter"},
		meanings: []string{
			"les règles du jeu",
			"comment lire la table",
			"la suite de la liste, quand elle ne tient pas à l’écran",
			"revenir à la liste des choix",
			"tous les coups possibles, choix par choix",
			"réafficher la table",
			"cette aide",
			"quitter la partie",
		},
		english:    "(ces mots fonctionnent aussi en anglais)",
		prompt:     "Votre coup (numéro, règles, légende ou aide)\u00a0: ",
		inputEnded: "L’entrée s’est terminée avant la fin de la partie.",
		noSuch: func(n, last int) string {
			return fmt.Sprintf("Le numéro %d n’est pas dans la liste\u00a0: %s.", n, pickOf(last, "tapez 1", "tapez 1 ou 2", "choisissez un numéro de 1 à %d"))
		},
		unknown: func(quoted string) string {
			return "Je ne connais pas " + quoted + "\u00a0: tapez un numéro ou «\u00a0aide\u00a0»."
		},
		more:      func(n int) string { return fmt.Sprintf("encore %d choix\u00a0: tapez «\u00a0suite\u00a0»", n) },
		lastOnes:  "ce sont les derniers\u00a0: tapez «\u00a0suite\u00a0» pour revenir au début",
		back:      "tapez «\u00a0retour\u00a0» pour revoir les choix",
		colon:     "\u00a0: ",
		to:        "vers",
		semicolon: "\u202f; ",
		moveCount: frMoves,
		dash:      " – ",
		whatever:  frWhatever,
		number:    func(title, seed string) string { return title + " · Partie n°\u00a0" + seed },
		replay: func(seed string) string {
			return "Cette partie porte le numéro " + seed + "\u202f; avec le même numéro, vous rejouez exactement cette partie."
		},
		bye: "Au revoir.",
		legendSeat: func(you bool, seat int, name tabletop.SeatName) string {
			switch {
			case you:
				return "vous"
			case name == tabletop.DefaultName(lang.French, seat):
				return fmt.Sprintf("joueur %d", seat+1) // a legend's label, with no article
			}
			return name.Name
		},
		legends: map[string][]string{
			"linko": {
				"En main\u00a0: le nombre de cartes en main. Points\u00a0: +1 par carte posée devant le joueur, −1 par carte en main (13\u00a0cartes en main et aucune posée font −13).",
				"Cartes connues\u00a0: les cartes de cette main que tout le monde connaît (cartes prises ou reprises en main). Posées\u00a0: les cartes posées par ce joueur, pose par pose, la dernière à droite\u202f; seule la dernière peut être subtilynxée.",
				"Les cartes d’une même pose sont reliées par +, et X est un joker, comme sur les cartes\u00a0: 7+7+X, ce sont deux 7 et un joker\u202f; X+X, deux jokers. > marque le joueur dont c’est le tour.",
			},
			"lino": {
				"X\u00a0: pierre noire ({1})\u202f; O\u00a0: pierre blanche ({2})\u202f; .\u00a0: case inoccupée\u202f; #\u00a0: case qu’on ne peut pas déplacer\u202f; +\u00a0: endroit possible\u202f; ~\u00a0: endroit interdit (une case l’a quitté).",
				"Jeu bonus, sur les cases inoccupées\u00a0: x3\u00a0: un 3 pour les Noirs (X)\u202f; o2\u00a0: un 2 pour les Blancs (O)\u202f; *\u00a0: une étoile.",
				"Une case se nomme par la lettre de sa colonne et le numéro de sa ligne\u00a0: {cell}, par exemple. Les lettres et les numéros nomment toute la table, avec de la place de tous côtés pour que le plateau s’étende\u00a0: voilà pourquoi il ne commence pas en A1.",
			},
			"linx": {
				"Une tuile s’écrit avec l’initiale de sa couleur (j jaune, b bleu, r rose, v vert) puis celle de son symbole (Pi Pierre, Pa Papier, Ci Ciseaux)\u00a0: bPa est une tuile Papier bleue.",
				"Une tuile face visible s’écrit avec sa couleur en minuscule (bPa)\u202f; une tuile face cachée, tout en majuscules. +\u00a0: case où une tuile peut aller face visible\u202f; .\u00a0: case libre dans les limites du carré.",
				"Une case se nomme par la lettre de sa colonne et le numéro de sa ligne\u00a0: {cell}, par exemple.",
			},
		},
	}
	flagCatalogue[lang.French] = &flagWords{
		usage: "Utilisation\u00a0: play [options]. Options\u00a0:",
		flags: map[string]string{
			"game":  "le jeu\u00a0: {games} (par défaut\u00a0: linko)",
			"seats": "le nombre de joueurs (par défaut\u00a0: le nombre habituel du jeu)",
			"seed":  "le numéro de la partie\u00a0: le même numéro rejoue la même partie (par défaut\u00a0: une nouvelle partie, annoncée par son numéro)",
			"bots":  "le niveau de l’ordinateur\u00a0: {levels} (par défaut\u00a0: {medium}), ou le nom d’un robot (un nom inconnu les énumère)",
			"teams": "jouer par équipes (LINX à 4 joueurs)",
			"bonus": "jouer au jeu bonus de Lino",
			"auto":  "l’ordinateur tient toutes les places\u202f; la partie s’affiche coup par coup",
			"human": "vous tenez la place du joueur 1, même quand vos coups viennent d’un fichier ou d’un script au lieu du clavier",
			"names": "les noms des joueurs, dans l’ordre, séparés par des virgules\u00a0: Ana,Bo (par défaut\u00a0: {names})",
			"lang":  "la langue\u00a0: {langs} (par défaut\u00a0: celle de $LANGUAGE, $LC_ALL, $LC_MESSAGES ou $LANG, sinon l’anglais (en))",
		},
		levels: [3]string{"facile", "moyen", "difficile"},
		or:     "ou",
		seats: func(title string, min, max, n int) string {
			if min == max {
				return fmt.Sprintf("%s se joue à %d\u00a0joueurs, pas à %d.", title, min, n)
			}
			return fmt.Sprintf("%s se joue de %d à %d\u00a0joueurs, pas à %d.", title, min, max, n)
		},
		teams: func(n int) string {
			return fmt.Sprintf("Le jeu en équipes se joue à %d\u00a0joueurs, pas à %d.", teamSeats, n)
		},
		seed: func(quoted string) string {
			return "Numéro de partie incorrect\u00a0: " + quoted + " (un nombre est attendu)."
		},
		game: func(quoted, choices string) string {
			return "Jeu inconnu\u00a0: " + quoted + ". Choisissez " + choices + "."
		},
		bot: func(quoted, levels, bots string) string {
			return "L’ordinateur n’a ni niveau ni robot " + quoted + "\u00a0: choisissez " + levels + ", ou un robot\u00a0: " + bots + "."
		},
		option: func(title, flagName string) string { return title + " n’a pas d’option -" + flagName + "." },
		language: func(quoted, choices string) string {
			return "Langue inconnue\u00a0: " + quoted + ". Choisissez " + choices + "."
		},
		misread: "Options non reconnues\u00a0: la liste ci-dessus donne celles qui existent.",
	}
}

// frWhatever says the preview every move shares once above the list.
// Linko!'s draws, which speak of cards to draw, choose a card: what is
// left to draw is said of the card chosen, and a single draw, which the
// line above has said (« C’est à vous de piocher une carte »), not at all
// (words-round15 fr 2, words-round16 fr 3: any sentence of it repeated
// « une carte »).
func frWhatever(preview string) string {
	const card = "Quelle que soit la carte choisie, "
	switch {
	case strings.HasPrefix(preview, "vous n’avez qu’une carte"):
		return ""
	case strings.Contains(preview, "carte") && strings.Contains(preview, "pioch"):
		return card + preview
	}
	return "Quel que soit votre coup, " + preview
}

// frMoves counts the moves of a grouped choice as what they choose among:
// Lino's places where a tile may go, LINX's cells, Linko!'s moves.
func frMoves(game string, n int) string {
	fr := lang.French
	switch game {
	case "lino":
		return fr.Count(n, "endroit possible", "endroits possibles")
	case "linx":
		return fr.Count(n, "case possible", "cases possibles")
	}
	return fr.Count(n, "coup", "coups")
}
