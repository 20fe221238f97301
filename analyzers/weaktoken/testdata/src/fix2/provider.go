// Package fix2 mints its session token in a file that does not import
// cetp: the quick fix adds the import and removes those only the
// predictable value used.
package fix2

import "github.com/clawseed/cetpaudit/cetp"

// Negotiate hands out the token.
func Negotiate(req *cetp.Request) map[string]string {
	return map[string]string{cetp.KeySessionToken: newSessionToken()}
}
