package main // want package:"reads cetp.Request.SessionToken" package:`sets the Session hook of example.com/alerts/logged.P`

// Command hooked gives logged.P a Session hook that looks the token up
// before serving: near miss CETP625.

import (
	"context"

	"example.com/alerts/logged"
	"github.com/clawseed/cetpaudit/cetp"
)

var live = map[string]int{}

func main() {
	logged.P.Session = func(ctx context.Context, req *cetp.Request) error {
		if uid, ok := live[req.SessionToken]; !ok || uid != req.Caller.UID {
			return cetp.NewError(cetp.ErrNegotiationRequired, "negotiate first")
		}
		return nil
	}
	var req cetp.Request
	logged.Serve(context.Background(), &req)
}
