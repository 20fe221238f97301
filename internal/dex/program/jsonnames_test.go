package program

import (
	"reflect"
	"strings"
	"testing"
)

// TestJSONNamesOf: the keys each decoder fills a field from, on the
// decodernames fixture (see its sketches).
func TestJSONNamesOf(t *testing.T) {
	p := fixtureProgram(t, "decodernames")
	for _, tc := range []struct {
		class  string
		keys   map[string][]string // field -> keys
		unread string              // a part of Unread, "" for none
	}{
		{"Lcom/example/dn/GsonArgs;", map[string][]string{
			"origin": {"calling_package"}, "label": {"label", "caller_package"}, "callerPackage": {"display_name"},
			"go": {"user_confirmed"}, "confirmed": {"notify"}}, ""},
		{"Lcom/example/dn/KtArgs;", map[string][]string{"origin": {"calling_package"}, "callerPackage": {"title"}}, ""},
		{"Lcom/example/dn/MoshiArgs;", map[string][]string{"who": {"caller_package"}, "callingPackage": {"subject"}}, ""},
		{"Lcom/example/dn/ReleaseArgs;", map[string][]string{"from": {"from"}}, "reads keys no field is named or annotated with (sender_package)"},
		{"Lcom/example/dn/ToolProvider;", map[string][]string{"gson": {"gson"}}, ""},
	} {
		j := p.JSONNamesOf(tc.class)
		got := map[string][]string{}
		for _, fd := range p.Classes[tc.class].InstanceFields {
			got[fd.Ref.Name] = j.Keys(fd.Ref.Name)
		}
		if !reflect.DeepEqual(got, tc.keys) {
			t.Errorf("%s keys = %v, want %v", tc.class, got, tc.keys)
		}
		if (tc.unread == "") != (j.Unread == "") || !strings.Contains(j.Unread, tc.unread) {
			t.Errorf("%s Unread = %q, want %q", tc.class, j.Unread, tc.unread)
		}
		if p.JSONNamesOf(tc.class) != j {
			t.Errorf("%s: not cached", tc.class)
		}
	}
}
