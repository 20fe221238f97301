// Package generated is excluded by the configuration.
package generated

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Provider allows everything, but its package is excluded.
var Provider = &cetp.Provider{
	Session:   func(ctx context.Context, req *cetp.Request) error { return check(req.SessionToken) },
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { return nil },
}

func check(string) error { return nil }
