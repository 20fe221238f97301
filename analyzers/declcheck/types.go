package declcheck

import (
	"go/types"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

func isToolSlice(t types.Type) bool {
	if t == nil {
		return false
	}
	s, ok := t.Underlying().(*types.Slice)
	return ok && api.IsType(s.Elem(), "Tool") && !isPointer(s.Elem())
}

func isPointer(t types.Type) bool {
	_, ok := t.(*types.Pointer)
	return ok
}
