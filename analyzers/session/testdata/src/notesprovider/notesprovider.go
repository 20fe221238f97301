// Package notesprovider builds a Provider for a transport elsewhere to
// serve: it leaves session checks to that transport (cetp.Provider.Session
// nil), so CETP625 is decided where New is called.
package notesprovider

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// New returns the Provider: a note here, CETP625 where it is served.
func New(allowed func(uid int, scopes []string) bool) *cetp.Provider { // want New:`returns the Provider at notesprovider.go:14 with no Session hook`
	return &cetp.Provider{ // want `CETP625: note: no finding here: provider has no Session hook .* it leaves the package through New`
		Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
			if !allowed(req.Caller.UID, tool.Scopes) {
				return cetp.NewError(cetp.ErrPermissionDenied, "not granted")
			}
			return nil
		},
	}
}
