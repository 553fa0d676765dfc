package main

import (
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.Dutch] = &phrases{
		help: []string{
			"Typ het nummer van een zet, of van een keuze om haar zetten te zien; of typ een zet in notatie, zoals de prompt laat zien (je plaats spreekt vanzelf). Andere woorden:",
			"  rules    de regels van het spel",
			"  legend   hoe je de tafel leest",
			"  more     de volgende zetten, als het scherm ze niet allemaal toont",
			"  back     weer de keuzes, nadat je er een opende",
			"  moves    alle toegestane zetten, per keuze",
			"  table    weer de tafel",
			"  help     deze tekst",
			"  quit     het spel verlaten",
		},
		prompt: func(example string) string {
			return fmt.Sprintf("je zet (nummer, zet zoals %q, rules, legend, help): ", example)
		},
		inputEnded: "de invoer eindigde voor het spel",
		noSuch:     func(n, last int) string { return fmt.Sprintf("er is geen %d: kies 1 tot en met %d", n, last) },
		more:       func(n int) string { return fmt.Sprintf("nog %d: typ more", n) },
		lastOnes:   "de laatste: more begint opnieuw",
		back:       "back: de andere keuzes",
		deal: func(title, seed string) string {
			return fmt.Sprintf("%s, deling %s (-seed %s speelt haar opnieuw)", title, seed, seed)
		},
		bye:    "tot ziens",
		seat:   func(n int) string { return fmt.Sprintf("Speler %d", n) },
		you:    "jij",
		nobody: "niemand",
		and:    "en",
		gameOver: func(won, scores string) string {
			return fmt.Sprintf("Het spel is voorbij, gewonnen door %s. Punten: %s.", won, scores)
		},
		legends: map[string][]string{
			"linko": {
				"cards: hoeveel kaarten de speler in de hand heeft. score: +1 voor iedere uitgelegde kaart, -1 voor iedere kaart in de hand (13 kaarten in de hand en geen uitgelegd is -13).",
				"known: de kaarten van die hand die iedereen gezien heeft (afgepakte of teruggenomen kaarten). tableau: de uitgelegde kaarten, de bovenste als laatste; alleen de bovenste kunnen worden afgepakt.",
				"Kaarten als 7x2+J zijn twee 7-en en een joker; J alleen is een joker. > wijst de speler aan die aan de beurt is.",
			},
			"lino": {
				"X en O zijn de stenen van speler 1 en speler 2. . is een lege tegel, # een tegel die niet meer mag bewegen, ~ een plek waar geen tegel meer mag komen (een tegel verliet haar).",
				"Bonusspel: x3 of o2 is een getal voor X of O op een lege tegel, * een ster. Een plek heet naar de letter van zijn kolom en het nummer van zijn rij, C4, zoals op de assen; in een getypte zet is het x,y: x groeit naar rechts, y naar beneden.",
			},
			"linx": {
				"Een tegel wordt geschreven met zijn kleur (r rood, b blauw, p roze, g groen) en zijn symbool (R Steen, P Papier, S Schaar).",
				"Een kleine kleurletter ligt open (bP: blauw Papier, open); een hoofdletter ligt gedekt (BS: blauwe Schaar, gedekt). + is een plek waar een tegel open mag komen; . een plek binnen het bereik van het rooster.",
				"Een plek heet naar de letter van zijn kolom en het nummer van zijn rij, C4, zoals op de assen; in een getypte zet is het x,y: x groeit naar rechts, y naar beneden.",
			},
		},
	}
}
