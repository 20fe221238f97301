// Package delegated wires Authorize hooks that hand the caller and the
// tool's scopes to a helper and return its answer: CETP617 when the helper
// returns nil on every path, in this package or in policy (through its
// ReturnsNil fact); near misses when the helper denies on some path.
package delegated

import (
	"context"

	"example.com/alerts/policy"
	"github.com/clawseed/cetpaudit/cetp"
)

type grants map[int][]string

// deny returns nil on every path: the caller and scopes it gets decide
// nothing.
func (g grants) deny(uid int, scopes []string) error {
	if len(g[uid]) == 0 {
		return nil
	}
	return nil
}

// check denies a caller missing a scope.
func (g grants) check(uid int, scopes []string) error {
	for _, s := range scopes {
		if !contains(g[uid], s) {
			return cetp.NewError(cetp.ErrPermissionDenied, "scope not granted")
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func session(ctx context.Context, req *cetp.Request) error { _ = req.SessionToken; return nil }

// Local returns a same-package helper that allows everything.
func Local(g grants) *cetp.Provider {
	return &cetp.Provider{
		Session: session,
		Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { // want `CETP617: the Authorize hook returns nil on every path: it returns "g.deny\(req.Caller.UID, tool.Scopes\)", and delegated.grants.deny \(delegated.go:\d+\) returns nil on every path`
			return g.deny(req.Caller.UID, tool.Scopes)
		},
	}
}

// Imported returns policy.Permit, which returns policy.Deny: nil on every
// path, two packages' functions deep.
var Imported = &cetp.Provider{
	Session: session,
	Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { // want `CETP617: the Authorize hook returns nil on every path: it returns "policy.Permit\(req.Caller.UID, tool.Scopes\)", and policy.Permit \(policy.go:\d+\)`
		return policy.Permit(req.Caller.UID, tool.Scopes)
	},
}

// near miss CETP617: the same-package helper denies a missing scope.
func LocalChecked(g grants) *cetp.Provider {
	return &cetp.Provider{
		Session: session,
		Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
			return g.check(req.Caller.UID, tool.Scopes)
		},
	}
}

// near miss CETP617: policy.Require denies a caller with no grants.
func ImportedChecked(g grants) *cetp.Provider {
	return &cetp.Provider{
		Session: session,
		Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
			return policy.Require(g, req.Caller.UID, tool.Scopes)
		},
	}
}
