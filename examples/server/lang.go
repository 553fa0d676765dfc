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

// pageLang is the language the page will speak at r's address, as
// i18n.js chooses it: the address's ?lang=, else the one the reader chose
// before (in the langCookie), else the best of Accept-Language.
func pageLang(r *http.Request) lang.Language {
	if r.URL.RawQuery != "" {
		if l, err := lang.Parse(r.URL.Query().Get("lang")); err == nil {
			return l
		}
	}
	if c, err := r.Cookie(langCookie); err == nil {
		if l, err := lang.Parse(c.Value); err == nil {
			return l
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
		http.StatusUnauthorized:          "This needs the link of a seat, or the link of the table's creator.",
		http.StatusForbidden:             "This link does not allow that.",
		http.StatusNotFound:              "There is no such table, seat or page.",
		http.StatusMethodNotAllowed:      "That cannot be done here.",
		http.StatusConflict:              "That cannot be done now.",
		http.StatusGone:                  "This table takes no more moves.",
		http.StatusRequestEntityTooLarge: "What was sent is too large.",
		http.StatusTooManyRequests:       "Too many requests at once: wait a moment, then try again.",
		http.StatusServiceUnavailable:    "The server cannot do that just now: try again in a moment.",
		0:                                "Something went wrong on the server: try again in a moment.",
	},
	lang.French: {
		http.StatusBadRequest:            "Le serveur n’a pas compris cette demande.",
		http.StatusUnauthorized:          "Il faut pour cela le lien d’une place, ou celui du créateur de la table.",
		http.StatusForbidden:             "Ce lien ne permet pas cette action.",
		http.StatusNotFound:              "Cette table, cette place ou cette page n’existe pas.",
		http.StatusMethodNotAllowed:      "Cette action n’est pas possible ici.",
		http.StatusConflict:              "Cela ne peut pas se faire maintenant.",
		http.StatusGone:                  "Cette table n’accepte plus de coups.",
		http.StatusRequestEntityTooLarge: "L’envoi est trop volumineux.",
		http.StatusTooManyRequests:       "Trop de demandes à la fois : attendez un instant, puis réessayez.",
		http.StatusServiceUnavailable:    "Le serveur ne peut pas le faire pour l’instant : réessayez dans un moment.",
		0:                                "Quelque chose s’est mal passé sur le serveur : réessayez dans un moment.",
	},
	lang.Italian: {
		http.StatusBadRequest:            "Il server non ha capito questa richiesta.",
		http.StatusUnauthorized:          "Serve il link di un posto, o quello di chi ha creato il tavolo.",
		http.StatusForbidden:             "Questo link non permette di farlo.",
		http.StatusNotFound:              "Non esiste nessun tavolo, posto o pagina a questo indirizzo.",
		http.StatusMethodNotAllowed:      "Questa azione non è possibile qui.",
		http.StatusConflict:              "Non si può fare adesso.",
		http.StatusGone:                  "Questo tavolo non accetta più mosse.",
		http.StatusRequestEntityTooLarge: "L’invio è troppo grande.",
		http.StatusTooManyRequests:       "Troppe richieste insieme: aspetta un momento, poi riprova.",
		http.StatusServiceUnavailable:    "Il server non può farlo adesso: riprova tra un momento.",
		0:                                "Qualcosa è andato storto sul server: riprova tra un momento.",
	},
	lang.Dutch: {
		http.StatusBadRequest:            "De server heeft dit verzoek niet begrepen.",
		http.StatusUnauthorized:          "Hiervoor is de link van een plaats nodig, of die van de maker van de tafel.",
		http.StatusForbidden:             "Deze link geeft daar geen toegang toe.",
		http.StatusNotFound:              "Deze tafel, plaats of pagina bestaat niet.",
		http.StatusMethodNotAllowed:      "Die actie is hier niet mogelijk.",
		http.StatusConflict:              "Dat kan nu niet.",
		http.StatusGone:                  "Deze tafel neemt geen zetten meer aan.",
		http.StatusRequestEntityTooLarge: "Wat je hebt verstuurd, is te groot.",
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
