// Package provider is a sample Go Provider with CETP defects, for the
// end-to-end tests of go vet -vettool=cetpaudit and cetpaudit go.
package provider

import (
	"context"
	"fmt"
	"math/rand"

	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{{
	Name:         "delete_watchlist",
	Description:  "Delete a watchlist — and every alert in it",
	InputSchema:  `{"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"], "additionalProperties": false}`,
	OutputSchema: `{"type": "object", "properties": {"deleted": {"type": "boolean"}}, "required": ["deleted"]}`,
	Scopes:       []string{"watchlists.write"},
	Annotations: cetp.Annotations{
		Effect:       cetp.EffectDelete,
		Risk:         cetp.RiskModerate,
		OpenWorld:    cetp.False,
		Confirmation: cetp.ConfirmProviderPolicy,
	},
}}

// provider wires no executor and no session check. It is unexported, so
// its package is the only place that could wire them and the verdict falls
// here (an exported variable is judged in the main packages that serve it).
var provider = &cetp.Provider{
	Descriptor: cetp.ProviderDescriptor{
		ProviderID:   "com.example.watchlists",
		ProviderName: "Watchlists",
		Description:  "Manage watchlists",
		Scopes:       []cetp.Scope{{Name: "watchlists.write", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityFinancial}},
	},
	Tools:   tools,
	Execute: execute,
}

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	var args map[string]any
	if err := req.DecodeArgs(&args); err != nil {
		return nil, cetp.Errorf(cetp.ErrInvalidArgs, "bad arguments: %v", err)
	}
	if args["caller_package"] != "com.example.agent" {
		return nil, cetp.NewError(cetp.ErrPermissionDenied, "caller is not allowed")
	}
	return &cetp.Result{Operation: &cetp.Operation{ID: fmt.Sprintf("op-%d", rand.Int63())}}, nil
}

//cetpaudit:ignore CETP613 -- the stale suppression the e2e test expects CETP001 for
func noop() {}
