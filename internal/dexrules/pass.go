package dexrules

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/internal/smap"
)

// DexTarget is the bytecode of one APK with its manifest.
type DexTarget struct {
	// Path is the APK; findings without debug info point at it.
	Path     string
	Program  *program.Program
	Manifest *manifest.Manifest // nil when the APK has none
	// AllCode runs the dex rules even when the app declares no
	// TOOL_PROVIDER service (the scan's --all-code).
	AllCode bool
	// Declared are the captured declarations paired with this APK (its
	// list_tools answers), for the rules that join them with the code
	// (source X+T); nil when the scan has none.
	Declared []*descriptor.Set

	surface    *program.Surface
	providers  []string
	entryReach map[*dex.Method]*program.Caller
	setupReach map[*dex.Method]*program.Caller
	// ctorHops are the constructors whose call of another constructor of
	// their class is being followed by CETP620's token search without a
	// hop of its budget: each once per path, so a crafted cycle of
	// constructors still ends.
	ctorHops    map[*dex.Method]bool
	madeAsking  map[string]bool // fields appMadeField is judging (cetp620.go)
	madeFields  map[string]bool // appMadeField's answers, by field
	mapKeys     map[any]bool    // CETP606: field+key pairs the app itself puts (putsKey)
	reachLimits []program.Limit
	reqflow     *reqFlow                 // where request values go (CETP614, CETP622)
	pkgArrays   *pkgArrays               // what CETP604 and CETP624 share (packages.go)
	homes       map[*dex.Class][2]string // sourceOf's answers, per class reported in
	jsonDecls   *[]*jsonTool             // the tools hand-written code declares (tooljson.go)
}

// ToolProviderApp reports whether the manifest declares a TOOL_PROVIDER
// service.
func (d *DexTarget) ToolProviderApp() bool {
	return d.Manifest != nil && len(d.Manifest.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider)) > 0
}

// reportLimits says, once per place, where the analysis stopped short on
// code reachable from the tool provider's entry points: a method the dex
// verifier would reject, one over the dataflow work budget, a call with
// more targets than are followed. The rule's findings there may be
// missing, and the note says so instead of staying silent.
func (p *DexPass) reportLimits(limits []program.Limit, reach map[*dex.Method]*program.Caller) {
	type key struct {
		kind program.LimitKind
		m    *dex.Method
		call *program.Call
	}
	seen := map[key]bool{}
	for _, l := range limits {
		if _, ok := reach[l.Method]; !ok || l.Method == nil {
			continue
		}
		if l.Kind == program.LimitSummaryDepth || l.Kind == program.LimitRecursion {
			// The call's result stays an unknown call result, which the
			// rules that judge values report themselves where it matters.
			continue
		}
		if (l.Kind == program.LimitReflection || l.Kind == program.LimitReflectiveCall) && library(l.Method.Class.Name) {
			// A library's own reflection (Gson, AndroidX factories)
			// makes its own classes or the app's models and calls their
			// accessors, not tools.
			continue
		}
		k := key{l.Kind, l.Method, l.Call}
		if seen[k] {
			continue
		}
		seen[k] = true
		at := DexAt{Method: l.Method, Call: l.Call}
		if l.Call != nil {
			at.Addr = l.Call.Addr
		}
		p.ReportLimit(at, "findings in %s of %s may be incomplete: %s",
			Short(l.Method), finding.Sanitize(filepath.Base(p.Path)), finding.Sanitize(l.String()))
	}
}

// DexPass is what a dex check sees: the program, the manifest and the CETP
// surface.
type DexPass struct {
	*DexTarget
	check.Reporter
}

// Descriptor converts a Java class name to a type descriptor.
func Descriptor(class string) string { return "L" + strings.ReplaceAll(class, ".", "/") + ";" }

// JavaName converts a type descriptor to a Java class name (for messages).
func JavaName(desc string) string { return program.JavaName(desc) }

