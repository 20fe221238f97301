package manifest

import (
	"fmt"
	"strconv"
	"strings"
)

// BuildOptions say where an element tree came from and how to finish it.
type BuildOptions struct {
	// Path is the APK or source file, for Manifest.Path and errors.
	Path string
	// Source marks a source (text) manifest.
	Source bool
	// Package is the application id; empty takes <manifest package>, with
	// PackageFrom "manifest".
	Package, PackageFrom string
	// ClassBase is the package that relative class names resolve against;
	// empty uses Package.
	ClassBase string
	// Resolve looks up what a binary reference resolves to; it returns false
	// when it cannot (no resources.arsc, an unknown or framework id). nil
	// leaves references unresolved.
	Resolve func(id uint32) (Value, bool)
	// ResolveMeta, when set, limits resolving meta-data values to the names
	// it accepts: resolving means parsing resources.arsc, which dominates
	// the decode of a large app, and rules read only a few meta-data.
	// Unresolved values keep their reference.
	ResolveMeta func(name string) bool
}

// PackageFrom values.
const (
	FromManifest = "manifest"         // <manifest package>
	FromFlag     = "flag"             // SourceOptions.Package (--package)
	FromGradle   = "gradle-namespace" // namespace in the module's build.gradle(.kts)
)

// Build turns the element tree of an AndroidManifest.xml into the typed
// model, with the platform's meaning: only the first <application> counts,
// components are its direct children, class names resolve against the
// package, permissions inherit from <application>, and a provider's read and
// write permissions fall back to its android:permission.
func Build(root *Element, opt BuildOptions) (*Manifest, error) {
	if root == nil || root.Tag != "manifest" {
		tag := ""
		if root != nil {
			tag = root.Tag
		}
		return nil, fmt.Errorf("root element is <%s>, not <manifest>", clip(tag))
	}
	b := &builder{opt: opt}
	m := &Manifest{Path: opt.Path, Source: opt.Source, Pos: root.Pos}
	b.m = m

	m.Package, m.PackageFrom = opt.Package, opt.PackageFrom
	if m.Package == "" {
		if v, ok := root.plain("package"); ok && v.Text != "" {
			m.Package, m.PackageFrom = v.Text, FromManifest
		}
	}
	b.base = opt.ClassBase
	if b.base == "" {
		b.base = m.Package
	}
	if v, ok := root.android(AttrSharedUserID, "sharedUserId"); ok {
		m.SharedUserID = b.resolve(v)
	}
	m.AppIgnore = append(m.AppIgnore, ignoreList(root)...)

	var app *Element
	for _, c := range root.Children {
		if removed(c) {
			continue
		}
		switch c.Tag {
		case "uses-sdk":
			// The platform applies every <uses-sdk>; the last one wins.
			if v, ok := c.android(AttrMinSDKVersion, "minSdkVersion"); ok {
				m.MinSDK = sdkLevel(b.resolve(v))
			}
			if v, ok := c.android(AttrTargetSDKVersion, "targetSdkVersion"); ok {
				m.TargetSDK = sdkLevel(b.resolve(v))
			}
		case "permission":
			p := Permission{Pos: c.Pos}
			if v, ok := c.android(AttrName, "name"); ok {
				p.Name = b.text(v)
			}
			if v, ok := c.android(AttrProtectionLevel, "protectionLevel"); ok {
				p.ProtectionLevel = b.resolve(v)
			}
			p.Path = "manifest/permission[" + p.Name + "]"
			m.Permissions = append(m.Permissions, p)
		case "application":
			// A second <application> is ignored by the platform.
			if app == nil {
				app = c
			}
		}
	}
	if app == nil {
		return m, nil
	}
	m.AppPos = app.Pos
	m.AppIgnore = append(m.AppIgnore, ignoreList(app)...)
	if v, ok := app.android(AttrDebuggable, "debuggable"); ok {
		m.Debuggable = b.resolve(v)
	}
	if v, ok := app.android(AttrPermission, "permission"); ok {
		m.AppPermission = b.text(v)
	}
	activities := map[string]*Component{}
	for _, c := range app.Children {
		if removed(c) {
			continue
		}
		if c.Tag == "meta-data" {
			m.AppMetaData = append(m.AppMetaData, b.metaData(c, "manifest/application"))
			continue
		}
		kind, ok := ComponentKindOf(c.Tag)
		if !ok {
			continue
		}
		comp := b.component(kind, c, activities)
		if kind == Activity {
			activities[comp.Class] = comp
		}
		m.Components = append(m.Components, comp)
	}
	m.Index()
	return m, nil
}

type builder struct {
	opt  BuildOptions
	m    *Manifest
	base string
}

// resolve fills in what a binary reference resolves to.
func (b *builder) resolve(v Value) Value {
	if v.Kind == Reference && v.RefID != 0 && v.Resolved == nil && b.opt.Resolve != nil {
		if r, ok := b.opt.Resolve(v.RefID); ok {
			v.Resolved = &r
		}
	}
	return v
}

