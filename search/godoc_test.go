package search_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGoDocShowsTheBot: go doc of this package shows the fields and
// methods of the bots, the search's result and statistics, and Stop's
// values and methods: the games' types are aliases of them, and go doc of
// an alias shows the alias alone, so this is where a reader finds them.
func TestGoDocShowsTheBot(t *testing.T) {
	fset := token.NewFileSet()
	paths, err := filepath.Glob("*.go")
	require.NoError(t, err)
	var files []*ast.File
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		require.NoError(t, err)
		files = append(files, f)
	}
	p, err := doc.NewFromFiles(fset, files, "github.com/tabletopgo/tabletop/search")
	require.NoError(t, err)
	shown := map[string][]string{}
	for _, typ := range p.Types {
		var names []string
		if st, ok := typ.Decl.Specs[0].(*ast.TypeSpec).Type.(*ast.StructType); ok {
			for _, f := range st.Fields.List {
				for _, n := range f.Names {
					if n.IsExported() {
						names = append(names, n.Name)
					}
				}
			}
		}
		for _, f := range typ.Funcs {
			names = append(names, f.Name)
		}
		for _, m := range typ.Methods {
			names = append(names, m.Name)
		}
		for _, c := range typ.Consts {
			names = append(names, c.Names...)
		}
		shown[typ.Name] = names
	}
	assert.ElementsMatch(t, []string{"Iterations", "Duration", "Workers", "Seed", "MarshalJSON", "UnmarshalJSON", "Choose", "Search"}, shown["ISMCTS"])
	assert.ElementsMatch(t, []string{"Move", "Iterations", "Stopped", "Moves"}, shown["Result"])
	assert.ElementsMatch(t, []string{"Move", "Visits", "Reward"}, shown["MoveStat"])
	assert.ElementsMatch(t, []string{"StopIterations", "StopDuration", "StopContext", "String", "MarshalText", "UnmarshalText"}, shown["Stop"])
	assert.ElementsMatch(t, []string{"NewRandom", "Choose", "MarshalJSON"}, shown["Random"])
	assert.ElementsMatch(t, []string{"MarshalJSON", "UnmarshalJSON", "Choose"}, shown["Greedy"])
	assert.Len(t, shown, 6, "the package shows the bots and what they answer, nothing of the search itself: %v", shown)
}
