// Package pol defines an authorization policy interface and two
// implementations: one that allows everything and one that checks the
// caller.
package pol

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Policy decides whether a caller may run a tool.
type Policy interface {
	Check(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error
}

// AllowAll lets every caller run every tool.
type AllowAll struct{}

// Check allows the call.
func (AllowAll) Check(context.Context, *cetp.Request, *cetp.Tool) error { // want Check:`allows every call \(pol.go:21\)` Check:`returns nil on every path \(pol.go:21\)`
	return nil
}

// ByUID allows the listed callers.
type ByUID struct{ Allowed map[int]bool }

// Check denies callers not listed.
func (p ByUID) Check(_ context.Context, req *cetp.Request, _ *cetp.Tool) error {
	if !p.Allowed[req.Caller.UID] {
		return cetp.NewError(cetp.ErrPermissionDenied, "not allowed")
	}
	return nil
}
