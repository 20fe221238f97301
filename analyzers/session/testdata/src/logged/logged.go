package logged // want package:`only logs cetp.Request.SessionToken \(logged.go:\d+\)`

// Package logged serves Providers whose only reads of the session token,
// here and in auditlog, log it: true positives CETP625.

import (
	"context"
	"log/slog"

	"example.com/alerts/auditlog"
	"github.com/clawseed/cetpaudit/cetp"
)

// P has no Session hook; the transport below logs the token and serves.
// Exported, it may get one from another package: the program's main
// package decides (loggedcmd).
var P = &cetp.Provider{ // want `CETP625: note: no finding here: provider logged.P has no Session hook and nothing in this package or its imports uses req.SessionToken to decide anything \(the reads, such as at logged.go:\d+, only log or discard it\); as an exported variable any package can set logged.P.Session` P:`returns the Provider at logged.go:\d+ with no Session hook`
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
		return cetp.NewError(cetp.ErrPermissionDenied, "no")
	},
}

// Serve logs the call and hands it on.
func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	auditlog.Record(req)
	slog.Info("serving", "tool", req.ToolName, "session", req.SessionToken)
	return P.Handle(ctx, req)
}

// Hooked has a Session hook that logs the token and accepts the call.
var Hooked = &cetp.Provider{
	Session: func(ctx context.Context, req *cetp.Request) error { // want `CETP625: the Session hook accepts every call without reading req.SessionToken`
		slog.Debug("session", "token", req.SessionToken)
		_ = req.SessionToken
		return nil
	},
}
