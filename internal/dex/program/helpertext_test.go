package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestObjectArgs checks the per-object field question on helpertext (Java
// sketch beside the smali): missing() constructs its own Failure from
// fixed text and its request id, whose callers pass request text, not an
// exception: taint 0, answered; viaResult() reads the Failure attempt()
// makes and returns, answered in attempt (e.toString(): exception text);
// viaLast() reads one from a static field: not answered (the per-field
// answer stands). The objects read are the getters' receivers.
func TestObjectArgs(t *testing.T) {
	p := fixtureProgram(t, "helpertext")
	msg := &dex.FieldRef{Class: "Lcom/example/htext/Result$Failure;", Name: "message", Type: "Ljava/lang/String;"}
	for _, tc := range []struct {
		method string
		ok     bool
		taint  regflow.Taint
		kind   regflow.Kind
	}{
		{"missing(Ljava/lang/String;)Landroid/os/Bundle;", true, 0, regflow.New},
		{"viaResult(Ljava/lang/String;)Landroid/os/Bundle;", true, regflow.TaintException, regflow.New},
		{"viaFactory(Ljava/lang/String;)Landroid/os/Bundle;", true, 0, regflow.New},
		{"viaLast(Ljava/lang/String;)Landroid/os/Bundle;", false, 0, regflow.Field},
	} {
		t.Run(tc.method, func(t *testing.T) {
			m := p.Method("Lcom/example/htext/Errors;", tc.method)
			if m == nil {
				t.Fatal("no method")
			}
			objs := p.ReadObjects(m, msg)
			if !objs.Has(func(a regflow.Alt) bool { return a.Kind == tc.kind }) {
				t.Errorf("objects read %v, want a %v alternative", objs, tc.kind)
			}
			taint, ok := p.ObjectArgs(m, objs, msg)
			if ok != tc.ok || ok && taint != tc.taint {
				t.Errorf("ObjectArgs = %#x, %v; want %#x, %v", taint, ok, tc.taint, tc.ok)
			}
		})
	}
	if got := p.StoredArgTaint(nil, regflow.One(regflow.Alt{Kind: regflow.Field, Field: msg})); got.Taint&regflow.TaintException == 0 || len(got.Fields) != 1 {
		t.Errorf("per field: %+v, want exception text from one field", got)
	}
}

// TestMoshiPositions checks that a Moshi codegen adapter's names are
// matched to fields by the selectName case that reads them (decoderpos):
// a packed switch (ToolArgs) and R8's if tests on renamed fields
// (ShortArgs), whatever the fields are called.
func TestMoshiPositions(t *testing.T) {
	p := fixtureProgram(t, "decoderpos")
	for cls, want := range map[string]map[string][]string{
		"Lcom/example/ms/ToolArgs;":  {"who": {"caller_package"}, "callingPackage": {"subject"}},
		"Lcom/example/ms/ShortArgs;": {"a": {"calling_package"}, "b": {"title"}},
	} {
		j := p.JSONNamesOf(cls)
		for field, keys := range want {
			if got := j.Keys(field); len(got) != len(keys) || got[0] != keys[0] {
				t.Errorf("%s.%s: keys %q, want %q", cls, field, got, keys)
			}
		}
		if j.Unread != "" {
			t.Errorf("%s: unread %q", cls, j.Unread)
		}
	}
}