// ToolProviders returns the provider classes that serve the advertised
// tool authorities. Without a TOOL_PROVIDER declaration (--all-code) every
// exported provider of the manifest, else every ContentProvider in the dex.
func (p *DexPass) ToolProviders() []string {
	if p.providers != nil {
		return p.providers
	}
	var out []string
	seen := map[string]bool{}
	add := func(c *manifest.Component) {
		d := Descriptor(c.Class)
		if !seen[d] && p.Program.Classes[d] != nil {
			seen[d] = true
			out = append(out, d)
		}
	}
	if m := p.Manifest; m != nil {
		for _, svc := range m.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider) {
			md, ok := svc.Meta(cetp.MetaAuthority)
			if !ok {
				continue
			}
			for _, prov := range m.ProvidersWithAuthority(md.Value.Effective().Text) {
				add(prov)
			}
		}
		if len(out) == 0 && p.AllCode {
			for _, c := range m.Components {
				if c.Kind == manifest.Provider && m.ExportedState(c) == manifest.Exported {
					add(c)
				}
			}
		}
	}
	if len(out) == 0 && p.AllCode && p.Manifest == nil {
		out = p.Program.ContentProviders()
	}
	if out == nil {
		out = []string{}
	}
	p.providers = out
	return out
}

// ProviderComponent returns the manifest's <provider> of a class
// descriptor, or nil.
func (p *DexPass) ProviderComponent(class string) *manifest.Component {
	if p.Manifest == nil {
		return nil
	}
	for _, c := range p.Manifest.ComponentsOfClass(JavaName(class)) {
		if c.Kind == manifest.Provider {
			return c
		}
	}
	return nil
}

// Surface returns the CETP surface of the tool providers.
func (p *DexPass) Surface() *program.Surface {
	if p.surface == nil {
		p.surface = p.Program.Surface(p.ToolProviders())
	}
	return p.surface
}

// EntryPoints returns the overridden entry points (call, query, insert,
// update, delete, openFile, openAssetFile) of the tool providers: where
// Binder transactions from other apps arrive.
func (p *DexPass) EntryPoints() []*dex.Method {
	var out []*dex.Method
	for _, c := range p.ToolProviders() {
		out = append(out, p.Program.EntryPoints(c)...)
	}
	return out
}

// sdkHooks are the methods of a provider built on the SDK's
// CetpV2ContentProvider, below that class: the SDK's call() runs them
// (authorize, executeTool, the tool list, the executor's getter) on the
// Binder thread, as a plain provider's call() runs its own code.
func (p *DexPass) sdkHooks() []*dex.Method {
	var out []*dex.Method
	for _, class := range p.ToolProviders() {
		hooks, _ := sdkHooksOf(p.Program, class)
		out = append(out, hooks...)
	}
	return out
}

// sdkHooksOf is sdkHooks for one provider class; ok says the class is
// built on the SDK.
func sdkHooksOf(prog *program.Program, class string) (hooks []*dex.Method, ok bool) {
	below, ok := belowSDKProvider(prog, class)
	if !ok {
		return nil, false
	}
	for _, c := range below {
		for _, m := range c.Methods() {
			if m.HasCode() && m.Ref.Name != "<clinit>" {
				hooks = append(hooks, m)
			}
		}
	}
	return hooks, true
}

// EntryReach returns the code reachable from the tool providers' entry
// points, and from the SDK hooks of a provider built on the SDK, through
// calls resolved in the APK.
//
// The limits hit on the way (a reachable method that cannot be analyzed,
// a call whose targets were cut) are kept and reported by every rule.
func (p *DexPass) EntryReach() map[*dex.Method]*program.Caller {
	if p.entryReach == nil {
		var ls []program.Limit
		p.Program.OnLimit(func(l program.Limit) { ls = append(ls, l) })
		p.entryReach = p.Program.Reachable(append(p.EntryPoints(), p.sdkHooks()...))
		p.reachLimits = ls
		p.Program.OnLimit(nil) // run sets its own collector after this
	}
	return p.entryReach
}

// SetupReach returns the methods the tool providers' construction and
// onCreate reach: the object graph a provider wires before any call()
// (modules, factories, a container kept in a field) is made there, so a
// constructor call there is one whose objects call()'s code may use. Not
// a path of a request: rules judge a request's handling on EntryReach;
// this says only that code making objects runs. Its limits are not
// reported: a bound here hides no request's path.
func (p *DexPass) SetupReach() map[*dex.Method]*program.Caller {
	if p.setupReach == nil {
		var roots []*dex.Method
		for _, c := range p.ToolProviders() {
			for _, np := range []string{"<init>()V", "onCreate()Z"} {
				if m := p.Program.Lookup(c, np); m != nil && m.HasCode() {
					roots = append(roots, m)
				}
			}
		}
		p.Program.Quiet(func() { p.setupReach = p.Program.Reachable(roots) })
	}
	return p.setupReach
}

