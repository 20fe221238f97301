// Package directives exercises //cetpaudit:ignore.
package directives

import (
	"fmt"
	"math/rand"

	"github.com/clawseed/cetpaudit/cetp"
)

func internal(err error) *cetp.Error {
	return cetp.Errorf(cetp.ErrInternalError, "failed: %v", err) //cetpaudit:ignore CETP607 -- err is a validated, user-facing errInvalidSymbol
}

//cetpaudit:ignore CETP613 -- test double: reproducible tokens for golden files
func fixedResumeToken(seed int64) string {
	r := rand.New(rand.NewSource(seed))
	return fmt.Sprint(r.Int63())
}

func reasonless(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) //cetpaudit:ignore CETP607 // want `CETP001: suppression of CETP607 has no reason`
}

func stale() *cetp.Error {
	//cetpaudit:ignore CETP607 -- legacy message // want `CETP001: suppression of CETP607 matched no finding`
	return cetp.NewError(cetp.ErrInternalError, "internal error")
}

func unknown() *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, "internal error") //cetpaudit:ignore CETP9999 -- typo // want `CETP001: suppression names unknown rule "CETP9999"`
}

func wrongRule(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) //cetpaudit:ignore CETP613 -- wrong id // want `CETP001: suppression of CETP613 matched no finding`
}

// An ordinary comment that mentions cetpaudit:ignore is not a directive.
func plain() {}
