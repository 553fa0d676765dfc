//go:build !tabletop_nolino

package jsbridge

import "github.com/tabletopgo/tabletop/lino"

// lino's moves are described unless a build leaves the game out (see the
// root package's catalog_lino.go).
func init() { describers["lino"] = describeWith[lino.View, lino.Move] }
