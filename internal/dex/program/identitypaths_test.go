package program

import "testing"

// TestRestoreEffectPerPath: the identitypaths fixture's helpers (Java
// sketch beside testdata/dex/src/identitypaths/smali/com/example/idp/Ids.smali),
// each judged over every path to a return. A restore on each return (the
// finally copies) or through such a helper closes the caller's window; a
// restore skipped on a path joined into the same return, or a helper
// passing the token to one that skips it, restores on some paths only.
func TestRestoreEffectPerPath(t *testing.T) {
	p := fixtureProgram(t, "identitypaths")
	for _, tc := range []struct {
		nameProto string
		want      uint8
	}{
		{"clear()J", identityClears},
		{"restoreLogged(JZ)Z", identityRestores},
		{"exit(J)V", identityRestores},
		{"leave(JZ)V", identityRestoresSome},
		{"exitUnlessKept(JZ)V", identityRestoresSome},
	} {
		m := p.Method("Lcom/example/idp/Ids;", tc.nameProto)
		if m == nil {
			t.Fatalf("no method Ids.%s", tc.nameProto)
		}
		if got := p.identityEffect(m, Site{}); got != tc.want {
			t.Errorf("Ids.%s: effect %d, want %d", tc.nameProto, got, tc.want)
		}
	}
}