// DexAt is a bytecode location: a method, an instruction address and the
// call there (nil when the finding is not about a call).
type DexAt struct {
	Method *dex.Method
	Addr   uint32
	Call   *program.Call
}

// Report reports a finding at a bytecode location. The path is the source
// file recorded in debug info (package directory + SourceFile), with the
// line from the line table when the method has one; a class without a
// SourceFile, or with a placeholder for one (sourceOf), is located in the
// APK itself, with no line: the line table's line, when there is one, is
// carried as Location.DexLine, which every output format shows. Every finding of
// one class therefore has one path, never the APK for some methods and the
// source file for others; the scan records the APK as the finding's input.
func (p *DexPass) Report(at DexAt, format string, args ...any) {
	p.Add(p.at(at, format, args...))
}

// ReportNote is Report at note level, for what the analysis cannot decide.
func (p *DexPass) ReportNote(at DexAt, format string, args ...any) {
	p.AddNote(p.at(at, format, args...))
}

// ReportLimit reports a note that the rule's findings at at may be
// incomplete because the analysis met a limit there. The message is the
// rule's ID followed by the formatted text, which names no rule: every
// rule that meets the limit reports it, and a scan shows the notes of one
// limit at one place as one (check.MergeLimits).
func (p *DexPass) ReportLimit(at DexAt, format string, args ...any) {
	f := p.at(at, "%s "+format, append([]any{p.Rule().ID}, args...)...)
	f.Limit = true
	p.AddNote(f)
}

// at builds the finding Report and ReportNote report.
func (p *DexPass) at(at DexAt, format string, args ...any) finding.Finding {
	m := at.Method
	identity := m.String()
	content := ""
	if at.Call != nil {
		identity += fmt.Sprintf("|%s#%d", at.Call.Ref, at.Call.Ordinal)
		content = at.Call.Ref.String()
	}
	msg := fmt.Sprintf(format, args...)
	if cs := p.Program.OutlineCallers(m, nil); len(cs) == 1 {
		// Code R8 moved out of the one method calling it (an outline
		// has no lines of its own): shown where it was written. A rule
		// that knows which of several calls matters places the finding
		// itself (placeOutlined, injectionPlaces).
		m, at = cs[0].Method, DexAt{Method: cs[0].Method, Addr: cs[0].Call.Addr, Call: cs[0].Call}
	} else if len(cs) > 1 {
		// Several methods' code: the finding stays at the outline, and
		// the message says whose code it may be.
		msg += outlineCallersClause(m, cs)
	}
	loc := finding.Location{
		Path:        p.Path,
		Logical:     fmt.Sprintf("%s@%#x", m, at.Addr),
		LogicalKind: "member",
	}
	src, home := p.sourceOf(m.Class)
	if src == "" || strings.ContainsAny(src, "/\\") {
		// No file to place it in, but the lines R8 keeps say where in
		// the class: carried beside the APK location (Location.DexLine).
		loc.DexLine = dexLine(m, at.Addr)
	} else {
		dir := JavaName(home)
		if i := strings.LastIndexByte(dir, '.'); i >= 0 {
			dir = strings.ReplaceAll(dir[:i], ".", "/") + "/"
		} else {
			dir = ""
		}
		loc.Path, loc.FromDebugInfo = finding.Sanitize(dir+src), true
		loc.Line = dexLine(m, at.Addr)
		if file, line, ok := inlinedLine(m.Class, loc.Line); ok {
			loc.Line = line
			if file != "" {
				loc.Path = finding.Sanitize(file)
			}
		}
	}
	return finding.Finding{
		Message:  msg,
		Location: loc,
		Subject:  identity,
		Identity: identity,
		Content:  content,
	}
}

// maxOutlineCallersNamed bounds the callers of an outline a message names.
const maxOutlineCallersNamed = 3

