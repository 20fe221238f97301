// Package prov keeps a Provider in an exported variable, for the
// packages that serve it.
package prov

import "github.com/clawseed/cetpaudit/cetp"

// P is served by the programs that import it.
var P = &cetp.Provider{}
