// Package policy holds the app's authorization policies, for the packages
// that build Providers to wire as their Authorize hooks.
package policy

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Open lets every caller run every tool.
func Open(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { // want Open:`allows every call \(policy.go:12\)` Open:`returns nil on every path \(policy.go:12\)`
	return nil
}

// Grants maps a caller UID to the scopes the user granted it.
type Grants map[int][]string

// Check allows a call only when every scope the tool needs is granted.
func (g Grants) Check(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	granted := map[string]bool{}
	for _, s := range g[req.Caller.UID] {
		granted[s] = true
	}
	for _, s := range tool.Scopes {
		if !granted[s] {
			return cetp.NewError(cetp.ErrPermissionDenied, "scope not granted")
		}
	}
	return nil
}

// Debug is a policy for development builds.
type Debug struct{ Verbose bool }

// Allow logs nothing and allows everything.
func (d Debug) Allow(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error { // want Allow:`allows every call \(policy.go:37\)` Allow:`returns nil on every path \(policy.go:37\)`
	if d.Verbose {
		return nil
	}
	return nil
}

// Deny is meant to refuse what uid was not granted, but was left allowing
// everything: it returns nil on every path.
func Deny(uid int, scopes []string) error { // want Deny:`returns nil on every path \(policy.go:\d+\)`
	if uid < 0 {
		return nil
	}
	return nil
}

// Permit hands the decision on to Deny: nil on every path too.
func Permit(uid int, scopes []string) error { // want Permit:`returns nil on every path \(policy.go:\d+\)`
	return Deny(uid, scopes)
}

// Require refuses a caller with no grants: it denies on some path.
func Require(grants map[int][]string, uid int, scopes []string) error {
	if len(scopes) > 0 && len(grants[uid]) == 0 {
		return cetp.NewError(cetp.ErrPermissionDenied, "scope not granted")
	}
	return nil
}
