// Package perprovider judges each Provider value on its own (CETP608,
// revision 2).
package perprovider

import (
	"context"

	"example.com/alerts/catalog"
	"github.com/clawseed/cetpaudit/cetp"
)

type journal struct{}

func (journal) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx)
}

// Another Provider's executor does not count for this one.
var primary = &cetp.Provider{Tools: catalog.Mutating()}

var secondary = &cetp.Provider{ // want `CETP608: provider declares mutating tools "delete_alert" \(delete\)`
	Tools: catalog.Mutating(),
}

func init() {
	primary.Executor = journal{}
}

// A variable that is never assigned is no executor.
var unset cetp.MutationExecutor // want unset:"never assigned a MutationExecutor"

var neverAssigned = &cetp.Provider{Tools: catalog.Mutating(), Executor: unset} // want `CETP608`

// near miss CETP608: an executor handed in by the caller counts.
func withExecutor(exec cetp.MutationExecutor) *cetp.Provider {
	return &cetp.Provider{Tools: catalog.Mutating(), Executor: exec}
}

// near miss CETP608: a variable assigned an executor counts.
var assigned cetp.MutationExecutor = journal{}

var wired = &cetp.Provider{Tools: catalog.Mutating(), Executor: assigned}
