package api

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// Render shows an expression of the analyzed code in a message, quoted and
// cut like any other input text.
func Render(e ast.Expr) string { return finding.QuoteN(types.ExprString(e), 60) }

// ConstString returns the constant string value of e.
func ConstString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
