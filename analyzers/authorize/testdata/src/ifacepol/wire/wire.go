// Package wire sets Authorize hooks from pol.Policy interface values. The
// value holding pol.AllowAll is a true positive for CETP617, the one
// holding pol.ByUID a near miss, and the one handed in by a caller is
// noted: its implementation cannot be seen here.
package wire

import (
	"example.com/alerts/ifacepol/pol"
	"github.com/clawseed/cetpaudit/cetp"
)

var dev pol.Policy = pol.AllowAll{}

var strict pol.Policy = pol.ByUID{Allowed: map[int]bool{10123: true}}

var Dev = &cetp.Provider{Authorize: dev.Check} // want `CETP617: the Authorize hook "dev.Check" calls Check on an interface value that holds "pol.AllowAll\{\}" here, and pol.AllowAll.Check \(pol.go:21\) returns nil on every path`

var Strict = &cetp.Provider{Authorize: strict.Check} // near miss CETP617: pol.ByUID checks the caller

// New wires whatever policy its caller chose.
func New(p pol.Policy) *cetp.Provider {
	return &cetp.Provider{Authorize: p.Check} // want `CETP617: note: the Authorize hook "p.Check" is a method of an interface value`
}
