// Package kiosk serves the notes Provider straight from its own loop, and
// nothing it imports reads the session token.
package kiosk

import (
	"context"

	"example.com/alerts/bundle"
	"github.com/clawseed/cetpaudit/cetp"
)

type Kiosk struct{ p *cetp.Provider }

func New() *Kiosk {
	return &Kiosk{p: bundle.AllowAll()} // want `CETP625: bundle.AllowAll returns the provider declared at notesprovider.go:14, which has no Session hook, and nothing in this package or its imports reads req.SessionToken`
}

func (k *Kiosk) Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	return k.p.Handle(ctx, req)
}
