package regflow

import (
	"os"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// testEnv resolves static finals from one class and leaves calls unknown,
// but for atLeastM(), a wrapped `SDK_INT >= 23`.
type testEnv struct{ consts map[string]Value }

func (e *testEnv) Field(f *dex.FieldRef, static bool) (Value, bool) {
	if !static {
		return Value{}, false
	}
	v, ok := e.consts[f.String()]
	return v, ok
}

func (e *testEnv) Invoke(st *State, in *dex.Insn, ref *dex.MethodRef, args []Value) Value {
	if ref.Name == "atLeastM" {
		return One(SDKAtLeast(SDKImmutable))
	}
	return One(Alt{Kind: Call, Site: in.Addr, Ref: ref})
}

// flowClass parses testdata/flow.dex (built from testdata/Flow.smali) and
// returns its one class.
func flowClass(t *testing.T) (*dex.File, *dex.Class) {
	t.Helper()
	data, err := os.ReadFile("testdata/flow.dex")
	if err != nil {
		t.Fatal(err)
	}
	f, err := dex.Parse("flow.dex", data)
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.Class(0)
	if err != nil {
		t.Fatal(err)
	}
	return f, c
}

// sinkArgs analyzes method name and returns the argument of every sink call
// in address order, with the state's SDK range.
func sinkArgs(t *testing.T, name string) ([]Value, []*State) {
	t.Helper()
	f, c := flowClass(t)
	env := &testEnv{consts: map[string]Value{}}
	vals, _ := c.StaticValues()
	for i, fd := range c.StaticFields {
		env.consts[fd.Ref.String()] = One(Alt{Kind: Const, Int: vals[i].Int})
	}
	for _, m := range c.Methods() {
		if m.Ref.Name != name {
			continue
		}
		code, err := m.Code()
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(m, code, env)
		if err != nil {
			t.Fatal(err)
		}
		if res.Incomplete {
			t.Fatalf("%s did not converge", name)
		}
		var out []Value
		var states []*State
		res.Replay(func(in *dex.Insn, st *State) {
			if in.Op != dex.OpInvokeStatic {
				return
			}
			ref, _ := f.Method(in.Index)
			if ref.Name == "sink" || ref.Name == "sinkWide" {
				out = append(out, Args(st, in, ref, true)[0])
				states = append(states, st.clone())
			}
		})
		return out, states
	}
	t.Fatalf("no method %s", name)
	return nil, nil
}

func TestSDKPattern(t *testing.T) {
	vals, _ := sinkArgs(t, "sdk")
	v := vals[0]
	if !v.Exact() || len(v.Alts) != 2 {
		t.Fatalf("flags = %v", v)
	}
	for _, a := range v.Alts {
		switch {
		case a.Int == 0x4000000|0x8000000 && !a.PreM:
		case a.Int == 0x8000000 && a.PreM:
		default:
			t.Errorf("unexpected alternative %v", a)
		}
	}
}

func TestStaticFinalField(t *testing.T) {
	vals, _ := sinkArgs(t, "field")
	if cs, ok := vals[0].Consts(); !ok || len(cs) != 1 || cs[0] != 0x4000010 {
		t.Errorf("flags = %v", vals[0])
	}
}

func TestParamAndJoin(t *testing.T) {
	vals, _ := sinkArgs(t, "param")
	if a, ok := vals[0].Single(); !ok || a.Kind != Param || a.Int != 0 || a.Or != 8 {
		t.Errorf("param|8 = %v", vals[0])
	}
	if cs, ok := vals[1].Consts(); !ok || len(cs) != 2 {
		t.Errorf("join = %v", vals[1])
	}
}

func TestUnknownIsExplicit(t *testing.T) {
	vals, _ := sinkArgs(t, "unknown")
	if a, ok := vals[0].Single(); !ok || a.Kind != Call || a.Ref.Name != "hashCode" {
		t.Errorf("call result = %v", vals[0])
	}
	// The loop counter grows past the alternative limit: it must end up
	// Top, never a wrong constant set.
	if !vals[1].Top {
		t.Errorf("loop counter = %v, want unknown", vals[1])
	}
	if !strings.Contains(vals[1].String(), "unknown") {
		t.Errorf("String() = %q", vals[1].String())
	}
}

func TestCatchHandlerSeesTryStates(t *testing.T) {
	vals, _ := sinkArgs(t, "caught")
	if len(vals) != 3 {
		t.Fatalf("sinks = %d", len(vals))
	}
	if cs, ok := vals[2].Consts(); !ok || len(cs) != 2 {
		t.Errorf("handler sees %v, want 1 | 2", vals[2])
	}
}

// TestWideningKeepsOrigin: int-to-long keeps the call the int came from (a
// uid widened for a Map<Long, …> key is still that uid); long-to-int of a
// non-constant stays unknown.
func TestWideningKeepsOrigin(t *testing.T) {
	vals, _ := sinkArgs(t, "widen")
	if a, ok := vals[0].Single(); !ok || a.Kind != Call || a.Ref.Name != "hashCode" {
		t.Errorf("(long) o.hashCode() = %v", vals[0])
	}
	if !vals[1].Top {
		t.Errorf("(int) System.nanoTime() = %v, want unknown", vals[1])
	}
}
