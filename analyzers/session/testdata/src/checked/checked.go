package checked

// Package checked checks sessions in an imported package: near misses
// for CETP625.

import (
	"context"

	"example.com/alerts/sessions"
	"github.com/clawseed/cetpaudit/cetp"
)

var store = sessions.Store{}

// Provider validates sessions through its hook.
var Provider = &cetp.Provider{
	Session: func(ctx context.Context, req *cetp.Request) error { return store.Check(req) },
}

// Bare has no hook, but the program reads the token (in package sessions,
// through the transport that calls store.Check before Handle).
var Bare = &cetp.Provider{}

// Serve is that transport.
func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	if err := store.Check(req); err != nil {
		return nil, cetp.NewError(cetp.ErrNegotiationRequired, "negotiate again")
	}
	return Bare.Handle(ctx, req)
}
