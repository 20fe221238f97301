package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestIncrementsField: which writers store back a field's value plus a
// constant (testdata/dex/src/counters), and what a read of each field
// then carries.
func TestIncrementsField(t *testing.T) {
	p := fixtureProgram(t, "counters")
	const pkg = "Lcom/example/cnt/"
	for _, tc := range []struct {
		method, field, typ string
		want               bool
	}{
		{"postIncrement", "counter", "I", true},        // iget, add-int/lit8, iput
		{"staticPostIncrement", "seq", "J", true},      // sget-wide, add-long/2addr, sput-wide
		{"countedElsewhere", "calls", "I", true},       // calls++ in place
		{"<init>", "version", "I", false},              // version = base + 1
		{"postIncrement", "calls", "I", false},         // another field
		{"staticPostIncrement", "counter", "I", false}, // does not write it
	} {
		t.Run(tc.method+"/"+tc.field, func(t *testing.T) {
			m := methodIn(t, p, pkg, "Ids", tc.method)
			if got := incrementsField(m, fkey{pkg + "Ids;", tc.field, tc.typ}); got != tc.want {
				t.Errorf("incrementsField = %v, want %v", got, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		field, typ string
		counter    bool
	}{
		{"counter", "I", true},
		{"seq", "J", true},
		{"version", "I", false},
	} {
		ref := fieldRef(t, p, pkg+"Ids;", tc.field)
		v, ok := p.fieldRead(ref)
		if !ok {
			t.Fatalf("no facts for %s", tc.field)
		}
		if got := v.Taint&regflow.TaintPredictable != 0; got != tc.counter {
			t.Errorf("read of %s = %v, want predictable %v", tc.field, v, tc.counter)
		}
	}
}

// fieldRef returns the declared field name of class cls.
func fieldRef(t *testing.T, p *Program, cls, name string) *dex.FieldRef {
	t.Helper()
	c := p.Classes[cls]
	if c == nil {
		t.Fatalf("no class %s", cls)
	}
	for _, fs := range [2][]dex.Field{c.StaticFields, c.InstanceFields} {
		for _, fd := range fs {
			if fd.Ref.Name == name {
				return fd.Ref
			}
		}
	}
	t.Fatalf("no field %s", name)
	return nil
}
