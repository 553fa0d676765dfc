package main

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"
)

// -gc-percent is 400 by default, leaves the collector to the runtime when
// the operator set $GOGC, and is what it is given.
func TestGCPercentFlag(t *testing.T) {
	parse := func(args ...string) int {
		flags(flag.NewFlagSet("server", flag.ContinueOnError), args)
		return gcPercent
	}
	t.Setenv("GOGC", "")
	assert.Equal(t, 400, parse())
	assert.Equal(t, 150, parse("-gc-percent", "150"))
	assert.Equal(t, 0, parse("-gc-percent", "0"))
	t.Setenv("GOGC", "200")
	assert.Equal(t, 0, parse(), "$GOGC set: the runtime's")
	assert.Equal(t, 150, parse("-gc-percent", "150"))
}
