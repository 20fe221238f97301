// Package bare declares a shared Provider with no Session hook and reads
// no session token: the programs that serve it decide (barecmd/...).
package bare

import "github.com/clawseed/cetpaudit/cetp"

// P is configured by the commands that serve it.
var P = &cetp.Provider{ // want `CETP625: note: no finding here: provider bare.P has no Session hook` P:`returns the Provider at bare.go:\d+ with no Session hook`
	Descriptor: cetp.ProviderDescriptor{ProviderID: "com.example.bare", ProviderName: "Bare", Description: "Bare"},
}
