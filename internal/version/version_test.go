package version

import (
	"strings"
	"testing"
)

func TestRef(t *testing.T) {
	tests := []struct{ version, revision, want string }{
		{"v0.2.0", "", "v0.2.0"},
		{"v1.0.0-rc.1", "", "v1.0.0-rc.1"},
		{"v0.0.0-20260101120000-abcdef123456", "", "abcdef123456"},
		{"v0.2.1-0.20260101120000-abcdef123456", "", "abcdef123456"},
		{"v1.2.3-pre.0.20260101120000-abcdef123456", "", "abcdef123456"},
		{"", "0123456789abcdef0123456789abcdef01234567", "0123456789abcdef0123456789abcdef01234567"},
		{"", "", "main"},
	}
	for _, tt := range tests {
		if got := ref(tt.version, tt.revision); got != tt.want {
			t.Errorf("ref(%q, %q) = %q, want %q", tt.version, tt.revision, got, tt.want)
		}
	}
}

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
