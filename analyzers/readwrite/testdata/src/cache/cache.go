// Package cache serves a read tool through a quote cache whose
// implementation lives in a package this one does not import: whether the
// handler writes is out of sight, and CETP621 notes it.
package cache

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Quotes is the quote cache.
type Quotes interface {
	Fetch(ctx context.Context, symbol string) (float64, error)
}

// Clock has an implementation here, without side effects.
type Clock interface{ Millis() int64 }

type wall struct{}

func (wall) Millis() int64 { return 0 }

var tools = []cetp.Tool{
	{Name: "get_quote", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "get_time", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
}

type app struct {
	quotes Quotes
	clock  Clock
}

func (a *app) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch tool.Name {
	case "get_quote":
		_, err := a.quotes.Fetch(ctx, "ACME") // want `CETP621: note: tool "get_quote" is declared effect read, and its handler calls through interface method cache.Quotes.Fetch, which no type in this package or the packages of its module it imports implements`
		return &cetp.Result{}, err
	case "get_time":
		_ = a.clock.Millis() // near miss CETP621: the visible implementation has no side effect
		return &cetp.Result{}, nil
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

// Provider wires the handler.
var Provider = &cetp.Provider{Tools: tools, Execute: (&app{clock: wall{}}).execute}