// text reads a string attribute: its string, or what it resolves to, or
// the reference as written when it does not resolve.
func (b *builder) text(v Value) string {
	v = b.resolve(v)
	if s, ok := v.StringValue(); ok {
		return s
	}
	return v.Effective().Text
}

func (b *builder) component(kind ComponentKind, e *Element, activities map[string]*Component) *Component {
	c := &Component{Kind: kind, Pos: e.Pos, Ignore: ignoreList(e)}
	if v, ok := e.android(AttrName, "name"); ok {
		c.Name = b.text(v)
	}
	c.Class = ResolveClass(b.base, c.Name)
	c.Path = ComponentPath(kind, c.Class)
	if v, ok := e.android(AttrEnabled, "enabled"); ok {
		c.Enabled = b.resolve(v)
	}
	if v, ok := e.android(AttrExported, "exported"); ok {
		c.Exported = b.resolve(v)
	}
	own := b.attrText(e, AttrPermission, "permission")
	inherited := b.m.AppPermission
	if kind == ActivityAlias {
		if v, ok := e.android(AttrTargetActivity, "targetActivity"); ok {
			c.TargetActivity = ResolveClass(b.base, b.text(v))
		}
		// An alias starts as a copy of its target, permission included.
		if t := activities[c.TargetActivity]; t != nil {
			inherited = t.Permission
		}
	}
	c.Permission = firstNonEmpty(own, inherited)
	if kind == Provider {
		c.ReadPermission = firstNonEmpty(b.attrText(e, AttrReadPermission, "readPermission"), own, b.m.AppPermission)
		c.WritePermission = firstNonEmpty(b.attrText(e, AttrWritePermission, "writePermission"), own, b.m.AppPermission)
		if v, ok := e.android(AttrAuthorities, "authorities"); ok {
			c.AuthoritiesAttr = b.resolve(v)
			for _, a := range strings.Split(b.text(v), ";") {
				if a != "" {
					c.Authorities = append(c.Authorities, a)
				}
			}
		}
	}
	for _, ch := range e.Children {
		if removed(ch) {
			continue
		}
		switch ch.Tag {
		case "intent-filter":
			f := IntentFilter{Pos: ch.Pos}
			for _, a := range ch.Children {
				if a.Tag != "action" || removed(a) {
					continue
				}
				act := Action{Pos: a.Pos}
				if v, ok := a.android(AttrName, "name"); ok {
					act.Name = b.text(v)
				}
				f.Actions = append(f.Actions, act)
			}
			c.IntentFilters = append(c.IntentFilters, f)
		case "meta-data":
			c.MetaData = append(c.MetaData, b.metaData(ch, c.Path))
		}
	}
	return c
}

func (b *builder) attrText(e *Element, id uint32, name string) string {
	if v, ok := e.android(id, name); ok {
		return b.text(v)
	}
	return ""
}

func (b *builder) metaData(e *Element, parent string) MetaData {
	md := MetaData{Pos: e.Pos, Ignore: ignoreList(e)}
	if v, ok := e.android(AttrName, "name"); ok {
		md.Name = b.text(v)
	}
	if v, ok := e.android(AttrValue, "value"); ok {
		md.Value = v
		if b.opt.ResolveMeta == nil || b.opt.ResolveMeta(md.Name) {
			md.Value = b.resolve(v)
		}
	}
	// android:resource is an id by design: the platform puts the id itself
	// in the Bundle, so it is not resolved.
	if v, ok := e.android(AttrResource, "resource"); ok {
		md.Resource = v
	}
	md.Path = parent + "/meta-data[" + md.Name + "]"
	return md
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// sdkLevel reads an SDK version: an integer, or a codename, which the
// platform treats as the in-development level 10000.
func sdkLevel(v Value) int {
	e := v.Effective()
	switch e.Kind {
	case Int, Hex:
		if e.Int > 0 && e.Int < 1<<20 {
			return int(e.Int)
		}
	case String:
		t := strings.TrimSpace(e.Text)
		if n, err := strconv.Atoi(t); err == nil && n > 0 && n < 1<<20 {
			return n
		}
		if t != "" && !strings.Contains(t, "${") {
			return 10000
		}
	}
	return 0
}

// removed reports a source element the manifest merger removes.
func removed(e *Element) bool {
	n, _ := e.tools("node")
	return n == "remove" || n == "removeAll"
}

// ignoreList splits tools:ignore="A, B" into ids.
func ignoreList(e *Element) []string {
	s, ok := e.tools("ignore")
	if !ok {
		return nil
	}
	var out []string
	for _, id := range strings.Split(s, ",") {
		if id = strings.TrimSpace(id); id != "" {
			out = append(out, id)
		}
	}
	return out
}

// clip shortens untrusted text for an error line.
func clip(s string) string {
	if len(s) > 64 {
		s = s[:64] + "…"
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}
