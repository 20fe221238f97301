package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestMergeInputs: a virtual call the receiver does not decide between
// two wrapper overrides gets every flag either passes, and an Intent
// decided only where both decide it alike.
func TestMergeInputs(t *testing.T) {
	imm := regflow.One(regflow.Alt{Kind: regflow.Const, Int: FlagImmutable})
	upd := regflow.One(regflow.Alt{Kind: regflow.Const, Int: 0x08000000})
	for _, tc := range []struct {
		name   string
		a, b   piInputs
		flags  int // alternatives
		fixed  Verdict
		target string
		why    bool
	}{
		{"both explicit, one class", piInputs{flags: imm, intentFixed: Yes, intentTarget: "LA;"}, piInputs{flags: imm, intentFixed: Yes, intentTarget: "LA;"}, 1, Yes, "LA;", false},
		{"both explicit, two classes", piInputs{flags: imm, intentFixed: Yes, intentTarget: "LA;"}, piInputs{flags: upd, intentFixed: Yes, intentTarget: "LB;"}, 2, Yes, "", false},
		{"explicit and implicit", piInputs{flags: imm, intentFixed: Yes, intentTarget: "LA;"}, piInputs{flags: imm, intentFixed: No}, 1, Unknown, "", true},
		{"decided and not", piInputs{flags: imm, intentFixed: Yes}, piInputs{flags: imm}, 1, Unknown, "", true},
	} {
		got := mergeInputs(tc.a, tc.b)
		if len(got.flags.Alts) != tc.flags || got.intentFixed != tc.fixed || got.intentTarget != tc.target || (got.intentWhy != "") != tc.why {
			t.Errorf("%s: flags %v, intent %v %q, why %q", tc.name, got.flags, got.intentFixed, got.intentTarget, got.intentWhy)
		}
	}
}
