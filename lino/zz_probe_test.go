package lino_test

import (
	"encoding/json"
	"fmt"
	"github.com/tabletopgo/tabletop/lino"
	"testing"
)

func TestProbeTmp(t *testing.T) {
	s, _ := lino.New(lino.Options{})
	fmt.Printf("%+v\n", s.View(0).Axes())
	fmt.Println(s.View(0).String())
	b, _, _ := lino.Replay(lino.Options{}, parse(opening...))
	fmt.Printf("%+v\n", b.View(0).Axes())
	fmt.Println(b.View(0).String())
	v := s.View(0)
	j, _ := json.Marshal(v)
	fmt.Println(len(j))
	fmt.Println(string(j[len(j)-1500:]))
}
