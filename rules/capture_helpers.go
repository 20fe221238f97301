package rules

import (
	"github.com/clawseed/cetpaudit/capture"
	"github.com/clawseed/cetpaudit/decl"
)

// field is member key of a capture document with its location (the
// parent's position and the member's pointer when absent).
func field(n *decl.Node, key string) (*decl.Node, decl.Loc) {
	v := n.Get(key)
	if v != nil {
		return v, v.At
	}
	return nil, decl.ChildLoc(n.At, key)
}

// negotiations returns the set's negotiate captures whose document is an
// object.
func negotiations(s *capture.Set) []*capture.Capture {
	var out []*capture.Capture
	for _, c := range s.Of(capture.Negotiate) {
		if decl.KindOf(c.Doc) == decl.KindObject {
			out = append(out, c)
		}
	}
	return out
}
