// Package server puts the helpers' text into CETP error messages.
package server

import (
	"example.com/alerts/msgs"
	"example.com/alerts/wrap"
	"github.com/clawseed/cetpaudit/cetp"
)

func save(id string) error { return nil }

// Save reports a failure in four ways.
func Save(id string) *cetp.Error {
	err := save(id)
	if err == nil {
		return nil
	}
	switch id {
	case "a":
		return cetp.NewError(cetp.ErrInternalError, msgs.Describe(err))
	case "b":
		msg := msgs.Detail("save", err)
		return &cetp.Error{Code: cetp.ErrInternalError, Message: msg}
	case "c":
		return cetp.NewError(cetp.ErrInternalError, wrap.Explain(err))
	case "d":
		return cetp.NewError(cetp.ErrInternalError, "failed: "+msgs.Last())
	case "e":
		// near miss CETP607: a fixed sentence chosen by the error.
		return cetp.NewError(cetp.ErrInternalError, msgs.Friendly(err))
	}
	// near miss CETP607: only the operation's name is formatted.
	return cetp.NewError(cetp.ErrInternalError, msgs.Title("save"))
}
