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
	return cetp.NewError(cetp.ErrInternalError, "internal error") //cetpaudit:ignore CETP9999 -- typo // want `CETP001: "CETP9999" is not a rule ID`
}

func wrongRule(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) //cetpaudit:ignore CETP613 -- wrong id // want `CETP001: suppression of CETP613 matched no finding`
}

func unknownWellFormed() *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, "internal error") //cetpaudit:ignore CETP999 -- typo // want `CETP001: suppression names unknown rule "CETP999"`
}

// An ordinary comment that mentions cetpaudit:ignore is not a directive.
func plain() {}

// Malformed directives suppress nothing, and say why.
func spaced(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) // cetpaudit:ignore CETP607 -- spaced // want `CETP001: no space is allowed between // and cetpaudit:ignore`
}

func lowerCase(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) //cetpaudit:ignore cetp607 -- lower // want `CETP001: rule ID "cetp607" must be written in upper case, CETP607`
}

func emDash(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) //cetpaudit:ignore CETP607 — em dash // want `CETP001: separate the rule IDs from the reason with " -- "`
}

func block(err error) *cetp.Error {
	return cetp.NewError(cetp.ErrInternalError, err.Error()) /* cetpaudit:ignore CETP607 -- block */ // want `CETP001: a block comment is not a directive`
}

// A directive at the end of a statement's first line covers the whole
// statement, however many lines its call spans.
func multiLine(err error) *cetp.Error {
	return cetp.Errorf(cetp.ErrInternalError, //cetpaudit:ignore CETP607 -- err is one of our own sentinel errors, safe to show
		"failed: %v",
		err)
}

// A directive on its own line covers the statement after it.
func ownLine(err error) *cetp.Error {
	//cetpaudit:ignore CETP607 -- err is one of our own sentinel errors, safe to show
	return cetp.Errorf(cetp.ErrInternalError,
		"failed: %v",
		err)
}

// Two rules, one directive.
func twoRules(err error) *cetp.Error {
	//cetpaudit:ignore CETP607, CETP613 -- fixture for a list of rules // want `CETP001: suppression of CETP613 matched no finding`
	return cetp.Errorf(cetp.ErrInternalError, "failed: %v", err)
}
