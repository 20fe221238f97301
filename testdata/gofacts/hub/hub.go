// Package hub serves the tools plugins register into toolreg. It imports
// no plugin (main does), so the registry is read as empty here: a note.
// Its policy hands the decision to policy.Deny, which allows everything,
// and its only read of the session token logs it.
package hub

import (
	"context"
	"log"

	"example.com/gofacts/policy"
	"example.com/gofacts/toolreg"
	"github.com/clawseed/cetpaudit/cetp"
)

// Provider serves the registered tools.
var Provider = &cetp.Provider{
	Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.hub", ProviderName: "Hub", Description: "Plugin tools",
		Scopes: []cetp.Scope{{Name: "notes.export", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityPersonal}}},
	Tools: toolreg.All(),
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
		return policy.Deny(req.Caller.UID, tool.Scopes)
	},
	Executor: journal{},
}

type journal struct{}

func (journal) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx)
}

// Serve logs the call and serves it.
func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	log.Printf("hub call %s (session %s)", req.ToolName, req.SessionToken)
	return Provider.Handle(ctx, req)
}
