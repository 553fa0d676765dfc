package main

import (
	"io/fs"
	"regexp"
	"testing"
)

// struckPageWords are words the third native reviews struck out of the
// page, per catalogue: French "donne" for a game where nothing is dealt
// and "hors limite"; Italian English "replay", buttons the tutorial names
// by infinitives that no button shows, a cell called "posto" or "spazio";
// Dutch "rooster", "bedekken", "teken" and "Bonusspel" beside the
// library's "speelveld", "afdekken", "symbool" and "Bonusvariant".
var struckPageWords = map[string]*regexp.Regexp{
	"fr": regexp.MustCompile(`Numéro de donne|nouvelle donne|⏮ Donne|hors limite\P{L}|cartes d’attaques`),
	"it": regexp.MustCompile(`(?i)\breplay\b|Premi (Prendere|Scartare)|posto vuoto segnato|spazi vuoti|in un posto libero|Allenatore`),
	"nl": regexp.MustCompile(`\brooster\b|\bbedekken\b|zijn teken\b|Bonusspel|mist zijn geheim|springt naar`),
}

// TestPageWordsStruckByTheReviewsAreGone reads the catalogues' words, not
// their keys or comments, for the words struck out.
func TestPageWordsStruckByTheReviewsAreGone(t *testing.T) {
	web, _ := fs.Sub(webFiles, "web")
	for lang, struck := range struckPageWords {
		b, err := fs.ReadFile(web, "i18n/"+lang+".js")
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range catalogueLine.FindAllStringSubmatch(string(b), -1) {
			for _, w := range quotedWords(m[2]) {
				if struck.MatchString(w) {
					t.Errorf("%s %q: struck words in %q", lang, m[1], w)
				}
			}
		}
	}
}
