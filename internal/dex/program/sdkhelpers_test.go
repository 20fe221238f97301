package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestSDKHelperSummaries: a boolean helper wrapping an SDK_INT comparison
// returns an SDKTest (testdata/dex/src/sdkhelpers, sketches beside the
// smali); one that compares with its parameter does not, until a call
// binds the parameter.
func TestSDKHelperSummaries(t *testing.T) {
	p := fixtureProgram(t, "sdkhelpers")
	const top = regflow.SDKMax
	for _, tc := range []struct {
		class, method string
		t, f          [2]int
		none          bool
	}{
		{class: "Sdk", method: "atLeastM", t: [2]int{23, top}, f: [2]int{0, 22}},
		{class: "Sdk", method: "belowM", t: [2]int{0, 22}, f: [2]int{23, top}}, // !atLeastM()
		{class: "Sdk", method: "isExactlyM", t: [2]int{23, 23}, f: [2]int{0, top}},
		{class: "Compat$Companion", method: "isM", t: [2]int{23, top}, f: [2]int{0, 22}},
		{class: "Versions", method: "hasImmutable", t: [2]int{23, top}, f: [2]int{0, 22}},
		{class: "Versions", method: "preM", t: [2]int{0, 22}, f: [2]int{23, top}},
		{class: "Sdk", method: "atLeast", none: true}, // SDK_INT >= api: the level is the caller's
	} {
		t.Run(tc.class+"."+tc.method, func(t *testing.T) {
			s := p.Summary(methodIn(t, p, "Lcom/example/sdk/", tc.class, tc.method))
			if s == nil {
				t.Fatal("no summary")
			}
			a, ok := s.Returns.Single()
			isTest := ok && a.Kind == regflow.SDKTest
			if tc.none {
				if isTest {
					t.Errorf("returns %v, want no SDK test", s.Returns)
				}
				return
			}
			if !isTest {
				t.Fatalf("returns %v, want an SDK test", s.Returns)
			}
			if gt, gf := a.SDKRanges(); gt != tc.t || gf != tc.f {
				t.Errorf("ranges %v, %v; want %v, %v", gt, gf, tc.t, tc.f)
			}
		})
	}
}

// TestSDKHelperCalls: the value a call to a helper gives its caller,
// including a parameterized helper bound to the constant passed and
// AndroidX BuildCompat (modelled by name).
func TestSDKHelperCalls(t *testing.T) {
	p := fixtureProgram(t, "sdkhelpers")
	const top = regflow.SDKMax
	for _, tc := range []struct {
		method, callee string
		t, f           [2]int
	}{
		{"paramHelper", "atLeast", [2]int{23, top}, [2]int{0, 22}},
		{"companionHelper", "isM", [2]int{23, top}, [2]int{0, 22}},
		{"buildCompat", "isAtLeastS", [2]int{30, top}, [2]int{0, 30}},
	} {
		t.Run(tc.method, func(t *testing.T) {
			a, err := p.Analyze(methodIn(t, p, "Lcom/example/sdk/", "Pis", tc.method))
			if err != nil || a == nil {
				t.Fatal(err)
			}
			var got []regflow.Value
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1 {
					got = append(got, st.Reg(in.A))
				}
			})
			if len(got) != 1 {
				t.Fatalf("branches on %v", got)
			}
			x, ok := got[0].Single()
			if !ok || x.Kind != regflow.SDKTest {
				t.Fatalf("%s() gives %v, want an SDK test", tc.callee, got[0])
			}
			if gt, gf := x.SDKRanges(); gt != tc.t || gf != tc.f {
				t.Errorf("ranges %v, %v; want %v, %v", gt, gf, tc.t, tc.f)
			}
		})
	}
}
