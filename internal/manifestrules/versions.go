package manifestrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// versionMeta is a tool service's version or versions meta-data, read with
// the type aapt gave it.
type versionMeta struct {
	md      manifest.MetaData
	present bool
	// versions holds the parsed value (one item for version) when valid.
	versions []int
	// problem says why the value is invalid; empty when valid.
	problem string
}

// readVersion reads com.clawseed.tools.version: an integer > 0, stored as a
// decimal integer. Consumers read it with Bundle.getInt, so a float, hex,
// boolean, string or reference is not a version.
func readVersion(svc *manifest.Component) versionMeta {
	md, ok := svc.Meta(cetp.MetaVersion)
	if !ok {
		return versionMeta{problem: "is missing"}
	}
	vm := versionMeta{md: md, present: true}
	v := md.Value
	switch {
	case !v.Present():
		vm.problem = "has no android:value"
	case v.Kind == manifest.Int && v.Int > 0:
		vm.versions = []int{int(v.Int)}
	case v.Kind == manifest.Int:
		vm.problem = fmt.Sprintf("is %d, not an integer > 0", v.Int)
	default:
		vm.problem = typedProblem(v)
	}
	return vm
}

// readVersions reads com.clawseed.tools.versions: absent, an integer > 0, or
// a string matching cetp.VersionsPattern without duplicates.
func readVersions(svc *manifest.Component) versionMeta {
	md, ok := svc.Meta(cetp.MetaVersions)
	if !ok {
		return versionMeta{}
	}
	vm := versionMeta{md: md, present: true}
	v := md.Value
	switch {
	case !v.Present():
		vm.problem = "has no android:value"
	case v.Kind == manifest.Int && v.Int > 0:
		vm.versions = []int{int(v.Int)}
	case v.Kind == manifest.Int:
		vm.problem = fmt.Sprintf("is %d, not an integer > 0", v.Int)
	case v.Kind == manifest.String:
		list, problem := cetp.ParseVersions(v.Text)
		if problem != "" {
			vm.problem = fmt.Sprintf("is %s: %s (want a list like \"1,2\")", finding.Quote(v.Text), problem)
		} else {
			vm.versions = list
		}
	default:
		vm.problem = typedProblem(v)
	}
	return vm
}

// typedProblem explains why a typed value is not a plain integer.
func typedProblem(v manifest.Value) string {
	switch v.Kind {
	case manifest.Float:
		return fmt.Sprintf("is %s, which aapt stores as a float", finding.Quote(v.Text))
	case manifest.Hex:
		return fmt.Sprintf("is %s, which aapt stores as a hex integer", finding.Quote(v.Text))
	case manifest.Bool:
		return fmt.Sprintf("is the boolean %s", finding.Quote(v.Text))
	case manifest.Reference:
		return fmt.Sprintf("is the resource reference %s, which Consumers do not resolve as a version", finding.Quote(v.Text))
	case manifest.String:
		return fmt.Sprintf("is the string %s, not an integer", finding.Quote(v.Text))
	}
	return fmt.Sprintf("is %s (%s), not an integer", finding.Quote(v.Text), v.Kind)
}

func contains(list []int, n int) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}
