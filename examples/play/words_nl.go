package main

import (
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
)

// Dutch names the columns of the legend as the picture heads them, and
// the LINX grid "speelveld", as the library does.
func init() {
	catalogue[lang.Dutch] = &phrases{
		help:     "Typ het nummer van een zet, of dat van een keuze om de zetten ervan te zien. Andere woorden:",
		commands: []string{"regels", "legenda", "meer", "terug", "zetten", "tafel", "hulp", "stop"},
		meanings: []string{
			"de regels van het spel",
			"hoe je de tafel leest",
			"de volgende zetten, als het scherm ze niet allemaal toont",
			"weer de keuzes, nadat je er een hebt geopend",
			"alle toegestane zetten, per keuze",
			"weer de tafel",
			"deze tekst",
			"het spel verlaten",
		},
		english:    "(deze woorden werken ook in het Engels)",
		prompt:     func(string) string { return "je zet (nummer, regels, legenda, hulp): " },
		inputEnded: "de invoer hield op voordat het spel voorbij was",
		noSuch:     func(n, last int) string { return fmt.Sprintf("er is geen %d: kies 1 tot en met %d", n, last) },
		more:       func(n int) string { return fmt.Sprintf("nog %d: typ meer", n) },
		lastOnes:   "de laatste: meer begint opnieuw",
		back:       "terug: de andere keuzes",
		deal: func(title, seed string) string {
			return fmt.Sprintf("%s, deling %s (-seed %s speelt haar opnieuw)", title, seed, seed)
		},
		bye:    "tot ziens",
		you:    "jij",
		nobody: "niemand",
		and:    "en",
		gameOver: func(won string, count int, you bool, scores string) string {
			verb := "heeft gewonnen" // one, or nobody: "niemand heeft gewonnen"
			switch {
			case you && count == 1:
				verb = "hebt gewonnen"
			case count > 1:
				verb = "hebben gewonnen"
			}
			return fmt.Sprintf("Het spel is voorbij: %s %s. Punten: %s.", won, verb, scores)
		},
		legends: map[string][]string{
			"linko": {
				"kaarten: hoeveel kaarten de speler in de hand heeft. punten: +1 voor iedere uitgelegde kaart, -1 voor iedere kaart in de hand (13 kaarten in de hand en geen uitgelegd is -13).",
				"bekend: de kaarten van die hand die iedereen gezien heeft (afgepakte of teruggenomen kaarten). uitgelegd: de uitgelegde kaarten, de bovenste als laatste; alleen de bovenste kunnen worden afgepakt.",
				"Kaarten die samen zijn uitgelegd, staan met + verbonden, en X is een joker, zoals op de kaarten: 7+7+X zijn twee 7’s en een joker; X+X zijn twee jokers. > wijst de speler aan die aan de beurt is.",
			},
			"lino": {
				"X en O zijn de stenen van speler 1 en speler 2. . is een lege tegel, # een tegel die niet meer mag bewegen, ~ een plek waar geen tegel meer mag komen (een tegel heeft die plek verlaten).",
				"Bonusspel: x3 of o2 is een getal voor X of O op een lege tegel, * een ster. Een plek heet naar de letter van zijn kolom en het nummer van zijn rij, C4, zoals op de assen.",
			},
			"linx": {
				"Een tegel wordt geschreven met zijn kleur (y geel, b blauw, p roze, g groen) en zijn symbool (R Steen, P Papier, S Schaar).",
				"Een kleine kleurletter ligt open (bP: blauw Papier, open); een hoofdletter ligt gedekt (BS: blauwe Schaar, gedekt). + is een plek waar een tegel open mag komen; . een plek binnen het bereik van het speelveld.",
				"Een plek heet naar de letter van zijn kolom en het nummer van zijn rij, C4, zoals op de assen.",
			},
		},
	}
}
