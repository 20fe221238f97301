// Package provider is a Go Provider with defects, some of which its
// .cetpaudit.json turns off, excludes or suppresses: the vet driver and
// cetpaudit go must report the same rest.
package provider

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Provider has no session hook (CETP625, off in the configuration) and an
// always-allow authorization (CETP617).
var Provider = &cetp.Provider{
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { return nil },
	Execute:   execute,
}

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	var args map[string]any
	if err := req.DecodeArgs(&args); err != nil {
		return nil, cetp.Errorf(cetp.ErrInvalidArgs, "bad arguments: %v", err)
	}
	return &cetp.Result{Operation: &cetp.Operation{ID: newOperationID()}}, nil
}

var errUnknownSymbol = cetp.NewError(cetp.ErrInvalidArgs, "unknown symbol")

// invalid shows a fixed sentinel's text: accepted with a directive.
func invalid() *cetp.Error {
	return cetp.Errorf(cetp.ErrInvalidArgs, "%v", errUnknownSymbol) //cetpaudit:ignore CETP607 -- a fixed sentinel sentence, not internal detail
}
