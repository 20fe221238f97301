// Package minted keeps its token generator in a struct field, the way a
// server made testable does (newTok: weak; s.newTok()). The generator
// stored there is judged: math/rand is a true positive for CETP613,
// crypto/rand a near miss, and a generator handed in from outside is
// noted.
package minted

import (
	"crypto/rand"
	"encoding/hex"
	mrand "math/rand"
	"strconv"

	"github.com/clawseed/cetpaudit/cetp"
)

type server struct {
	newTok func() string
}

func weak() string {
	return strconv.FormatInt(mrand.Int63(), 36) // want `CETP613: resume token is built from math/rand`
}

func strong() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

var (
	fast = &server{newTok: weak}
	safe = &server{newTok: strong}
)

func (s *server) confirm() *cetp.Error {
	e := cetp.NewError(cetp.ErrUserActionRequired, "confirm in the app")
	e.ResumeToken = s.newTok()
	return e
}

// Served by a generator the caller passes: not visible here.
func confirmWith(mint func() string) *cetp.Error {
	e := cetp.NewError(cetp.ErrUserActionRequired, "confirm in the app")
	e.ResumeToken = mint() // want `CETP613: note: the value comes from "mint", a function value`
	return e
}

var _ = []any{fast, safe, confirmWith}
