// Package relay logs each call through auditlog, whose only read of the
// session token logs it, and serves a hookless Provider: CETP625, naming
// the read in auditlog.
package relay

import (
	"context"

	"example.com/alerts/auditlog"
	"github.com/clawseed/cetpaudit/cetp"
)

var p = &cetp.Provider{ // want `CETP625: provider has no Session hook and nothing in this package or its imports uses req.SessionToken to decide anything \(the reads, such as at auditlog/auditlog.go:\d+, only log or discard it\)`
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
		return cetp.NewError(cetp.ErrPermissionDenied, "no")
	},
}

// Serve records the call and serves it.
func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	auditlog.Record(req)
	return p.Handle(ctx, req)
}
