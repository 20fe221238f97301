package main // want package:`sets the Session hook of example.com/alerts/bare.P`

// Command open assigns bare.P a Session hook that accepts every call, and
// serves it: CETP625 at the hook, judged as in a literal.

import (
	"context"

	"example.com/alerts/bare"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	bare.P.Session = func(ctx context.Context, req *cetp.Request) error { return nil } // want `CETP625: the Session hook accepts every call without reading req.SessionToken`
	var req cetp.Request
	bare.P.Handle(context.Background(), &req)
}
