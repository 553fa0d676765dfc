package tabletop_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheREADMEShowsExampleFrontEnd: the README's program and what it
// prints are Example_frontEnd's, which go test runs, so that the first
// code a reader sees cannot drift from the library.
func TestTheREADMEShowsExampleFrontEnd(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	example, err := os.ReadFile("example_frontend_test.go")
	require.NoError(t, err)
	src := string(example)
	start := strings.Index(src, "\ttable, err := tabletop.Open")
	output := strings.Index(src, "\t// Output:\n")
	require.True(t, start > 0 && output > start, "Example_frontEnd's shape changed")
	var body, printed []string
	for _, line := range strings.Split(strings.TrimRight(src[start:output], "\n"), "\n") {
		body = append(body, strings.TrimPrefix(line, "\t"))
	}
	for _, line := range strings.Split(strings.TrimSpace(src[output+len("\t// Output:\n"):strings.LastIndex(src, "}")]), "\n") {
		printed = append(printed, strings.TrimPrefix(strings.TrimSpace(line), "// "))
	}
	assert.Contains(t, string(readme), "```go\n"+strings.Join(body, "\n")+"\n```\n", "the README's program")
	assert.Contains(t, string(readme), "```\n"+strings.Join(printed, "\n")+"\n```\n", "what the README says it prints")
}
