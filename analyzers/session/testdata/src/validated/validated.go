package validated // want package:"reads cetp.Request.SessionToken"

// Package validated logs the session token and also looks it up, through
// a local variable and strings.TrimSpace: the lookup decides, so near miss
// CETP625 for its hookless Provider (the transport here checks sessions).

import (
	"context"
	"log"
	"strings"

	"example.com/alerts/auditlog"
	"github.com/clawseed/cetpaudit/cetp"
)

// P leaves session checks to Serve.
var P = &cetp.Provider{
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
		return cetp.NewError(cetp.ErrPermissionDenied, "no")
	},
}

var sessions = map[string]int{}

// Serve answers NEGOTIATION_REQUIRED without a live session.
func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	auditlog.Record(req)
	log.Printf("session %s", req.SessionToken)
	tok := strings.TrimSpace(req.SessionToken)
	if uid, ok := sessions[tok]; !ok || uid != req.Caller.UID {
		return nil, cetp.NewError(cetp.ErrNegotiationRequired, "negotiate first")
	}
	return P.Handle(ctx, req)
}
