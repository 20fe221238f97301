package manifestrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Helpers shared by the CETP1xx manifest checks.

// toolServices returns the services that advertise the tool-provider action.
func toolServices(m *manifest.Manifest) []*manifest.Component {
	return m.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider)
}

// isToolProviderApp reports whether the app advertises a CETP tool provider.
func isToolProviderApp(m *manifest.Manifest) bool { return len(toolServices(m)) > 0 }

// atComponent locates a finding at a component's element.
func atComponent(c *manifest.Component) At { return At{Path: c.Path, Pos: c.Pos} }

// atMeta locates a finding at a meta-data element of a component.
func atMeta(c *manifest.Component, md manifest.MetaData) At {
	path := md.Path
	if path == "" {
		path = c.Path + "/meta-data[" + md.Name + "]"
	}
	return At{Path: path, Pos: md.Pos}
}

// authority is the authority a tool service advertises.
type authority struct {
	meta  manifest.MetaData
	value string
	// state says whether value is usable.
	state authorityState
}

type authorityState int

const (
	authorityOK         authorityState = iota
	authorityMissing                   // no meta-data
	authorityEmpty                     // present but empty or blank
	authorityUnresolved                // a reference that could not be resolved
	authorityNotString                 // a typed value that is not a string
)

// advertisedAuthority reads the authority meta-data of a tool service.
func advertisedAuthority(svc *manifest.Component) authority {
	md, ok := svc.Meta(cetp.MetaAuthority)
	if !ok {
		return authority{state: authorityMissing}
	}
	v := md.Value
	if !v.Present() {
		// android:resource holds a resource id, which Consumers cannot
		// read as a string: treat it as no value.
		return authority{meta: md, state: authorityEmpty}
	}
	if v.Kind == manifest.Reference && v.Resolved == nil {
		return authority{meta: md, state: authorityUnresolved}
	}
	s, ok := v.StringValue()
	switch {
	case !ok:
		return authority{meta: md, state: authorityNotString}
	case blank(s):
		return authority{meta: md, state: authorityEmpty}
	}
	return authority{meta: md, value: s, state: authorityOK}
}

func blank(s string) bool {
	for _, r := range s {
		if r != ' ' && r != '\t' && r != '\n' && r != '\r' {
			return false
		}
	}
	return true
}
