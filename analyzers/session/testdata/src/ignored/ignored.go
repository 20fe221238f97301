// Package ignored serves Providers that never look at the session token.
package ignored

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// provider has no Session hook (unexported: no other package can set one,
// so the verdict is this package's).
var provider = &cetp.Provider{ // want `CETP625: provider has no Session hook and nothing in this package or its imports reads req.SessionToken`
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
		return cetp.NewError(cetp.ErrPermissionDenied, "no")
	},
}

// Open has a hook that accepts everything.
var Open = &cetp.Provider{
	Session: func(ctx context.Context, req *cetp.Request) error { return nil }, // want `CETP625: the Session hook accepts every call`
}
