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

// Now gives the time as text; the program sets it (a wall clock, or a fake
// in its tests), no package of this module does.
var Now func() string

// Stamped appends what Now gives to s, for log lines and IDs alike. Where
// Now's text comes from cannot be seen here, but tokens makes no token of
// it and gets no note: CETP613 notes it where app makes an operation ID
// of Stamped's result.
func Stamped(s string) string {
	return s + "@" + Now()
}
