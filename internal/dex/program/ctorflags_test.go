package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestCtorFieldConstants: an int field only its class's constructors set
// holds the constants its constructions pass, through a `this(...)`
// constructor or a factory constructing an anonymous class from its
// argument; a field some other method stores, or one whose
// construction passes a value that is no constant, holds nothing known.
func TestCtorFieldConstants(t *testing.T) {
	p := fixtureProgram(t, "ctorflags601")
	field := func(class, name string) *dex.FieldRef {
		return &dex.FieldRef{Class: class, Name: name, Type: "I"}
	}
	for _, tc := range []struct {
		field   *dex.FieldRef
		ok      bool
		consts  []int64
		by      []string // the methods passing the constant (a this(...) constructor passes its own)
		verdict Verdict
	}{
		{field("Lcom/cf/Screen;", "flags"), true, []int64{0x08000000, 0x0c000000},
			[]string{"Lcom/cf/PayProvider;-><clinit>", "Lcom/cf/Screen;-><init>"}, Yes},
		{field("Lcom/cf/Card;", "flags"), true, []int64{0x44000000, 0x0c000000},
			[]string{"Lcom/cf/Card;-><init>", "Lcom/cf/CardProvider;-><clinit>"}, No},
		{field("Lcom/cf/Openers$1;", "mFlags"), true, []int64{0x40000000}, []string{"Lcom/cf/PayProvider;->call"}, Yes},
		{field("Lcom/cf/Openers$2;", "mFlags"), true, []int64{0x44000000}, []string{"Lcom/cf/CardProvider;->call"}, No},
		{field("Lcom/cf/Screen;", "missing"), false, nil, nil, Unknown},
	} {
		union, by, ok := p.ctorFieldConstants(tc.field)
		if ok != tc.ok {
			t.Fatalf("%s: ok %v, want %v", tc.field.Name, ok, tc.ok)
		}
		got, _ := union.Consts()
		slices.Sort(got)
		want := slices.Clone(tc.consts)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s.%s: constants %#x, want %#x", tc.field.Class, tc.field.Name, got, want)
		}
		var names []string
		for _, c := range by {
			names = append(names, c.in.Class.Name+"->"+c.in.Ref.Name)
		}
		if !slices.Equal(names, tc.by) {
			t.Errorf("%s.%s: constructed in %v, want %v", tc.field.Class, tc.field.Name, names, tc.by)
		}
		v := Unknown
		if ok {
			v, _ = mutability(piInputs{flags: union})
		}
		if v != tc.verdict {
			t.Errorf("%s.%s: verdict %v, want %v", tc.field.Class, tc.field.Name, v, tc.verdict)
		}
	}
}
