package regflow

import "testing"

// flowResult analyzes method name of testdata/flow.dex.
func flowResult(t *testing.T, name string) *Result {
	t.Helper()
	_, c := flowClass(t)
	for _, m := range c.Methods() {
		if m.Ref.Name != name {
			continue
		}
		code, err := m.Code()
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(m, code, &testEnv{consts: map[string]Value{}})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	t.Fatalf("no method %s", name)
	return nil
}

// TestSDKCondition: which boolean methods are tests of SDK_INT, and the
// ranges of their true and false results.
func TestSDKCondition(t *testing.T) {
	const top = SDKMax
	for _, tc := range []struct {
		method string
		ok     bool
		t, f   [2]int
	}{
		{"isM", true, [2]int{23, top}, [2]int{0, 22}},    // one return after a join
		{"preM", true, [2]int{0, 22}, [2]int{23, top}},   // a return per branch
		{"notM", true, [2]int{0, top}, [2]int{23, 23}},   // !=: only the false side narrows
		{"mixed", true, [2]int{23, top}, [2]int{0, top}}, // b && SDK_INT >= 23
		{"flag", false, [2]int{}, [2]int{}},              // returns its parameter
		{"yes", false, [2]int{}, [2]int{}},               // always true
		{"sdk", false, [2]int{}, [2]int{}},               // returns nothing
	} {
		t.Run(tc.method, func(t *testing.T) {
			a, ok := flowResult(t, tc.method).SDKCondition()
			if ok != tc.ok {
				t.Fatalf("SDKCondition() = %v, %v; want ok %v", a, ok, tc.ok)
			}
			if !ok {
				return
			}
			if gt, gf := a.SDKRanges(); gt != tc.t || gf != tc.f {
				t.Errorf("ranges = %v, %v; want %v, %v", gt, gf, tc.t, tc.f)
			}
		})
	}
}

// TestSDKRangeFlags: which flag alternatives reach the sink only below
// SDK 23 (PreM), for a comparison whose below-23 edge reaches the join
// first and for a negated SDK helper's result.
func TestSDKRangeFlags(t *testing.T) {
	for _, method := range []string{"sdkInverted", "sdkHelper"} {
		t.Run(method, func(t *testing.T) {
			vals, _ := sinkArgs(t, method)
			v := vals[0]
			if !v.Exact() || len(v.Alts) != 2 {
				t.Fatalf("flags = %v", v)
			}
			wantPreM := map[string]map[int64]bool{
				// SDK_INT < 23 ? IMMUTABLE : 0 — immutable only below 23.
				"sdkInverted": {0xc000000: true, 0x8000000: false},
				// !atLeastM() ? 0 : IMMUTABLE — 0 only below 23.
				"sdkHelper": {0xc000000: false, 0x8000000: true},
			}[method]
			for _, a := range v.Alts {
				want, ok := wantPreM[a.Int]
				if a.Kind != Const || !ok || a.PreM != want {
					t.Errorf("alternative %v, want below-23 %v", a, want)
				}
			}
		})
	}
}

// TestSDKTestPacking: ranges survive the packing, clamped to the bounds.
func TestSDKTestPacking(t *testing.T) {
	a := SDKTestAlt([2]int{-5, 1 << 20}, [2]int{3, 7})
	if gt, gf := a.SDKRanges(); gt != [2]int{0, SDKMax} || gf != [2]int{3, 7} {
		t.Errorf("ranges = %v, %v", gt, gf)
	}
	n, ok := negateSDKTest(One(SDKAtLeast(23)))
	if !ok {
		t.Fatal("negate failed")
	}
	if gt, gf := n.Alts[0].SDKRanges(); gt != [2]int{0, 22} || gf != [2]int{23, SDKMax} {
		t.Errorf("negated ranges = %v, %v", gt, gf)
	}
	if _, ok := negateSDKTest(One(Alt{Kind: Const, Int: 1})); ok {
		t.Error("negated a constant")
	}
}
