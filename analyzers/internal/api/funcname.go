package api

import "go/types"

// FuncName names a function for a message: pkg.Func, or pkg.Type.Method
// for a method (the receiver's pointer dropped).
func FuncName(fn *types.Func) string {
	name := fn.Name()
	if sig, _ := fn.Type().(*types.Signature); sig != nil && sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}