// outlineCallersClause says, for a finding left at outline m, which
// methods' code R8 moved into it: how many call it, and the first few.
func outlineCallersClause(m *dex.Method, cs []program.Caller) string {
	var names []string
	seen := map[*dex.Method]bool{}
	for _, c := range cs {
		if !seen[c.Method] {
			seen[c.Method] = true
			names = append(names, Short(c.Method))
		}
	}
	n := len(names)
	if n > maxOutlineCallersNamed {
		names = append(names[:maxOutlineCallersNamed], "…")
	}
	methods := "methods"
	if n == 1 {
		methods = "method"
	}
	return fmt.Sprintf("; the code is %s %s, which R8 moved out of the %d %s calling it (%s): check it at each of their calls",
		program.OutlineKind(m), Short(m), n, methods, strings.Join(names, ", "))
}

// dexLine returns the line m's line table gives the instruction at addr;
// 0 when it has none there.
func dexLine(m *dex.Method, addr uint32) int {
	code, err := m.Code()
	if err != nil || code == nil {
		return 0
	}
	lines, err := code.Lines(m.Class.File)
	if err != nil {
		return 0
	}
	line := dex.LineAt(lines, addr)
	if line == 0 && len(lines) > 0 && addr < lines[0].Addr {
		// Code before the first line entry (kotlinc's parameter null
		// checks) and findings about the whole method (at its entry)
		// take the method's first line: where its source begins to run.
		line = lines[0].Line
	}
	return line
}

// ReportManifest reports a finding at a manifest component (rules that
// combine the manifest with what the bytecode shows).
func (p *DexPass) ReportManifest(c *manifest.Component, content, format string, args ...any) {
	p.Add(finding.Finding{
		Message: fmt.Sprintf(format, args...),
		Location: finding.Location{
			Path:        p.Manifest.Path,
			Line:        c.Pos.Line,
			Column:      c.Pos.Col,
			Logical:     c.Path,
			LogicalKind: "element",
		},
		Subject: c.Path,
		Content: content,
	})
}

// Short renders a method as "Class.name" for messages.
func Short(m *dex.Method) string {
	return finding.Sanitize(JavaName(m.Class.Name) + "." + m.Ref.Name)
}

// inlinedLine maps a line of class c past its own file, where kotlinc puts
// the code of inline functions, back to the source through the class's
// SMAP: the inlined file and line by the Kotlin stratum, else the line of
// the call in the class's own file by the KotlinDebug stratum (path is ""
// then). ok is false when the line is the class's own or the SMAP is
// absent or does not cover it.
func inlinedLine(c *dex.Class, line int) (path string, at int, ok bool) {
	if line <= 0 {
		return "", 0, false
	}
	text, err := c.SourceDebugExtension()
	if err != nil || text == "" {
		return "", 0, false
	}
	var lib string // an inlined library file, when the call site is not known
	libLine := 0
	if m, ok := smap.Parse(text, "Kotlin"); ok {
		if f, l, inlined, ok := m.Lookup(line); ok {
			if !inlined {
				return "", 0, false
			}
			if !libraryFile(f) {
				return f.Dir() + f.Name, l, true
			}
			// Code inlined from a library (kotlin-stdlib's any {},
			// use {}, an androidx inline): its file is not the app's
			// to change, so the finding goes to the call in the
			// class's own file, which the KotlinDebug stratum gives.
			lib, libLine = f.Dir()+f.Name, l
		}
	}
	if m, ok := smap.Parse(text, "KotlinDebug"); ok {
		if _, l, _, ok := m.Lookup(line); ok {
			return "", l, true
		}
	}
	if lib != "" {
		return lib, libLine, true
	}
	return "", 0, false
}

// libraryFile reports whether an SMAP file is a library's (its recorded
// class is in a package the platform, the JDK, Kotlin or AndroidX own)
// rather than the app's.
func libraryFile(f smap.File) bool {
	return f.Path != "" && program.IsPlatform("L"+f.Path+";")
}

