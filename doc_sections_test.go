package tabletop_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The package doc serves a reader in a hurry: a table of the limits and
// one of the errors call by call, every sentinel in it, and the methods
// whose conditions it holds say a few lines and point there.
func TestThePackageDocHasItsTables(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	doc := string(data)
	for _, heading := range []string{"# Limits", "# Errors, call by call", "# Moves: typed and JSON", "# Refusals", "# Bots and their budgets"} {
		assert.Contains(t, doc, "// "+heading+"\n", heading)
	}
	errorsTable := doc[strings.Index(doc, "# Errors, call by call"):strings.Index(doc, "# Moves: typed and JSON")]
	for _, sentinel := range []string{"ErrUnknownGame", "ErrInvalidOptions", "ErrInvalidPosition", "ErrInvalidEvent", "ErrNotFromStart",
		"ErrNoSeat", "ErrUnknownBot", "ErrInvalidBot", "ErrBotFailed", "ErrLate", "ErrNoGame", "ErrIllegalMove", "ErrNotYourTurn", "ErrGameOver",
		"ErrOthersHistory", "ErrReservedName"} {
		assert.Contains(t, errorsTable, sentinel)
	}
	limits := doc[strings.Index(doc, "# Limits"):strings.Index(doc, "# Errors, call by call")]
	for _, bound := range []string{"256 bytes", "1024 bytes", "1 MiB", "MaxEvents", "MaxLogBytes", "MaxNameLength", "50 ms"} {
		assert.Contains(t, limits, bound)
	}
	short := map[string]bool{"Play": true, "PlayJSON": true, "History": true, "Sentence": true, "Choose": true}
	for _, file := range []string{"table.go", "moveerror.go", "bots.go"} {
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments)
		require.NoError(t, err)
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil && short[fn.Name.Name] {
				assert.LessOrEqual(t, len(fn.Doc.List), 20, "%s's doc: a few lines, its conditions in the package doc", fn.Name.Name)
			}
		}
	}
}
