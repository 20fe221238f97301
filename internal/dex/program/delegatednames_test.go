package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestDelegatedNames: the names of a class's $$delegatedProperties come
// from <clinit> by index, and KProperty.getName() on element i of the
// array reads as the i-th name (rev18_mapargs' ToolArgs, `by map`); a
// class without the array, or an element at an unknown index, gives none.
func TestDelegatedNames(t *testing.T) {
	p := fixtureProgram(t, "rev18_mapargs")
	const cls = "Lcom/example/r18m/ToolArgs;"
	want := []string{"caller_package", "user_confirmed", "album", "package_name"}
	if got := p.delegatedNames(cls); !slices.Equal(got, want) {
		t.Fatalf("delegatedNames(%s) = %q, want %q", cls, got, want)
	}
	if got := p.delegatedNames("Lcom/example/r18m/AlbumProvider;"); got != nil {
		t.Errorf("a class without delegated properties has names %q", got)
	}
	getName := &dex.MethodRef{Class: "Lkotlin/reflect/KProperty;", Name: "getName", Return: "Ljava/lang/String;"}
	field := &dex.FieldRef{Class: cls, Name: delegatedPropsField, Type: "[Lkotlin/reflect/KProperty;"}
	elem := func(i int64) regflow.Value {
		return regflow.One(regflow.Alt{Kind: regflow.Elem, Int: i, Of: &regflow.Alt{Kind: regflow.Field, Field: field}})
	}
	v, ok := p.delegatedPropertyName(getName, elem(1))
	if s, one := v.Single(); !ok || !one || s.Kind != regflow.Str || s.Str != "user_confirmed" {
		t.Errorf("getName of element 1 = %v, %v; want \"user_confirmed\"", v, ok)
	}
	if v, ok := p.delegatedPropertyName(getName, elem(-1)); ok {
		t.Errorf("getName of an element at an unknown index = %v, want no answer", v)
	}
	if v, ok := p.delegatedPropertyName(getName, elem(7)); ok {
		t.Errorf("getName past the array's names = %v, want no answer", v)
	}
	// In the getters' analyses the key reaches the map getter.
	for _, m := range p.Classes[cls].Virtual {
		if m.Ref.Name != "getUser_confirmed" {
			continue
		}
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			t.Fatal(m, err)
		}
		found := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !in.IsInvoke() {
				return
			}
			r, _ := m.Class.File.Method(in.Index)
			if r.Name != "getOrImplicitDefaultNullable" {
				return
			}
			args := regflow.Args(st, in, r, true)
			if s, ok := args[1].Single(); ok && s.Kind == regflow.Str && s.Str == "user_confirmed" {
				found = true
			}
		})
		if !found {
			t.Error("getUser_confirmed does not read the map under \"user_confirmed\"")
		}
	}
}

// TestPropertyDelegateTaint: a Delegates.notNull() property's reads carry
// what its setter's callers stored (rev18_deleg: weak = java.util.Random()
// and strong = SecureRandom() in onCreate, through setWeak/setStrong's
// setValue); a delegate field nothing stores into is TaintDelegate.
func TestPropertyDelegateTaint(t *testing.T) {
	p := fixtureProgram(t, "rev18_deleg")
	const cls = "Lcom/example/r18d/JobsProvider;"
	field := func(name string) *dex.FieldRef {
		return &dex.FieldRef{Class: cls, Name: name, Type: "Lkotlin/properties/ReadWriteProperty;"}
	}
	if got := p.delegateStoredTaint(field("weak$delegate")); got&regflow.TaintPredictable == 0 || got&(regflow.TaintSecure|regflow.TaintDelegate) != 0 {
		t.Errorf("weak$delegate taint = %#x, want java.util.Random only", got)
	}
	if got := p.delegateStoredTaint(field("strong$delegate")); got&regflow.TaintSecure == 0 || got&(regflow.TaintPredictable|regflow.TaintDelegate) != 0 {
		t.Errorf("strong$delegate taint = %#x, want SecureRandom only", got)
	}
	if got := p.delegateStoredTaint(field("none$delegate")); got != regflow.TaintDelegate {
		t.Errorf("a delegate nothing stores into: taint %#x, want TaintDelegate", got)
	}
	getValue := &dex.MethodRef{Class: classReadWriteProperty, Name: "getValue", Params: []string{"Ljava/lang/Object;", "Lkotlin/reflect/KProperty;"}, Return: "Ljava/lang/Object;"}
	if _, ok := p.propertyDelegateRead(getValue, regflow.One(regflow.Alt{Kind: regflow.Param})); ok {
		t.Error("a delegate handed in as a parameter read as a known field")
	}
}