// sourceOf returns the source file name debug info gives class c and the
// class whose package directory it is in. A release build's placeholders
// are not file names: R8's -renamesourcefileattribute ("SourceFile") and
// the name D8 and R8 give the classes they synthesize
// ("R8$$SyntheticClass"); a source file name always has an extension. A
// synthesized class named after the class it was made for
// (Foo$$ExternalSyntheticLambda0, Foo$$Lambda$1) is placed in that
// class's file when it names a real one — but not an outline or backport
// (Foo$$ExternalSyntheticOutline0), which serves every class calling it,
// and a class R8 merged (mergedHome) in the one file of the classes that
// construct it; otherwise src is "" and the finding is placed in the APK.
func sourceOf(prog *program.Program, c *dex.Class) (src, home string) {
	if c.SourceFile == "" || strings.Contains(c.SourceFile, ".") {
		return c.SourceFile, c.Name
	}
	if i := strings.Index(c.Name, "$$"); i > 0 && prog != nil && program.OutlineClassKind(c.Name) == "" {
		if ctx := prog.Classes[c.Name[:i]+";"]; ctx != nil && strings.Contains(ctx.SourceFile, ".") {
			return ctx.SourceFile, ctx.Name
		}
	}
	if prog != nil && mergedIDField(c) != nil {
		if src, home := mergedHome(prog, c); src != "" {
			return src, home
		}
	}
	return "", c.Name
}

// sourceOf is sourceOf for a class findings are reported in, memoized
// (placing a merged class may scan the program's static reads).
func (d *DexTarget) sourceOf(c *dex.Class) (src, home string) {
	if h, ok := d.homes[c]; ok {
		return h[0], h[1]
	}
	src, home = sourceOf(d.Program, c)
	if d.homes == nil {
		d.homes = map[*dex.Class][2]string{}
	}
	d.homes[c] = [2]string{src, home}
	return src, home
}

// mergedHome returns the source file of the classes that make objects of
// c, a class R8 merged from lambdas (or other classes) and gave its
// placeholder for a source file: its cases are the bodies of lambdas
// written in the file of the class that constructs them, and R8 keeps
// their lines. When the objects are made in classes of more than one
// file (R8 merges lambdas of several classes), or the file of one is not
// known, which file a case came from is not told: src is "".
func mergedHome(prog *program.Program, c *dex.Class) (src, home string) {
	ok := true
	add := func(k *dex.Class) {
		s, h := k.SourceFile, k.Name
		switch {
		case !ok:
		case !strings.Contains(s, "."):
			ok = false
		case src == "":
			src, home = s, h
		case s != src || program.PackageOf(h) != program.PackageOf(home):
			ok = false
		}
	}
	own := false // objects made in c's own static initializer
	for _, m := range c.Direct {
		if m.Ref.Name != "<init>" {
			continue
		}
		for _, site := range prog.Callers(m) {
			if site.Method.Class == c {
				// one constructor of c calling another, or c's
				// <clinit> making the one instance of a stateless
				// lambda
				own = own || site.Method.Ref.Name == "<clinit>"
				continue
			}
			add(site.Method.Class)
		}
	}
	if own {
		// R8 keeps one instance of each stateless lambda it merged in a
		// static field of the merged class: the lambdas were written in
		// the file of the classes that read those fields.
		for _, k := range staticReaders(prog, c) {
			add(k)
		}
	}
	if !ok {
		return "", ""
	}
	return src, home
}

// staticReaders returns the classes, other than c, whose methods read a
// static field of c (sget), in load order.
func staticReaders(prog *program.Program, c *dex.Class) []*dex.Class {
	var out []*dex.Class
	ofC := map[*dex.File]map[uint32]bool{} // per file: field index → a field of c
	for _, k := range prog.Order {
		if k == c {
			continue
		}
		known := ofC[k.File]
		if known == nil {
			known = map[uint32]bool{}
			ofC[k.File] = known
		}
		reads := false
		for _, m := range k.Methods() {
			if reads || !m.HasCode() {
				continue
			}
			insns, err := m.Insns()
			if err != nil {
				continue
			}
			_ = dex.ScanStaticReads(insns, func(_ uint32, _ byte, index uint32) {
				is, seen := known[index]
				if !seen {
					f, err := k.File.Field(index)
					is = err == nil && f.Class == c.Name
					known[index] = is
				}
				reads = reads || is
			})
		}
		if reads {
			out = append(out, k)
		}
	}
	return out
}
