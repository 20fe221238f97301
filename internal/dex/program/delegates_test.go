package program

import "testing"

// TestLazyGetterParam: kotlinc's accessor of a local delegated property
// (the delegates fixture, sketch beside its ToolProvider.smali) returns
// getValue() of its Lazy parameter and nothing else; the lambda bodies, a
// delegate field's getter (an instance method reading a field) and call()
// are not accessors.
func TestLazyGetterParam(t *testing.T) {
	p := fixtureProgram(t, "delegates")
	const cls = "Lcom/example/dlg/ToolProvider;"
	for _, tc := range []struct {
		nameProto string
		want      int
	}{
		{"call$lambda$1(Lkotlin/Lazy;)Ljava/util/Random;", 0},
		{"call$lambda$3(Lkotlin/Lazy;)Ljava/security/SecureRandom;", 0},
		{"call$lambda$0()Ljava/util/Random;", -1},
		{"getInjected()Ljava/util/Random;", -1},
		{"call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;", -1},
	} {
		m := p.Method(cls, tc.nameProto)
		if m == nil {
			t.Fatalf("no method %s", tc.nameProto)
		}
		if got := p.lazyGetterParam(m); got != tc.want {
			t.Errorf("%s: Lazy parameter %d, want %d", tc.nameProto, got, tc.want)
		}
	}
}
