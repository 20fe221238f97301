// Package nodedup declares mutating tools with no executor.
package nodedup

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

var readTools = []cetp.Tool{{
	Name:        "list_alerts",
	Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever},
}}

var createAlert = cetp.Tool{
	Name:        "create_alert",
	Annotations: cetp.Annotations{Effect: cetp.EffectCreate, Risk: cetp.RiskModerate, Confirmation: cetp.ConfirmProviderPolicy},
}

func allow(context.Context, *cetp.Request, *cetp.Tool) error { return nil }

func newProvider() *cetp.Provider {
	return &cetp.Provider{ // want `CETP608: provider declares mutating tools "create_alert" \(create\) but wires no MutationExecutor`
		Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.alerts"},
		Tools:      append(readTools, createAlert),
		Authorize:  allow,
	}
}

var nilExecutor = cetp.Provider{ // want `CETP608: provider declares mutating tools "transfer" \(transaction\)`
	Tools: []cetp.Tool{{
		Name:        "transfer",
		Annotations: cetp.Annotations{Effect: cetp.EffectTransaction, Risk: cetp.RiskHigh, Confirmation: cetp.ConfirmAlways},
	}},
	Executor: nil,
}
