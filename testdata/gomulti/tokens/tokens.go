// Package tokens mints the tokens app hands out; it does not import cetp.
package tokens

import (
	"math/rand"
	"strconv"
)

// Resume is predictable: math/rand (CETP613, reported here when app puts
// it in a resume token).
func Resume() string {
	return "r" + strconv.FormatInt(rand.Int63(), 36)
}
