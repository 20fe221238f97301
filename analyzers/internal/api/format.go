package api

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"
)

// Printf-like functions and the index of their format argument.
var printfFuncs = map[[2]string]int{
	{"fmt", "Sprintf"}: 0,
	{"fmt", "Errorf"}:  0,
	{"fmt", "Appendf"}: 1,
	{"fmt", "Fprintf"}: 1,
	{Path, "Errorf"}:   1,
}

// Print-like functions that format every argument with %v.
var printFuncs = map[[2]string]bool{
	{"fmt", "Sprint"}:   true,
	{"fmt", "Sprintln"}: true,
	{"fmt", "Append"}:   true,
	{"fmt", "Appendln"}: true,
	{"fmt", "Fprint"}:   true,
	{"fmt", "Fprintln"}: true,
}

// FormattedErrors returns the arguments of a fmt-style call that are errors
// printed as text (%v, %s, %q, %x, %X, or any verb with Print/Sprint). For a
// format that is not constant, every error argument counts.
func FormattedErrors(info *types.Info, call *ast.CallExpr) []ast.Expr {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	key := [2]string{fn.Pkg().Path(), fn.Name()}
	var out []ast.Expr
	if printFuncs[key] {
		for _, a := range call.Args {
			if IsError(info.TypeOf(a)) {
				out = append(out, a)
			}
		}
		return out
	}
	fi, ok := printfFuncs[key]
	if !ok || len(call.Args) <= fi || call.Ellipsis.IsValid() {
		return nil
	}
	args := call.Args[fi+1:]
	verbs, ok := formatVerbs(info.Types[call.Args[fi]].Value)
	for i, a := range args {
		if !IsError(info.TypeOf(a)) {
			continue
		}
		if !ok || i >= len(verbs) || strings.ContainsRune("vsqxXw", verbs[i]) {
			out = append(out, a)
		}
	}
	return out
}

// formatVerbs returns the verb that consumes each argument of a constant
// format, '*' for width and precision arguments. ok is false when the
// format is not constant or uses explicit argument indexes.
func formatVerbs(c constant.Value) (verbs []rune, ok bool) {
	if c == nil || c.Kind() != constant.String {
		return nil, false
	}
	s := constant.StringVal(c)
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		i++
		for ; i < len(s); i++ {
			ch := s[i]
			switch {
			case ch == '[':
				return nil, false
			case ch == '*':
				verbs = append(verbs, '*')
			case strings.IndexByte("+-# 0.123456789", ch) >= 0:
			default:
				if ch != '%' {
					verbs = append(verbs, rune(ch))
				}
				goto next
			}
		}
	next:
	}
	return verbs, true
}
