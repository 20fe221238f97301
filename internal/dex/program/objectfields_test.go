package program

import (
	"slices"
	"testing"
)

// TestObjectFieldStrings: the package a Confirmer's field holds, per
// object its callers reach it on (objtarget615): the one-argument
// constructor delegating with the app's own package, and two holder
// classes each given a Confirmer made with different arguments — where
// FieldStringsOf unites every construction.
func TestObjectFieldStrings(t *testing.T) {
	p := fixtureProgram(t, "objtarget615")
	intent := p.Lookup("Lcom/ot/Confirmer;", "intent(Ljava/lang/String;)Landroid/content/Intent;")
	if intent == nil {
		t.Fatal("no Confirmer.intent")
	}
	var field *FieldStrings
	want := map[string][]string{
		"Lcom/ot/NotesProvider;":  {"com.ot"},
		"Lcom/ot/SharePrompts;":   {"com.ot"},
		"Lcom/ot/RestorePrompts;": {"com.ot.partner"},
	}
	for _, c := range p.Callers(intent) {
		args, ok := p.ArgsAt(c.Method, c.Call.Addr)
		if !ok {
			t.Fatalf("no arguments at %s", c.Method.Ref.Name)
		}
		for _, f := range p.Classes["Lcom/ot/Confirmer;"].InstanceFields {
			if f.Ref.Name != "targetPackage" {
				continue
			}
			got := p.ObjectFieldStrings(c.Method, args[0], f.Ref)
			if !got.Whole || !slices.Equal(got.Strs, want[c.Method.Class.Name]) {
				t.Errorf("%s: %+v, want %v", c.Method.Class.Name, got, want[c.Method.Class.Name])
			}
			all := p.FieldStringsOf(f.Ref)
			field = &all
		}
	}
	if field == nil || !slices.Equal(field.Strs, []string{"com.ot", "com.ot.partner"}) {
		t.Errorf("FieldStringsOf = %+v, want both constructions' packages", field)
	}
}
