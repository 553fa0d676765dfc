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

// The package doc is a tour on its first screen, then the reference by
// subject under headings, which pkg.go.dev indexes (go-r24 1: the tables
// sat under unrelated identifiers, the limits under MaxEvents, the errors
// under ErrUnknownGame, the bots under ErrLate). Every sentinel is in the
// errors' table, every bound in the limits', and the identifiers that
// held a section now say their own part and point to it.
func TestThePackageDocIsATourThenTheReferenceBySubject(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	doc := string(data)
	headings := []string{"Saving and resuming", "Limits", "Errors", "Bots and deadlines", "Concurrency", "Languages", "Text front-ends"}
	sections := map[string]string{}
	rest := doc
	for i, h := range headings {
		start := strings.Index(rest, "\n// # "+h+"\n")
		require.GreaterOrEqual(t, start, 0, "the heading # %s, in this order", h)
		if i == 0 {
			assert.LessOrEqual(t, strings.Count(rest[:start], "\n"), 45, "the tour fits a screen")
		}
		rest = rest[start+1:]
		end := len(rest)
		if i+1 < len(headings) {
			end = strings.Index(rest, "\n// # "+headings[i+1]+"\n")
			require.GreaterOrEqual(t, end, 0)
		}
		sections[h] = rest[:end]
		assert.LessOrEqual(t, strings.Count(sections[h], "\n"), 80, "# %s is concise", h)
	}
	for _, sentinel := range []string{"ErrUnknownGame", "ErrInvalidOptions", "ErrInvalidPosition", "ErrInvalidEvent", "ErrNotFromStart",
		"ErrNoSeat", "ErrUnknownBot", "ErrInvalidBot", "ErrBotFailed", "ErrLate", "ErrNoGame", "ErrIllegalMove", "ErrNotYourTurn", "ErrGameOver",
		"ErrOthersHistory", "ErrReservedName"} {
		assert.Contains(t, sections["Errors"], sentinel)
	}
	for _, bound := range []string{"256 bytes", "1024 bytes", "1 MiB", "MaxEvents", "MaxLogBytes", "MaxNameLength", "50 ms"} {
		assert.Contains(t, sections["Limits"], bound)
	}
	all := docs(t)
	for name, section := range map[string]string{
		"MaxEvents": "Limits", "ErrUnknownGame": "Errors", "ErrLate": "Bots and deadlines", "Rules": "Languages",
		"Table.Move": "Text front-ends", "Seating": "Saving and resuming", "Save": "Saving and resuming", "Bot": "Concurrency",
	} {
		text := strings.Join(strings.Fields(all[name]), " ")
		assert.Contains(t, text, section, "%s's doc points to # %s", name, section)
		assert.Contains(t, text, "in the package doc", name)
		assert.LessOrEqual(t, strings.Count(all[name], "\n"), 30, "%s's doc says its own part", name)
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

// TestThePackageDocIsShort: go doc of the root prints a short tour and
// the reference, about 200 lines with the declarations, not 314 (go-r30
// handle26 #3): the package comment stays within 165 lines, the long
// how-tos living in the runnable examples and the README.
func TestThePackageDocIsShort(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	assert.LessOrEqual(t, strings.Count(string(data), "\n//"), 165, "the package comment's lines")
}
