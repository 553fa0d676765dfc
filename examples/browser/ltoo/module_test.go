package ltoo

import (
	"testing"

	"github.com/tabletopgo/tabletop/examples/internal/servermodule"
)

// TestServerModule runs the browser tests of examples/server from
// TestBrowserL… to TestBrowserO…. It has the name of examples' test, so
// that go test -skip TestServerModule ./... runs the library's tests alone.
func TestServerModule(t *testing.T) {
	servermodule.Test(t, "../../server", servermodule.BrowserLToO)
}
