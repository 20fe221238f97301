package cetp

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

// Manifest discovery (§2.1).
const (
	// ActionToolProvider is the intent-filter action of the Service that
	// advertises a tool provider.
	ActionToolProvider = "com.clawseed.action.TOOL_PROVIDER"
	// MetaAuthority names the ContentProvider authority that serves calls.
	MetaAuthority = "com.clawseed.tools.authority"
	// MetaVersion is the legacy single major version (v1 Consumers read it).
	MetaVersion = "com.clawseed.tools.version"
	// MetaVersions is the authoritative comma-separated set of supported
	// major versions, new in v2.
	MetaVersions = "com.clawseed.tools.versions"
	// PermissionAccessTools is the discovery-marker permission (§7.1); it is
	// not an identity or authorization boundary.
	PermissionAccessTools = "com.clawseed.permission.ACCESS_TOOLS"
)

// metaPrefix starts every CETP meta-data name.
const metaPrefix = "com.clawseed.tools."

// IsMetaName reports whether a meta-data name belongs to CETP discovery.
func IsMetaName(name string) bool { return strings.HasPrefix(name, metaPrefix) }

// Major protocol versions.
const (
	V1 = 1
	V2 = 2
)

// versionsPattern is the textual form of com.clawseed.tools.versions.
var versionsPattern = lazyregexp.New(`^[1-9][0-9]*(,[1-9][0-9]*)*$`)

// VersionsPattern returns the pattern a textual versions value must match.
func VersionsPattern() string { return versionsPattern.String() }

// ParseVersions parses a textual versions value ("1,2"). It reports why the
// value is invalid: the empty string when it is valid.
func ParseVersions(s string) (versions []int, problem string) {
	if !versionsPattern.MatchString(s) {
		switch {
		case s == "":
			return nil, "it is empty"
		case strings.ContainsAny(s, " \t"):
			return nil, "it contains spaces"
		case strings.Contains(s, ",,") || strings.HasPrefix(s, ",") || strings.HasSuffix(s, ","):
			return nil, "it has an empty item"
		default:
			return nil, "it is not a comma-separated list of positive integers"
		}
	}
	seen := map[int]bool{}
	for _, item := range strings.Split(s, ",") {
		n, err := strconv.Atoi(item)
		if err != nil {
			return nil, "item " + strconv.Quote(item) + " is out of range"
		}
		if seen[n] {
			return nil, "version " + item + " is listed twice"
		}
		seen[n] = true
		versions = append(versions, n)
	}
	return versions, ""
}
