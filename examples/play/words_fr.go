package main

import (
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.French] = &phrases{
		help: []string{
			"Tapez le numéro d'un coup, ou d'un choix pour en voir les coups ; ou tapez un coup en notation, comme l'invite le montre (votre place va de soi). Autres mots :",
			"  rules    les règles du jeu",
			"  legend   comment lire la table",
			"  more     les coups suivants, quand l'écran ne les tient pas tous",
			"  back     les choix de nouveau, après en avoir ouvert un",
			"  moves    tous les coups permis, par choix",
			"  table    la table de nouveau",
			"  help     ce texte",
			"  quit     quitter la partie",
		},
		prompt: func(example string) string {
			return fmt.Sprintf("votre coup (numéro, coup comme %q, rules, legend, help) : ", example)
		},
		inputEnded: "l'entrée s'est terminée avant la partie",
		noSuch:     func(n, last int) string { return fmt.Sprintf("il n'y a pas de %d : choisissez de 1 à %d", n, last) },
		more:       func(n int) string { return fmt.Sprintf("encore %d : tapez more", n) },
		lastOnes:   "les derniers : more reprend au début",
		back:       "back : les autres choix",
		deal: func(title, seed string) string {
			return fmt.Sprintf("%s, donne %s (-seed %s la rejoue)", title, seed, seed)
		},
		bye:    "au revoir",
		seat:   func(n int) string { return fmt.Sprintf("Joueur %d", n) },
		you:    "vous",
		nobody: "personne",
		and:    "et",
		gameOver: func(won, scores string) string {
			return fmt.Sprintf("Fin de la partie, gagnée par %s. Scores : %s.", won, scores)
		},
		legends: map[string][]string{
			"linko": {
				"cards : le nombre de cartes en main. score : +1 par carte posée devant soi, -1 par carte en main (13 cartes en main et aucune posée font -13).",
				"known : les cartes de cette main que tous ont vues (cartes prises ou reprises en main). tableau : ses cartes posées, celles du dessus en dernier ; seules celles du dessus peuvent être subtilynxées.",
				"Une pose comme 7x2+J est deux 7 et un joker ; J seul est un joker. > marque le joueur dont c'est le tour.",
			},
			"lino": {
				"X et O sont les pierres du joueur 1 et du joueur 2. . est une case inoccupée, # une case qui ne peut plus bouger, ~ un endroit où aucune case ne peut aller (une case l'a quitté).",
				"Jeu bonus : x3 ou o2 est un chiffre pour X ou O sur une case inoccupée, * une étoile. Un endroit se nomme par la lettre de sa colonne et le numéro de sa ligne, C4, comme sur les axes ; dans un coup tapé, il s'écrit x,y : x croît vers la droite, y vers le bas.",
			},
			"linx": {
				"Une tuile s'écrit avec sa couleur (r rouge, b bleu, p rose, g vert) et son symbole (R Pierre, P Papier, S Ciseaux).",
				"Une petite lettre de couleur est face visible (bP : Papier bleu, face visible) ; une majuscule est face cachée (BS : Ciseaux bleus, face cachée). + est un endroit où une tuile peut aller face visible ; . un endroit à portée de la grille.",
				"Un endroit se nomme par la lettre de sa colonne et le numéro de sa ligne, C4, comme sur les axes ; dans un coup tapé, il s'écrit x,y : x croît vers la droite, y vers le bas.",
			},
		},
	}
}
