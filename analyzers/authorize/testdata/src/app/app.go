// Package app wires Authorize hooks defined in package policy.
package app

import (
	"context"

	"example.com/alerts/policy"
	"github.com/clawseed/cetpaudit/cetp"
)

func session(ctx context.Context, req *cetp.Request) error { _ = req.SessionToken; return nil }

// Open allows every call through another package's function.
var Open = &cetp.Provider{
	Authorize: policy.Open, // want `CETP617: Authorize hook policy.Open \(policy.go:12\) returns nil on every path without reading req.Caller or tool.Scopes`
	Session:   session,
}

// Debug allows every call through another package's method value.
func Debug() *cetp.Provider {
	p := &cetp.Provider{Session: session}
	p.Authorize = policy.Debug{}.Allow // want `CETP617: Authorize hook policy.Debug.Allow \(policy.go:37\)`
	return p
}

// near miss CETP617: the policy checks the caller's grants against the tool's scopes.
var Checked = &cetp.Provider{
	Authorize: policy.Grants{}.Check,
	Session:   session,
}
