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

// docs returns the doc comment of every declaration of the root's
// non-test files, by name: a type's, a function's, a method's as
// "Type.Method", and a group's (a var or const block) under each name in
// it, so that a section of the docs is found where it lives.
func docs(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, file := range sourceFiles(t, token.NewFileSet(), ".") {
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				name := d.Name.Name
				if d.Recv != nil {
					recv := d.Recv.List[0].Type
					if star, ok := recv.(*ast.StarExpr); ok {
						recv = star.X
					}
					if id, ok := recv.(*ast.Ident); ok {
						name = id.Name + "." + name
					}
				}
				out[name] = d.Doc.Text()
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch sp := spec.(type) {
					case *ast.TypeSpec:
						out[sp.Name.Name] = d.Doc.Text() + sp.Doc.Text()
					case *ast.ValueSpec:
						for _, n := range sp.Names {
							out[n.Name] = d.Doc.Text()
						}
					}
				}
			}
		}
	}
	return out
}

// The package doc is a front page that fits a screen (go-r23 10: 508
// lines of doc.go, 1,638 of go doc -all): the five-line game, then where
// each subject is told in full, each a declaration's doc that the front
// page links. A reader in a hurry finds a table of the limits and one of
// the errors call by call, every sentinel in it, and the methods whose
// conditions they hold say a few lines and point there.
func TestThePackageDocIsAFrontPageThatLinksItsSections(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	front := string(data)
	assert.LessOrEqual(t, strings.Count(front, "\n"), 60, "the front page fits a screen")
	all := docs(t)
	for heading, home := range map[string]string{
		"One handle for any game": "Table", "Limits": "MaxEvents", "Errors, call by call": "ErrUnknownGame",
		"Moves: typed and JSON": "Move", "Refusals": "MoveError", "Text front-ends": "Table.Move",
		"What a save keeps": "Seating", "Bots and their budgets": "ErrLate", "Bots of one's own": "ErrLate",
		"Languages": "Rules", "The wire": "Choice", "A function written once against Game": "Game",
		"Every game package has the same shape": "Game",
	} {
		assert.Contains(t, all[home], heading, "%s's doc tells %s", home, heading)
		assert.Contains(t, front, "["+home+"]", "the front page links %s, where %s is told", home, heading)
	}
	errorsTable := all["ErrUnknownGame"]
	for _, sentinel := range []string{"ErrUnknownGame", "ErrInvalidOptions", "ErrInvalidPosition", "ErrInvalidEvent", "ErrNotFromStart",
		"ErrNoSeat", "ErrUnknownBot", "ErrInvalidBot", "ErrBotFailed", "ErrLate", "ErrNoGame", "ErrIllegalMove", "ErrNotYourTurn", "ErrGameOver",
		"ErrOthersHistory", "ErrReservedName"} {
		assert.Contains(t, errorsTable, sentinel)
	}
	for _, bound := range []string{"256 bytes", "1024 bytes", "1 MiB", "MaxEvents", "MaxLogBytes", "MaxNameLength", "50 ms"} {
		assert.Contains(t, all["MaxEvents"], bound)
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
