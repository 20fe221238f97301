// Package later sets the executor after construction: a near miss.
package later

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

type memExecutor struct{}

func (memExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx)
}

var provider = cetp.Provider{Tools: []cetp.Tool{{
	Name:        "update_alert",
	Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskModerate, Confirmation: cetp.ConfirmProviderPolicy},
}}}

func init() {
	provider.Executor = memExecutor{}
}
