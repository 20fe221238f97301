package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestEnumClassProperty (testdata/dex/enumtarget): a Class property of an
// enum constant is the class constant its construction stores; of one of
// several constants, each of their classes; of something else, unknown.
// A summary's "the property of the enum constant passed as parameter k"
// becomes, at a call, the class of the constant the call passes, or the
// caller's own parameter in turn.
func TestEnumClassProperty(t *testing.T) {
	p := fixtureProgram(t, "enumtarget")
	const screen = "Lcom/example/enumt/Screen;"
	getter := p.Method(screen, "getCls()Ljava/lang/Class;")
	if getter == nil {
		t.Fatal("no Screen.getCls")
	}
	constant := func(name string) regflow.Value {
		return regflow.One(regflow.Alt{Kind: regflow.Field, Field: fieldRef(t, p, screen, name)})
	}
	classes := func(v regflow.Value, ok bool) []string {
		if !ok {
			return nil
		}
		var out []string
		for _, a := range v.Alts {
			out = append(out, a.Str)
		}
		return out
	}
	for _, tc := range []struct {
		name string
		recv regflow.Value
		want []string
	}{
		{"one constant", constant("REVIEW"), []string{"Lcom/example/enumt/ReviewActivity;"}},
		{"two constants", regflow.Merge(constant("PICK"), constant("SAFE")), []string{"Lcom/example/enumt/ConfirmActivity;", "Lcom/example/enumt/PickActivity;"}},
		{"a parameter", regflow.One(regflow.Alt{Kind: regflow.Param, Int: 1}), nil},
		{"unknown", regflow.Value{Top: true}, nil},
	} {
		got := classes(p.enumClassCall(getter.Ref, tc.recv))
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}

	target := paramGetter{k: 1, getter: getter.Ref}.target()
	for _, tc := range []struct {
		args []regflow.Value
		want string
	}{
		{[]regflow.Value{{}, constant("CONFIRM")}, "Lcom/example/enumt/OpenConfirmActivity;"},
		{[]regflow.Value{{}, regflow.One(regflow.Alt{Kind: regflow.Param, Int: 2})}, paramGetter{k: 2, getter: getter.Ref}.target()},
		{[]regflow.Value{{}, regflow.Merge(constant("PICK"), constant("SAFE"))}, "?"}, // a call naming one of two: no one class
		{[]regflow.Value{{}, {Top: true}}, "?"},
		{[]regflow.Value{{}}, "?"},
	} {
		if got := p.argTarget(target, tc.args); got != tc.want {
			t.Errorf("argTarget(%q, %v) = %q, want %q", target, tc.args, got, tc.want)
		}
	}
	if got := p.argTarget("#1|"+screen+"->nope()Ljava/lang/Class;", []regflow.Value{{}, constant("CONFIRM")}); got != "?" {
		t.Errorf("a getter the enum does not declare: %q, want ?", got)
	}
}
