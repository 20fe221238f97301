package descriptor_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

// TestFieldStates: every field tells absent, empty and wrong-typed apart,
// and an absent field carries the pointer it would have.
func TestFieldStates(t *testing.T) {
	n, err := jsonpos.Parse([]byte(`{"revision": "", "tools": [
	  {"name": 7, "description": "", "scopes": "alerts.write",
	   "annotations": {"effect": "delete", "destructive": "true", "open_world": null}},
	  "not a tool"]}`), "l.json")
	if err != nil {
		t.Fatal(err)
	}
	l := descriptor.ToolListFromNode(n)
	if !l.Revision.OK() || l.Revision.Value != "" {
		t.Errorf("empty revision: %+v", l.Revision)
	}
	t0 := l.Tools.Items[0]
	if t0.Name.Kind != descriptor.KindInteger || !t0.Name.Wrong() || t0.Label() != "#0" {
		t.Errorf("numeric name: %+v", t0.Name)
	}
	if !t0.Description.OK() || t0.Description.Value != "" {
		t.Errorf("empty description: %+v", t0.Description)
	}
	if t0.InputSchema.Kind != descriptor.KindAbsent || t0.InputSchema.At.Logical != "/tools/0/input_schema" || t0.InputSchema.At.Line != 2 {
		t.Errorf("absent input_schema: %+v", t0.InputSchema)
	}
	if !t0.Scopes.Wrong() || t0.Scopes.Kind != descriptor.KindString {
		t.Errorf("string scopes: %+v", t0.Scopes)
	}
	a := t0.Annotations
	if a.EffectValue() != cetp.EffectDelete || a.RiskValue() != "" || a.Risk.Kind != descriptor.KindAbsent {
		t.Errorf("annotations: %+v", a)
	}
	if d, known := a.IsDestructive(); known || d {
		t.Errorf(`destructive "true" (a string) must be unknown, got %v %v`, d, known)
	}
	if ow, known := a.IsOpenWorld(); known || ow {
		t.Errorf("open_world null must be unknown, got %v %v", ow, known)
	}
	if a.ExecutionValue() != cetp.ExecutionSync {
		t.Errorf("absent execution defaults to sync, got %q", a.ExecutionValue())
	}
	if t1 := l.Tools.Items[1]; t1.Kind != descriptor.KindString || t1.Name.Kind != descriptor.KindAbsent {
		t.Errorf("string tool: %+v", t1)
	}
}

func TestDefaultsFollowEffect(t *testing.T) {
	for _, tt := range []struct {
		effect      string
		destructive bool
	}{{"read", false}, {"create", false}, {"update", false}, {"delete", true}, {"transaction", true}} {
		a := descriptor.Annotations{Effect: descriptor.String{Kind: descriptor.KindString, Value: tt.effect}}
		if d, known := a.IsDestructive(); !known || d != tt.destructive {
			t.Errorf("%s: destructive %v %v", tt.effect, d, known)
		}
	}
}

func TestCanonical(t *testing.T) {
	a, _ := jsonpos.Parse([]byte(`{"b": [1, 2.50, "x"], "a": {"d": null, "c": true}}`), "a")
	b, _ := jsonpos.Parse([]byte(`{"a":{"c":true,"d":null},"b":[1,2.50,"x"]}`), "b")
	if a.Canonical() != b.Canonical() || a.Canonical() != `{"a":{"c":true,"d":null},"b":[1,2.50,"x"]}` {
		t.Errorf("canonical %s vs %s", a.Canonical(), b.Canonical())
	}
}
