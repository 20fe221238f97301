package rules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// field is member key of a capture document with its location (the
// parent's position and the member's pointer when absent).
func field(n *descriptor.Node, key string) (*descriptor.Node, descriptor.Loc) {
	v := n.Get(key)
	if v != nil {
		return v, v.At
	}
	return nil, descriptor.ChildLoc(n.At, key)
}

// negotiations returns the set's negotiate captures whose document is an
// object.
func negotiations(s *capture.Set) []*capture.Capture {
	var out []*capture.Capture
	for _, c := range s.Of(capture.Negotiate) {
		if descriptor.KindOf(c.Doc) == descriptor.KindObject {
			out = append(out, c)
		}
	}
	return out
}
