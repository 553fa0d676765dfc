package tabletop

// narrator is an event that says itself in a sentence for a reader.
type narrator interface {
	Narrate(reader int, names []string) string
}

// Narrate returns each event as a sentence in plain English for seat (-1,
// or any seat not at the table: a spectator), saying only what that seat
// may know: "You drew a 7.", "Seat 2 played two 7s.". names[i], when
// given and not empty, is how seat i is called; else "Seat N", counting
// seats from 1 as people do. [Events.Text] stays the form for logs.
func (e Events) Narrate(seat int, names []string) []string {
	l, ok := e.l.(interface{ narrators() []narrator })
	if !ok {
		return nil
	}
	events := l.narrators()
	out := make([]string, len(events))
	for i, ev := range events {
		out[i] = ev.Narrate(seat, names)
	}
	return out
}

// narrators returns the events as narrators, when the game's events narrate.
func (l eventList[E]) narrators() []narrator {
	out := make([]narrator, 0, len(l))
	for _, e := range l {
		n, ok := any(e).(narrator)
		if !ok {
			return nil
		}
		out = append(out, n)
	}
	return out
}
