// Package wire sets up the Providers it is handed for production: an
// executor and a Session hook, set through a helper. Its callers'
// Providers are wired (the WiresParam and SessionParam facts of Setup).
package wire

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Sessions checks a request's session token.
type Sessions interface {
	Valid(token string, uid int) bool
}

// Setup wires p.
func Setup(p *cetp.Provider, ex cetp.MutationExecutor, s Sessions) { install(p, ex, s) }

func install(p *cetp.Provider, ex cetp.MutationExecutor, s Sessions) {
	p.Executor = ex
	p.Session = func(ctx context.Context, req *cetp.Request) error {
		if !s.Valid(req.SessionToken, req.Caller.UID) {
			return cetp.NewError(cetp.ErrNegotiationRequired, "negotiate again")
		}
		return nil
	}
}
