// Package bundle hands the notes Provider on to other packages: the
// verdict moves on with it.
package bundle

import (
	"example.com/alerts/notesprovider"
	"github.com/clawseed/cetpaudit/cetp"
)

// AllowAll returns the Provider with an allow-all policy.
func AllowAll() *cetp.Provider { // want AllowAll:`returns the Provider at notesprovider.go:14 with no Session hook`
	return notesprovider.New(func(int, []string) bool { return true })
}
