// Package catalog declares tools for other packages' Providers.
package catalog

import "github.com/clawseed/cetpaudit/cetp"

// Mutating returns the mutating tools.
func Mutating() []cetp.Tool {
	return []cetp.Tool{{
		Name:        "delete_alert",
		Annotations: cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, Confirmation: cetp.ConfirmAlways},
	}}
}
