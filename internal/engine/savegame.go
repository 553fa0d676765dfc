package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// WithoutGame returns options, a JSON object of a game's options, without
// its "game" member, which must name game (a save may add it, so that it
// names its game): another game's options
// are refused as such ("this is a linko save, not a lino one"); a null
// "game", as every null option, is left out. Options without it, or JSON
// that is no object, are returned as they are, for their reader to say
// what is wrong.
func WithoutGame(options []byte, game string) ([]byte, error) {
	if !bytes.Contains(options, []byte(`"game"`)) {
		return options, nil
	}
	members, err := ObjectMembers(options)
	i := slices.IndexFunc(members, func(m Member) bool { return m.Key == "game" })
	if err != nil || i < 0 {
		return options, nil
	}
	var named string
	switch {
	case string(members[i].Value) == "null": // a null option is left out (go-r36 #9)
	case json.Unmarshal(members[i].Value, &named) != nil:
		return nil, fmt.Errorf("the game must be its name in a string, such as %q, not %s", game, Shorten(string(members[i].Value), 40))
	case named != game:
		if strings.ContainsFunc(named, func(r rune) bool { return r < 'a' || r > 'z' }) || named == "" {
			named = Quote(named) // no game's name: shown as it is written
		}
		return nil, fmt.Errorf("this is a %s save, not a %s one", named, game)
	}
	return AppendMembersJSON(nil, slices.Delete(members, i, i+1)), nil
}
