// Package guard gives the Providers it is handed a Session hook that asks
// a validator (out of sight here), through a nested helper.
package guard

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Validator checks a request's session.
type Validator interface {
	Check(ctx context.Context, req *cetp.Request) error
}

// Install sets p's Session hook.
func Install(v Validator, p *cetp.Provider) { hook(p, v) } // want Install:`sets the Session hook of parameters \[1\]`

func hook(p *cetp.Provider, v Validator) {
	p.Session = func(ctx context.Context, req *cetp.Request) error { return v.Check(ctx, req) }
}
