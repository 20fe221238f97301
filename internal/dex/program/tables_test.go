package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestConstantTable reads the static maps of tables601: the tables their
// initializers fill with constant keys (javac's HashMap puts, kotlinc's
// mapOf / hashMapOf of pairs, by string and by enum constant), and the
// map another method puts into, which is none.
func TestConstantTable(t *testing.T) {
	p := fixtureProgram(t, "tables601")
	tests := []struct {
		class, field string
		keys         []string // nil: not a table
	}{
		{"Lcom/tb/Presets;", "FLAGS", []string{"s:delete_note", "s:edit_note"}},
		{"Lcom/tb/kt/Tables;", "MODES", []string{"s:read", "s:shared"}},
		{"Lcom/tb/kt/Tables;", "FLAGS", []string{"f:Lcom/tb/kt/Kind;.LOCKED", "f:Lcom/tb/kt/Kind;.REFRESH"}},
		{"Lcom/tb/Overrides;", "FLAGS", nil},
	}
	for _, tt := range tests {
		c := p.Classes[tt.class]
		if c == nil {
			t.Fatalf("no class %s", tt.class)
		}
		var f *dex.FieldRef
		for _, fd := range c.StaticFields {
			if fd.Ref.Name == tt.field {
				f = fd.Ref
			}
		}
		if f == nil {
			t.Fatalf("no field %s.%s", tt.class, tt.field)
		}
		tb := p.table(f)
		if tt.keys == nil {
			if tb != nil {
				t.Errorf("%s.%s: a table %v, want none", tt.class, tt.field, tb.entries)
			}
			continue
		}
		if tb == nil {
			t.Errorf("%s.%s: no table, want keys %v", tt.class, tt.field, tt.keys)
			continue
		}
		var keys []string
		for k, v := range tb.entries {
			keys = append(keys, k)
			if !v.Exact() {
				t.Errorf("%s.%s[%s] = %v, want a known value", tt.class, tt.field, k, v)
			}
		}
		slices.Sort(keys)
		if !slices.Equal(keys, tt.keys) {
			t.Errorf("%s.%s keys %v, want %v", tt.class, tt.field, keys, tt.keys)
		}
	}
}
