package version

import (
	"strings"
	"testing"
)

func TestDocURL(t *testing.T) {
	pinned := Repository + "/blob/" + Ref() + "/"
	for _, tt := range []struct{ got, path string }{
		{RuleDocURL("CETP606"), "docs/rules/CETP606.md"},
		{DocURL("docs/go-providers.md"), "docs/go-providers.md"},
	} {
		if tt.got != pinned+tt.path {
			t.Errorf("got %s, want %s%s", tt.got, pinned, tt.path)
		}
	}
	if Ref() == "" || strings.Contains(Ref(), "/") {
		t.Errorf("Ref() = %q, want a tag, revision or main", Ref())
	}
}
