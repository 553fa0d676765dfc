package linko

import (
	"os/exec"
	"regexp"
	"testing"
)

// TestInlining pins the inlining that the speed of a playout relies on, as
// net/netip's test does: the methods of every decision, promoted from turn
// and status so that a call copies a part of a State (see turn), and the
// packing's helpers that they and Next call. A change that stops one from
// inlining fails here before it shows in a benchmark.
func TestInlining(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is needed to see the compiler's inlining: %v", err)
	}
	out, err := exec.Command(goTool, "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	inlined := map[string]bool{}
	for _, m := range regexp.MustCompile(`can inline (\S+)`).FindAllSubmatch(out, -1) {
		inlined[string(m[1])] = true
	}
	want := []string{
		// The methods of a playout's every decision, and Next.
		"status.Over",
		"status.ToMove",
		"(*status).toMove",
		"turn.AppendLegalMoves",
		"turn.RandomMove",
		"State.Next",
		// The packing (packing.go).
		"(*State).topOfPile",
		"(*State).tableauStart",
		"(*State).meldsOnTable",
		"(*State).heightWord",
		"(*State).unpack",
		"(*State).jokersAt",
		"(*stacks).pileCard",
		"(*stacks).setPileCard",
		"packMeld",
		"placeOf",
		"meldByte.value",
		"meldByte.size",
		"meldByte.beats",
		"topMelds.of",
		"(*topMelds).set",
		"topMelds.beatenBy",
		"cardCounts.of",
		"cardCounts.total",
		"cardCounts.numberCards",
		"(*cardCounts).addCard",
		"(*cardCounts).add",
		"(*cardCounts).remove",
		"(*turn).players",
		"(*turn).next",
		"(*turn).seatExists",
	}
	for _, name := range want {
		if !inlined[name] {
			t.Errorf("%s does not inline", name)
		}
	}
}
