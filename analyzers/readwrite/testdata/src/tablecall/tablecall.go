// Package tablecall serves read tools through function values. One is
// looked up in package hooks' table, filled out of this package's sight:
// CETP621 cannot tell whether it writes, and says so in a note. The other
// comes from this package's own table, which only reads: a near miss.
package tablecall

import (
	"context"
	"os"

	"example.com/alerts/hooks"
	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{
	{Name: "lookup_quote", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "peek_quote", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
}

var local = map[string]func(key string) ([]byte, error){
	"peek_quote": func(key string) ([]byte, error) { return os.ReadFile("/data/quotes/" + key) },
}

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch req.ToolName {
	case "lookup_quote":
		_, err := hooks.Lookups[req.ToolName](ctx, "q") // want `CETP621: note: tool "lookup_quote" is declared effect read, and its handler calls hooks.Lookups\[req.ToolName\], a function value whose targets this package does not store or take`
		return &cetp.Result{}, err
	case "peek_quote":
		_, err := local[req.ToolName]("q") // near miss CETP621: the table is this package's and only reads
		return &cetp.Result{}, err
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

// Provider wires the handler.
var Provider = &cetp.Provider{Tools: tools, Execute: execute}
