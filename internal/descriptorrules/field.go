package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// Field is a member of of a capture document with its location (the
// parent's position and the member's pointer when absent).
func Field(n *descriptor.Node, key string) (*descriptor.Node, descriptor.Loc) {
	v := n.Get(key)
	if v != nil {
		return v, v.At
	}
	return nil, descriptor.ChildLoc(n.At, key)
}
