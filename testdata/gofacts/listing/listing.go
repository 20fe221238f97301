// Package listing renders a Provider's tools for documentation. It takes
// a *cetp.Provider and only reads its fields: handing a Provider to it
// serves nothing (the callers' verdicts do not fall there).
package listing

import "github.com/clawseed/cetpaudit/cetp"

// Names returns the names of p's tools.
func Names(p *cetp.Provider) []string {
	var out []string
	for _, t := range p.Tools {
		out = append(out, t.Name)
	}
	return out
}
