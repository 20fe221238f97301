package scan

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// addContext gives findings located in a binary input the code a reviewer
// needs to see (Snippet), for reports that show it (--format html): the
// manifest element of an APK manifest finding, rendered as XML from the
// decoded manifest, and the disassembled instructions around the offset
// of a dex finding. Findings with lines get theirs from the file later.
func addContext(fs []finding.Finding, st *state) {
	for i := range fs {
		f := &fs[i]
		if f.Snippet != "" {
			continue
		}
		if f.Location.LogicalKind == "member" && st.dex != nil {
			f.Snippet = dexContext(st.dex.Program, f.Location.Logical)
			continue
		}
		for _, m := range st.manifests {
			if !f.Location.FromDebugInfo && !m.Source && f.Location.Path == m.Path {
				f.Snippet = elementContext(m, f.Location.Logical)
				break
			}
		}
	}
}

// elementContext renders the element at a logical manifest path: the
// component (with its intent filters and meta-data) or, for the manifest
// and application, their own attributes.
func elementContext(m *manifest.Manifest, logical string) string {
	var b strings.Builder
	switch logical {
	case "manifest":
		fmt.Fprintf(&b, "<manifest package=%s", attr(m.Package))
		if m.SharedUserID.Present() {
			fmt.Fprintf(&b, "\n    android:sharedUserId=%s", attr(m.SharedUserID.Text))
		}
		b.WriteString(">")
		if m.MinSDK > 0 || m.TargetSDK > 0 {
			fmt.Fprintf(&b, "\n    <uses-sdk android:minSdkVersion=\"%d\" android:targetSdkVersion=\"%d\"/>", m.MinSDK, m.TargetSDK)
		}
		return b.String()
	case "manifest/application":
		b.WriteString("<application")
		if m.Debuggable.Present() {
			fmt.Fprintf(&b, " android:debuggable=%s", attr(m.Debuggable.Text))
		}
		if m.AppPermission != "" {
			fmt.Fprintf(&b, " android:permission=%s", attr(m.AppPermission))
		}
		b.WriteString(">")
		for _, md := range m.AppMetaData {
			b.WriteString("\n    " + metaDataXML(md))
		}
		return b.String()
	}
	for _, c := range m.Components {
		if logical != c.Path && !strings.HasPrefix(logical, c.Path+"/") {
			continue
		}
		fmt.Fprintf(&b, "<%s android:name=%s", c.Kind, attr(c.Name))
		for _, a := range []struct {
			name string
			v    manifest.Value
		}{{"enabled", c.Enabled}, {"exported", c.Exported}, {"authorities", c.AuthoritiesAttr}} {
			if a.v.Present() {
				fmt.Fprintf(&b, "\n    android:%s=%s", a.name, attr(a.v.Text))
			}
		}
		if c.Permission != "" {
			fmt.Fprintf(&b, "\n    android:permission=%s", attr(c.Permission))
		}
		b.WriteString(">")
		for _, f := range c.IntentFilters {
			b.WriteString("\n    <intent-filter>")
			for _, a := range f.Actions {
				fmt.Fprintf(&b, "\n        <action android:name=%s/>", attr(a.Name))
			}
			b.WriteString("\n    </intent-filter>")
		}
		for _, md := range c.MetaData {
			b.WriteString("\n    " + metaDataXML(md))
		}
		fmt.Fprintf(&b, "\n</%s>", c.Kind)
		return b.String()
	}
	return ""
}

func metaDataXML(md manifest.MetaData) string {
	s := "<meta-data android:name=" + attr(md.Name)
	if md.Value.Present() {
		s += " android:value=" + attr(valueText(md.Value))
	}
	if md.Resource.Present() {
		s += " android:resource=" + attr(valueText(md.Resource))
	}
	return s + "/>"
}

// valueText is a value as written, with what a reference resolves to.
func valueText(v manifest.Value) string {
	if v.Kind == manifest.Reference && v.Resolved != nil {
		return v.Text + " → " + v.Resolved.Text
	}
	return v.Text
}

// attr quotes an attribute value; the text comes from the input, so it
// is sanitized like every other input text.
func attr(s string) string {
	return `"` + finding.Sanitize(strings.ReplaceAll(s, `"`, "&quot;")) + `"`
}

// dexContext disassembles the instructions around a dex finding's offset,
// from its logical location "Lpkg/C;->name(args)ret@0xaddr".
func dexContext(p *program.Program, logical string) string {
	if p == nil {
		return ""
	}
	at := strings.LastIndex(logical, "@0x")
	arrow := strings.Index(logical, "->")
	if at < 0 || arrow < 0 || arrow > at {
		return ""
	}
	addr, err := strconv.ParseUint(logical[at+3:], 16, 32)
	if err != nil {
		return ""
	}
	sig := logical[:at]
	c := p.Classes[logical[:arrow]]
	if c == nil {
		return ""
	}
	for _, m := range c.Methods() {
		if m.String() != sig {
			continue
		}
		listing, err := m.Listing(uint32(addr), 4, 3)
		if err != nil {
			return ""
		}
		lines := strings.Split(listing, "\n")
		for i, l := range lines {
			lines[i] = finding.Sanitize(l)
		}
		return "# " + finding.Sanitize(sig) + "\n" + strings.Join(lines, "\n")
	}
	return ""
}
