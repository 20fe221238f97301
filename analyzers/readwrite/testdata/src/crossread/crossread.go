// Package crossread serves read tools through package lookups. What
// lookups.Quote runs is a function value lookups cannot see (Fetch), so
// CETP621 notes the handlers that reach it, directly or through a
// handler map; lookups.Peek's table and lookups.WithCache's callback are
// seen and only read: near misses. The Provider's own Handle, which calls
// the SDK's hook fields, hides nothing (the SDK's hooks are judged where
// they are wired).
package crossread

import (
	"context"
	"os"

	"example.com/alerts/lookups"
	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{
	{Name: "quote", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "latest", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "peek", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "cached", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
}

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch req.ToolName {
	case "quote":
		_, err := lookups.Quote(ctx, "q") // want `CETP621: note: tool "quote" is declared effect read, and its handler calls lookups.Quote, which calls Fetch, a function value called in package example.com/alerts/lookups whose targets cannot be seen there`
		return &cetp.Result{}, err
	case "peek":
		_, err := lookups.Peek("q") // near miss CETP621: lookups' own table only reads
		return &cetp.Result{}, err
	case "cached":
		_, err := lookups.WithCache("q", func(s string) ([]byte, error) { return os.ReadFile("/data/" + s) }) // near miss: the callback is here, and reads
		return &cetp.Result{}, err
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

var byName = map[string]func(ctx context.Context) ([]byte, error){
	"latest": lookups.Latest, // want `CETP621: note: tool "latest" is declared effect read, and its handler calls lookups.Latest, which reaches lookups.Quote's call of Fetch, a function value called in package example.com/alerts/lookups`
}

func run(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	if h := byName[req.ToolName]; h != nil {
		if _, err := h(ctx); err != nil {
			return nil, cetp.NewError(cetp.ErrInternalError, "internal error")
		}
	}
	return provider.Handle(ctx, req) // near miss: Handle's calls of the hooks hide nothing
}

var provider = &cetp.Provider{Tools: tools, Execute: execute}

var _ = run
