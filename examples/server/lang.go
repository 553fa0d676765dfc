package main

import (
	"net/http"

	"github.com/tabletopgo/tabletop/lang"
)

// requestLang is the language a request's sentences are written in: its
// ?lang= (which the page sends with every call and on its event stream,
// since an EventSource sets no header), else the best of its
// Accept-Language, else English.
func requestLang(r *http.Request) lang.Language {
	// Only a tag given is parsed: most requests (a bot's, the load's)
	// give none, and lang.Parse would make an error to say so; nor is a
	// query that is not there (parsing it makes an empty map).
	if r.URL.RawQuery != "" {
		if tag := r.URL.Query().Get("lang"); tag != "" {
			if l, err := lang.Parse(tag); err == nil {
				return l
			}
		}
	}
	return lang.Match(r.Header.Get("Accept-Language"))
}

// statusSentences say in plain words, in each language, what an error of
// each status means to a person, for the errors that have no sentence of
// their own; 0 is the sentence of any other status.
var statusSentences = map[lang.Language]map[int]string{
	lang.English: {
		http.StatusBadRequest:            "The server did not understand that request.",
		http.StatusUnauthorized:          "This needs the secret link of a seat or of the table's creator.",
		http.StatusForbidden:             "This link's secret does not open that.",
		http.StatusNotFound:              "There is no such table, seat or page.",
		http.StatusMethodNotAllowed:      "The server does not do that here.",
		http.StatusConflict:              "That cannot be done now.",
		http.StatusGone:                  "This table takes no more moves.",
		http.StatusRequestEntityTooLarge: "That was too large to send.",
		http.StatusTooManyRequests:       "Too many requests at once: wait a moment, then try again.",
		http.StatusServiceUnavailable:    "The server cannot do that just now: try again in a moment.",
		0:                                "Something went wrong on the server: try again in a moment.",
	},
	lang.French: {
		http.StatusBadRequest:            "Le serveur n’a pas compris cette demande.",
		http.StatusUnauthorized:          "Il faut pour cela le lien secret d’une place ou du créateur de la table.",
		http.StatusForbidden:             "Le secret de ce lien n’ouvre pas cela.",
		http.StatusNotFound:              "Cette table, cette place ou cette page n’existe pas.",
		http.StatusMethodNotAllowed:      "Le serveur ne fait pas cela ici.",
		http.StatusConflict:              "Cela ne peut pas se faire maintenant.",
		http.StatusGone:                  "Cette table n’accepte plus de coups.",
		http.StatusRequestEntityTooLarge: "C’était trop gros pour être envoyé.",
		http.StatusTooManyRequests:       "Trop de demandes à la fois : attendez un instant, puis réessayez.",
		http.StatusServiceUnavailable:    "Le serveur ne peut pas le faire pour l’instant : réessayez dans un moment.",
		0:                                "Quelque chose s’est mal passé sur le serveur : réessayez dans un moment.",
	},
	lang.Italian: {
		http.StatusBadRequest:            "Il server non ha capito questa richiesta.",
		http.StatusUnauthorized:          "Serve il link segreto di un posto o di chi ha creato il tavolo.",
		http.StatusForbidden:             "Il segreto di questo link non apre questo.",
		http.StatusNotFound:              "Questo tavolo, posto o pagina non esiste.",
		http.StatusMethodNotAllowed:      "Il server non fa questo qui.",
		http.StatusConflict:              "Non si può fare adesso.",
		http.StatusGone:                  "Questo tavolo non accetta più mosse.",
		http.StatusRequestEntityTooLarge: "Era troppo grande da inviare.",
		http.StatusTooManyRequests:       "Troppe richieste insieme: aspetta un momento, poi riprova.",
		http.StatusServiceUnavailable:    "Il server non può farlo adesso: riprova tra un momento.",
		0:                                "Qualcosa è andato storto sul server: riprova tra un momento.",
	},
	lang.Dutch: {
		http.StatusBadRequest:            "De server begreep dit verzoek niet.",
		http.StatusUnauthorized:          "Hiervoor is de geheime link van een plaats of van de maker van de tafel nodig.",
		http.StatusForbidden:             "Het geheim van deze link opent dat niet.",
		http.StatusNotFound:              "Deze tafel, plaats of pagina bestaat niet.",
		http.StatusMethodNotAllowed:      "De server doet dat hier niet.",
		http.StatusConflict:              "Dat kan nu niet.",
		http.StatusGone:                  "Deze tafel neemt geen zetten meer aan.",
		http.StatusRequestEntityTooLarge: "Dat was te groot om te versturen.",
		http.StatusTooManyRequests:       "Te veel verzoeken tegelijk: wacht even en probeer het dan opnieuw.",
		http.StatusServiceUnavailable:    "De server kan dat nu niet: probeer het zo opnieuw.",
		0:                                "Er ging iets mis op de server: probeer het zo opnieuw.",
	},
}

// statusSentence is the sentence in l for an error of status code.
func statusSentence(l lang.Language, code int) string {
	words := statusSentences[l]
	if words == nil {
		words = statusSentences[lang.English]
	}
	if text, ok := words[code]; ok {
		return text
	}
	return words[0]
}
