package main

import (
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
)

// French is typeset as the library's: ’, a no-break space (U+00A0)
// before a colon and inside « », a narrow one (U+202F) before ; ! ?. The
// legend names the columns as the picture heads them.
func init() {
	catalogue[lang.French] = &phrases{
		help:     "Tapez le numéro d’un coup, ou celui d’un choix pour en voir les coups. Autres mots\u00a0:",
		commands: []string{"règles", "légende", "suite", "retour", "coups", "table", "aide", "quitter"},
		meanings: []string{
			"les règles du jeu",
			"comment lire la table",
			"les coups suivants, quand l’écran ne les tient pas tous",
			"les choix de nouveau, après en avoir ouvert un",
			"tous les coups permis, par choix",
			"la table de nouveau",
			"ce texte",
			"quitter la partie",
		},
		english:    "(ces mots marchent aussi en anglais)",
		prompt:     func(string) string { return "votre coup (numéro, règles, légende, aide)\u00a0: " },
		inputEnded: "l’entrée s’est terminée avant la partie",
		noSuch: func(n, last int) string {
			return fmt.Sprintf("il n’y a pas de %d\u00a0: choisissez de 1 à %d", n, last)
		},
		more:     func(n int) string { return fmt.Sprintf("encore %d\u00a0: tapez suite", n) },
		lastOnes: "les derniers\u00a0: suite reprend au début",
		back:     "retour\u00a0: les autres choix",
		deal: func(title, seed string) string {
			return fmt.Sprintf("%s, donne %s (-seed %s la rejoue)", title, seed, seed)
		},
		bye:    "au revoir",
		you:    "vous",
		nobody: "personne",
		and:    "et",
		gameOver: func(won string, count int, you bool, scores string) string {
			verb := "a gagné" // one, or nobody: "personne n’a gagné"
			switch {
			case count == 0:
				verb = "n’a gagné"
			case you:
				verb = "avez gagné"
			case count > 1:
				verb = "ont gagné"
			}
			return fmt.Sprintf("Fin de la partie\u00a0: %s %s. Scores\u00a0: %s.", won, verb, scores)
		},
		legends: map[string][]string{
			"linko": {
				"cartes\u00a0: le nombre de cartes en main. score\u00a0: +1 par carte posée devant soi, -1 par carte en main (13 cartes en main et aucune posée font -13).",
				"connues\u00a0: les cartes de cette main que tous ont vues (cartes prises ou reprises en main). posées\u00a0: ses cartes posées, celles du dessus en dernier\u202f; seules celles du dessus peuvent être subtilynxées.",
				"Les cartes d’une même pose sont reliées par +, et X est un joker, comme sur les cartes\u00a0: 7+7+X, c’est deux 7 et un joker\u202f; X+X, deux jokers. > marque le joueur dont c’est le tour.",
			},
			"lino": {
				"X et O sont les pierres du joueur 1 et du joueur 2. . est une case inoccupée, # une case qui ne peut plus bouger, ~ un endroit où aucune case ne peut aller (une case l’a quitté).",
				"Jeu bonus\u00a0: x3 ou o2 est un chiffre pour X ou O sur une case inoccupée, * une étoile. Un endroit se nomme par la lettre de sa colonne et le numéro de sa ligne, C4, comme sur les axes.",
			},
			"linx": {
				"Une tuile s’écrit avec sa couleur (y jaune, b bleu, p rose, g vert) et son symbole (R Pierre, P Papier, S Ciseaux).",
				"Une petite lettre de couleur est face visible (bP\u00a0: Papier bleu, face visible)\u202f; une majuscule est face cachée (BS\u00a0: Ciseaux bleus, face cachée). + est un endroit où une tuile peut aller face visible\u202f; . un endroit à portée de la grille.",
				"Un endroit se nomme par la lettre de sa colonne et le numéro de sa ligne, C4, comme sur les axes.",
			},
		},
	}
}
