package tabletop_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
)

// TestAHugeNameCostsWhatALongOneDoes: a name of megabytes is read no
// further than its first 1,024 bytes, so that cleaning or checking it
// allocates kilobytes, not a copy of it (go-r36 #3: 2 MB took 0.9 s of
// CPU in CheckName, 16 s for two 10 MB names in WithNames), and it
// cleans to what its beginning does.
func TestAHugeNameCostsWhatALongOneDoes(t *testing.T) {
	huge := "Ana" + strings.Repeat(" \u200b", 1<<20) + "Bo"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	clean := tabletop.CleanName(huge)
	err := tabletop.CheckName(huge)
	runtime.ReadMemStats(&after)
	assert.Equal(t, "Ana", clean, "the name's first kilobyte holds Ana alone")
	assert.NoError(t, err)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(256<<10), "bytes allocated for a %d-byte name", len(huge))
	assert.Equal(t, strings.Repeat("é", tabletop.MaxNameLength), tabletop.CleanName(strings.Repeat("é", 1<<20)), "cut at a character's start")
}
