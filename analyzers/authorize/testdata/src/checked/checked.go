// Package checked wires Authorize hooks that decide: near misses for CETP617.
package checked

import (
	"context"
	"slices"

	"github.com/clawseed/cetpaudit/cetp"
)

type grants map[int][]string

func (g grants) authorize(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	for _, s := range tool.Scopes {
		if !slices.Contains(g[req.Caller.UID], s) {
			return cetp.NewError(cetp.ErrAuthRequired, "grant access first")
		}
	}
	return nil
}

// Scoped checks scopes.
var Scoped = &cetp.Provider{Authorize: grants{}.authorize}

type policy interface {
	Allow(req *cetp.Request) bool
}

// Delegated denies what the policy refuses.
func Delegated(p policy) *cetp.Provider {
	return &cetp.Provider{Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
		if !p.Allow(req) {
			return cetp.NewError(cetp.ErrPermissionDenied, "denied")
		}
		return nil
	}}
}

// Denying is nil: every call is denied.
var Denying = &cetp.Provider{}

// OnlyShared denies shared UIDs and reads the caller.
var OnlyShared = &cetp.Provider{Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	if req.Caller.Shared() {
		return cetp.NewError(cetp.ErrAuthRequired, "authorize again")
	}
	return nil
}}
