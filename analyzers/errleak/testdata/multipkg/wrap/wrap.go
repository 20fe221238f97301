// Package wrap builds on msgs: its helper carries the error's text one
// package further.
package wrap

import "example.com/alerts/msgs"

// Explain prefixes what msgs.Describe returns.
func Explain(err error) string {
	return "sorry, " + msgs.Describe(err)
}
