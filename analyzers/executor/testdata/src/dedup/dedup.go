// Package dedup wires an executor, or declares only reads: near misses for
// CETP608.
package dedup

import (
	"context"
	"database/sql"

	"github.com/clawseed/cetpaudit/cetp"
)

type sqlExecutor struct{ db *sql.DB }

func (s *sqlExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx) // the real one reserves key in the same transaction
}

var createAlert = cetp.Tool{
	Name:        "create_alert",
	Annotations: cetp.Annotations{Effect: cetp.EffectCreate, Risk: cetp.RiskModerate, Confirmation: cetp.ConfirmProviderPolicy},
}

func withExecutor(db *sql.DB) *cetp.Provider {
	return &cetp.Provider{Tools: []cetp.Tool{createAlert}, Executor: &sqlExecutor{db}}
}

func readOnly() *cetp.Provider {
	return &cetp.Provider{Tools: []cetp.Tool{{
		Name:        "get_quote",
		Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever},
	}}}
}

func toolsFromConfig() []cetp.Tool { return nil }

// A tool list computed at run time is not guessed about.
func dynamic() *cetp.Provider {
	return &cetp.Provider{Tools: toolsFromConfig()}
}
