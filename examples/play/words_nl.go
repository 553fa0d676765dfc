package main

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// Dutch names the columns of the legend as the picture heads them, and
// the LINX grid "speelveld", as the library does.
func init() {
	catalogue[lang.Dutch] = &phrases{
		help:     "Typ het nummer van een zet, of het nummer van een keuze om te zien welke zetten erbij horen. Andere woorden:",
		commands: []string{"regels", "legenda", "meer", "terug", "zetten", "tafel", "hulp", "stop"},
		meanings: []string{
			"de regels van het spel",
			"hoe je de tafel leest",
			"de volgende zetten, als het scherm ze niet allemaal toont",
			"terug naar de keuzes, nadat je er één hebt geopend",
			"alle toegestane zetten, per keuze",
			"de tafel opnieuw tonen",
			"deze tekst",
			"stoppen met spelen",
		},
		english:    "(je kunt deze woorden ook in het Engels typen)",
		prompt:     "Jouw zet (nummer, regels, legenda of hulp): ",
		inputEnded: "Er kwamen geen zetten meer, maar de partij was nog niet afgelopen.",
		noSuch: func(n, last int) string {
			return fmt.Sprintf("Nummer %d staat niet in de lijst: %s.", n, pickOf(last, "typ 1", "typ 1 of 2", "kies een nummer van 1 tot en met %d"))
		},
		unknown: func(quoted string) string { return "Ik ken " + quoted + " niet: typ een nummer of “hulp”." },
		more: func(n int) string {
			return "nog " + lang.Dutch.Count(n, "keuze", "keuzes") + ": typ “meer”"
		},
		lastOnes:  "dat waren de laatste: typ “meer” om opnieuw te beginnen",
		back:      "typ “terug” voor de andere keuzes",
		colon:     ": ",
		to:        "naar",
		semicolon: "; ",
		moveCount: nlMoves,
		dash:      " – ",
		whatever:  nlWhatever,
		// A game's seed is its number, "partijnummer", one word (words-round11 nl), as the help says
		// it: one match is "de partij" (a deal, "deling", is no word
		// players use for it).
		number: func(title, seed string) string { return title + " · Partijnummer\u00a0" + seed },
		replay: func(seed string) string {
			return "Dit is partijnummer " + seed + "; met hetzelfde nummer speel je precies deze partij opnieuw."
		},
		bye:        "Tot ziens.",
		legendSeat: youOr("jij"),
		legends: map[string][]string{
			"linko": {
				"“Kaarten”: hoeveel kaarten de speler in de hand heeft. “Punten”: +1 voor iedere uitgelegde kaart, −1 voor iedere kaart in de hand (13 kaarten in de hand en geen uitgelegd is −13).",
				"“Bekend”: de kaarten van die hand die iedereen gezien heeft (afgepakte of teruggenomen kaarten). “Uitgelegd”: de uitgelegde kaarten, de bovenste rechts; alleen de bovenste kunnen worden afgepakt.",
				"Kaarten die samen zijn uitgelegd, staan met + verbonden, en X is een joker, zoals op de kaarten: 7+7+X zijn twee 7’s en een joker; X+X zijn twee jokers. Het teken > wijst de speler aan die aan de beurt is.",
			},
			"lino": {
				"X: zwarte steen ({1}); O: witte steen ({2}); punt (.): lege tegel; #: tegel die niet verplaatst mag worden; +: mogelijke plek; ~: verboden plek (er heeft een tegel gelegen).",
				"Bonusvariant, op de lege tegels: x3: een 3 voor zwart (X); o2: een 2 voor wit (O); *: een ster.",
				"Een plek wordt aangeduid met de letter bovenaan en het getal links, bijvoorbeeld {cell}. De letters en cijfers geven de plekken op de hele tafel een naam, met ruimte aan elke kant om het speelveld te laten groeien: daarom begint het speelveld niet bij A1.",
			},
			"linx": {
				"Elke tegel wordt aangegeven met twee letters voor de kleur (ge = geel, bl = blauw, ro = roze, gr = groen) en twee voor het symbool (St = steen, Pa = papier, Sc = schaar): blPa is een blauwe papiertegel.",
				"Een open tegel schrijven we met de kleur in kleine letters (blPa), een dichte tegel helemaal in hoofdletters (BLPA). Plus (+): vak waar een tegel open mag komen; punt (.): vak binnen het bereik van het speelveld.",
				"Een vak wordt aangeduid met de letter bovenaan en het getal links, bijvoorbeeld {cell}.",
			},
		},
	}
	flagCatalogue[lang.Dutch] = &flagWords{
		usage: "Gebruik: play [opties]. Opties:",
		flags: map[string]string{
			"game":  "het spel: {games} (standaard: linko)",
			"seats": "het aantal spelers (standaard: het gebruikelijke aantal van het spel)",
			"seed":  "het partijnummer: met hetzelfde nummer speel je dezelfde partij opnieuw (standaard: een nieuwe partij; het nummer staat dan bovenaan)",
			"bots":  "het niveau van de computer: {levels} (standaard: {medium}), of de naam van een bot (een onbekende naam somt ze op)",
			"teams": "in teams spelen (LINX met 4 spelers)",
			"bonus": "de bonusvariant van Lino spelen",
			"auto":  "de computer speelt voor alle spelers; de partij wordt zet voor zet getoond",
			"human": "je speelt als speler 1, ook als je zetten uit een bestand of een script komen in plaats van het toetsenbord",
			"names": "de namen van de spelers, op volgorde, gescheiden door komma’s: Ana,Bo (standaard: {names})",
			"lang":  "de taal: {langs} (standaard: uit $LANGUAGE, $LC_ALL, $LC_MESSAGES of $LANG, anders Engels (en))",
		},
		levels: [3]string{"makkelijk", "gemiddeld", "moeilijk"},
		or:     "of",
		seats: func(title string, min, max, n int) string {
			if min == max {
				return fmt.Sprintf("%s speel je met %d spelers, niet met %d.", title, min, n)
			}
			return fmt.Sprintf("%s speel je met %d tot %d spelers, niet met %d.", title, min, max, n)
		},
		teams: func(n int) string { return fmt.Sprintf("In teams speel je met %d spelers, niet met %d.", teamSeats, n) },
		seed: func(quoted string) string {
			return "Geen geldig partijnummer: " + quoted + " (typ een heel getal)."
		},
		game: func(quoted, choices string) string { return "Onbekend spel: " + quoted + ". Kies " + choices + "." },
		bot: func(quoted, levels, bots string) string {
			return "De computer heeft geen niveau of bot " + quoted + ": kies " + levels + ", of een bot: " + bots + "."
		},
		option:   func(title, flagName string) string { return title + " heeft geen optie -" + flagName + "." },
		language: func(quoted, choices string) string { return "Onbekende taal: " + quoted + ". Kies " + choices + "." },
		misread:  "Deze opties begrijp ik niet; de lijst hierboven toont welke er zijn.",
	}
}

// nlMoves counts moves: "1 zet", "51 zetten".
func nlMoves(_ string, n int) string { return lang.Dutch.Count(n, "zet", "zetten") }

// nlWhatever says the preview every move shares once above the list.
// Linko!'s draws, which speak of cards, are said of the card chosen, and
// a single draw, which the line above has said, as what follows it: not
// "Welke zet je ook kiest, je hoeft maar één kaart te pakken"
// (words-round15 fr 2, the same flaw in Dutch), nor "het is de enige die
// je pakt" (words-round16 nl 7).
func nlWhatever(preview string) string {
	switch {
	case strings.HasPrefix(preview, "je hoeft maar één kaart"):
		return "Welke kaart je ook kiest, daarna hoef je geen kaarten meer te pakken."
	case strings.Contains(preview, "kaart"):
		return "Welke kaart je ook kiest, " + preview
	}
	return "Welke zet je ook kiest, " + preview
}
