package weak

import (
	"math/rand"
	"strconv"

	"github.com/clawseed/cetpaudit/cetp"
)

// A resume token minted five helpers down: the value tracer follows the
// package's own functions four calls deep, so it cannot see math/rand in
// level5, and it says so instead of staying silent.
func deepResume() *cetp.Error {
	e := cetp.NewError(cetp.ErrUserActionRequired, "confirm the transfer in the app")
	e.ResumeToken = level1() // want `CETP613: note: where this value comes from was traced only in part: the Go value tracer follows the package's own functions at most 4 calls deep \(its budget per value\) and took what level5 returns as made of its arguments`
	return e
}

func level1() string { return level2() }
func level2() string { return level3() }
func level3() string { return level4() }
func level4() string { return level5() }
func level5() string { return strconv.Itoa(rand.Int()) } // want `CETP613: resume token is built from math/rand`

// The same chain entered two levels lower is within the bound: the tracer
// reaches math/rand and reports it there, with no note.
func shallowResume() *cetp.Error {
	e := cetp.NewError(cetp.ErrUserActionRequired, "confirm the transfer in the app")
	e.ResumeToken = level2()
	return e
}
