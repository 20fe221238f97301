// Package version says which cetpaudit this is, from the Go build info, and
// where its version-pinned documentation lives.
package version

import (
	"runtime/debug"
	"strings"

	"golang.org/x/mod/module"
)

// Module is cetpaudit's module path.
const Module = "github.com/clawseed/cetpaudit"

// Repository is the project's public home; rule documentation links point
// into it.
const Repository = "https://github.com/clawseed/cetpaudit"

// Base is the release line this source belongs to; a build from a checkout
// (no module version) reports it with a "-dev" suffix.
const Base = "0.1.0"

// String returns the version: the module version for `go install …@vX`,
// otherwise Base-dev with the VCS revision when the build recorded one.
func String() string {
	v, rev := info()
	if v != "" {
		return strings.TrimPrefix(v, "v")
	}
	if rev != "" {
		return Base + "-dev+" + short(rev)
	}
	return Base + "-dev"
}

// Ref is the git ref documentation links pin to: the release tag, the VCS
// revision of a checkout build, or "main".
func Ref() string {
	v, rev := info()
	return ref(v, rev)
}

func ref(v, rev string) string {
	switch {
	case v != "" && !module.IsPseudoVersion(v):
		return strings.TrimSuffix(v, "+incompatible") // a tag
	case rev != "":
		return rev
	case v != "":
		if r, err := module.PseudoVersionRev(v); err == nil {
			return r // the commit, abbreviated: GitHub resolves it
		}
	}
	return "main"
}

// RuleDocURL is the absolute, version-pinned address of a rule's page.
func RuleDocURL(id string) string {
	return DocURL("docs/rules/" + id + ".md")
}

// DocURL is the absolute, version-pinned address of a file of the
// repository, such as "docs/go-providers.md".
func DocURL(path string) string {
	return Repository + "/blob/" + Ref() + "/" + path
}

func info() (version, revision string) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", ""
	}
	if bi.Main.Path == Module && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		version = bi.Main.Version
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" {
			revision = s.Value
		}
	}
	return version, revision
}

func short(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}
