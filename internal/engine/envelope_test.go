package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEnvelope: the envelope's members in the wire's order, "winners" left
// out until there are some.
func TestEnvelope(t *testing.T) {
	data, err := MarshalObject(func(o *Object) { o.Envelope(1, 3, 2, 4, 0, false, nil, []int{5, 6, 7}) })
	require.NoError(t, err)
	assert.Equal(t, `{"seat":1,"players":3,"round":2,"rounds":4,"toMove":0,"over":false,"scores":[5,6,7]}`, string(data))
	data, err = MarshalObject(func(o *Object) { o.Envelope(-1, 2, 1, 1, -1, true, []int{1}, []int{0, 2}) })
	require.NoError(t, err)
	assert.Equal(t, `{"seat":-1,"players":2,"round":1,"rounds":1,"toMove":-1,"over":true,"winners":[1],"scores":[0,2]}`, string(data))
}
