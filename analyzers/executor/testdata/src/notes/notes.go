// Package notes builds the notes Provider for the app's packages to serve:
// whether an executor is wired is up to them (CETP608 is decided where
// New is called).
package notes

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{{
	Name:        "get_note",
	Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever},
}, {
	Name:        "delete_note",
	Annotations: cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, Confirmation: cetp.ConfirmAlways},
}}

// New returns the Provider without an executor: a note here, CETP608 at its callers.
func New(allowed func(uid int, scopes []string) bool) *cetp.Provider { // want New:`returns the Provider at notes.go:22 with mutating tools "delete_note" \(delete\)`
	return &cetp.Provider{ // want `CETP608: note: no finding here: provider declares mutating tools "delete_note" \(delete\) and wires no MutationExecutor in this package; it leaves the package through notes.New`
		Tools: tools,
		Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
			if !allowed(req.Caller.UID, tool.Scopes) {
				return cetp.NewError(cetp.ErrPermissionDenied, "not granted")
			}
			return nil
		},
	}
}
