package dexrules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

func init() { register("CETP622", checkArgumentInjection) }

type injKind uint8

const (
	injSQL injKind = iota + 1
	injPath
	injProcess
	injIntent
	injURL
)

// injectionSink recognises a dangerous sink and returns the argument
// indexes (receiver first for instance calls) that must not carry request
// text.
func injectionSink(ref *dex.MethodRef, static bool) (injKind, []int) {
	first := 1
	if static {
		first = 0
	}
	strParams := func() []int {
		var out []int
		for i, t := range ref.Params {
			if t == "Ljava/lang/String;" || t == "Ljava/lang/CharSequence;" {
				out = append(out, i+first)
			}
		}
		return out
	}
	cls, name := ref.Class, ref.Name
	if sqliteDatabase(cls) {
		cls = "Landroid/database/sqlite/SQLiteDatabase;" // SQLCipher's mirror the framework's API
	}
	switch cls {
	case "Landroid/database/sqlite/SQLiteDatabase;", "Landroidx/sqlite/db/SupportSQLiteDatabase;",
		"Landroid/database/sqlite/SQLiteQueryBuilder;", "Landroid/content/ContentResolver;":
		switch name {
		case "rawQuery", "rawQueryWithFactory", "execSQL", "compileStatement", "query", "queryWithFactory",
			"update", "updateWithOnConflict", "delete", "appendWhere", "setTables", "validateSql", "buildQuery":
			// Every text parameter: the statement, table, selection,
			// grouping and order; selection and bind arguments travel
			// in arrays and are the fix.
			return injSQL, strParams()
		}
	case "Landroidx/sqlite/db/SimpleSQLiteQuery;":
		if name == "<init>" {
			return injSQL, strParams()
		}
	case "Landroidx/room/RoomSQLiteQuery;":
		// What a Room DAO's @RawQuery or a hand-written query method
		// hands Room: the statement text.
		if name == "acquire" && static && len(ref.Params) > 0 && ref.Params[0] == "Ljava/lang/String;" {
			return injSQL, []int{0}
		}
	case "Landroidx/room/RoomDatabase;":
		if (name == "query" || name == "compileStatement") && !static && len(ref.Params) > 0 && ref.Params[0] == "Ljava/lang/String;" {
			return injSQL, []int{1}
		}
	case "Ljava/io/File;":
		if name == "<init>" {
			return injPath, strParams()
		}
	case "Ljava/io/FileInputStream;", "Ljava/io/FileOutputStream;", "Ljava/io/FileReader;", "Ljava/io/FileWriter;",
		"Ljava/io/RandomAccessFile;", "Ljava/io/PrintWriter;":
		if name == "<init>" && len(ref.Params) > 0 && ref.Params[0] == "Ljava/lang/String;" {
			return injPath, []int{1}
		}
	case "Ljava/nio/file/Paths;", "Ljava/nio/file/Path;":
		if name == "get" || name == "of" || name == "resolve" || name == "resolveSibling" {
			out := strParams()
			for i, t := range ref.Params {
				if t == "[Ljava/lang/String;" {
					out = append(out, i+first)
				}
			}
			return injPath, out
		}
	case "Ljava/lang/Runtime;":
		if name == "exec" && len(ref.Params) > 0 {
			return injProcess, []int{1}
		}
	case "Ljava/lang/ProcessBuilder;":
		if (name == "<init>" || name == "command") && len(ref.Params) > 0 {
			return injProcess, []int{1}
		}
	case "Landroid/content/Intent;":
		if (name == "parseUri" || name == "getIntent" || name == "getIntentOld") && static && len(ref.Params) > 0 {
			return injIntent, []int{0}
		}
	case "Landroid/webkit/WebView;":
		if name == "loadUrl" && len(ref.Params) > 0 {
			return injURL, []int{1}
		}
	}
	if strings.HasPrefix(cls, "Lkotlin/io/FilesKt") && (name == "resolve" || name == "resolveSibling") && len(ref.Params) == 2 &&
		ref.Params[1] == "Ljava/lang/String;" {
		return injPath, []int{1}
	}
	// Context file helpers, on whatever Context subclass the call names.
	switch name {
	case "openFileOutput", "openFileInput", "deleteFile", "getFileStreamPath", "getDatabasePath", "getDir",
		"openOrCreateDatabase", "deleteDatabase":
		if !static && len(ref.Params) > 0 && ref.Params[0] == "Ljava/lang/String;" {
			return injPath, []int{1}
		}
	}
	return 0, nil
}

// checkArgumentInjection reports request values that reach SQL text, a
// file path, a process, Intent.parseUri or WebView.loadUrl unvalidated.
// A path is judged where it is used: a File or Path built from a request
// value is reported when some use of it (opened, passed on, stored,
// returned) is not guarded by a containment check on that very path
// (pathguard.go); a path given to a sink as text is judged at the sink.
func checkArgumentInjection(p *DexPass) {
	f := p.requestFlow()
	pa := newPathAnalyzer(p.Program)
	vd := newValidator(f)
	sp := newStoredPaths(f)
	var cur *dex.Method
	var pieces *textPieces
	var held []heldPath
	opened := map[uint32]bool{} // path sinks of cur reported at the call
	flush := func() {
		judgeHeldPaths(p, pa, cur, held, opened)
		held = nil
		opened = map[uint32]bool{}
	}
	f.Each(func(m *dex.Method, in *dex.Insn, st *regflow.State) {
		if m != cur {
			flush()
			cur, pieces = m, newTextPieces(p.Program, m)
		}
		if !in.IsInvoke() {
			return
		}
		c := pieces.call(in.Addr)
		if c == nil {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		pieces.observe(c, args)
		kind, idx := injectionSink(c.Ref, in.IsStaticInvoke())
		if kind == 0 {
			return
		}
		for _, i := range idx {
			if i >= len(args) {
				continue
			}
			info, ok := f.Value(m, st, args[i])
			if !ok || info.numeric || vd.safe(m, in.Addr, args[i], kind) {
				continue // validation.go: limited to allowed values
			}
			if kind == injPath && sp.judgedElsewhere(args[i]) {
				continue // judged where the path was built (storedpath622.go)
			}
			route := f.route(m, args[i], vd.unsafeGiver)
			if gi, ok := vd.givenInfo(m, args[i]); ok {
				info = gi // the key the caller passing it unchecked read it by
			}
			switch kind {
			case injURL:
				if pieces.fixedHost(args[i]) {
					continue
				}
				reportInjection(p, m, c, kind, info, route, "")
			case injPath:
				if sites := builtPath(in, c, args); len(sites) > 0 {
					if judgeOutlinedPath(p, pa, f, m, c) {
						break
					}
					held = append(held, heldPath{c: c, sites: sites, info: info, route: route})
					break // judged by how the path is used
				}
				pg, why := pa.guards(m)
				if pg == nil {
					reportInjection(p, m, c, kind, info, route, ", and whether a containment check guards it is not known ("+why+")")
					break
				}
				at, found := pg.g.index[in.Addr]
				ns, exact := pg.nodes(args[i])
				v := pg.judge(at, ns, exact && found)
				switch {
				case v.ok:
					continue
				case v.maybe != "":
					notePathUndecided(p, m, c, info, route, v.maybe)
				default:
					opened[c.Addr] = true
					reportInjection(p, m, c, kind, info, route, ", and "+v.why)
				}
			default:
				reportInjection(p, m, c, kind, info, route, "")
			}
			break
		}
	})
	flush()
	vd.reportCut(p)
	f.reportLimited(p)
}

// heldPath is a File or Path built from a request value, judged once the
// method's uses of it are known.
type heldPath struct {
	c     *program.Call
	sites []uint32 // the File allocated, or the Path the call returns
	info  reqInfo
	route string
}

// builtPath returns the object a path sink builds: the File of a File
// constructor, the result of Paths.get, Path.resolve or Kotlin's
// File.resolve. nil for a sink that uses the path at once.
func builtPath(in *dex.Insn, c *program.Call, args []regflow.Value) []uint32 {
	r := c.Ref
	switch {
	case r.Class == "Ljava/io/File;" && r.Name == "<init>":
		if len(args) == 0 || args[0].Top {
			return nil
		}
		var out []uint32
		for _, a := range args[0].Alts {
			if a.Kind == regflow.New {
				out = append(out, a.Site)
			}
		}
		return out
	case r.Class == "Ljava/nio/file/Paths;", r.Class == "Ljava/nio/file/Path;", strings.HasPrefix(r.Class, "Lkotlin/io/FilesKt"):
		if r.Return == "Ljava/nio/file/Path;" || r.Return == "Ljava/io/File;" {
			return []uint32{in.Addr}
		}
	}
	return nil
}

// judgeHeldPaths reports the paths built in m from request values that m
// uses where no containment check on them guards the use.
// A path whose only unguarded uses are sinks already reported there (its
// text given to FileOutputStream) is not reported twice.
func judgeHeldPaths(p *DexPass, pa *pathAnalyzer, m *dex.Method, held []heldPath, opened map[uint32]bool) {
	if len(held) == 0 {
		return
	}
	pg, why := pa.guards(m)
	done := map[*program.Call]bool{}
	for _, h := range held {
		if done[h.c] {
			continue
		}
		if pg == nil {
			done[h.c] = true
			reportInjection(p, m, h.c, injPath, h.info, h.route, ", and whether a containment check guards its uses is not known ("+why+")")
			continue
		}
		var bad, undecided *pathUse
		var badWhy, maybeWhy string
		for _, site := range h.sites {
			n, ok := pg.ids[pathNodeKey{kind: 's', site: site}]
			if !ok {
				continue // never used
			}
			for _, u := range pg.usesOf(n) {
				v := pg.judge(u.idx, []int{n}, true)
				if !v.ok && v.maybe == "" && u.maybe != "" {
					v.maybe = u.maybe // the helper may check it rather than use it
				}
				switch {
				case v.ok:
				case v.maybe != "":
					if undecided == nil {
						u := u
						undecided, maybeWhy = &u, v.maybe
					}
				case u.call != nil && opened[u.addr]:
				default:
					if bad == nil || u.addr < bad.addr {
						u := u
						bad, badWhy = &u, v.why
					}
				}
			}
		}
		switch {
		case bad != nil:
			done[h.c] = true
			reportInjection(p, m, h.c, injPath, h.info, h.route, pathUseClause(pg, bad)+", and "+badWhy)
		case undecided != nil:
			done[h.c] = true
			notePathUndecided(p, m, h.c, h.info, h.route, maybeWhy)
		}
	}
}

// judgeOutlinedPath judges a path built inside R8's API outline m (its
// one call, c: Paths.get newer than minSdk) where the outline returns it:
// at each call of m passing a request value, by how that caller uses the
// result, so a check the caller makes (normalize().startsWith(root),
// itself through outlines) guards it. false when m is no such outline.
func judgeOutlinedPath(p *DexPass, pa *pathAnalyzer, f *reqFlow, m *dex.Method, c *program.Call) bool {
	if p.Program.OutlinedCall(m) == nil || m.Ref.Return != c.Ref.Return {
		return false
	}
	calls, ok := f.outlineCalls(m)
	if !ok {
		return false
	}
	via := " through " + program.OutlineKind(m) + " " + Short(m)
	for _, oc := range calls {
		at := oc.site.Call
		// The caller's call of the outline, named for the call it wraps.
		wc := &program.Call{Ref: c.Ref, Addr: at.Addr, Ordinal: at.Ordinal, Op: c.Op}
		judgeHeldPaths(p, pa, oc.site.Method, []heldPath{{c: wc, sites: []uint32{at.Addr}, info: oc.info, route: via}}, map[uint32]bool{})
	}
	return true
}

// pathUseClause says how a built path is used, for a message.
func pathUseClause(pg *pathGuards, u *pathUse) string {
	if u.call != nil {
		return fmt.Sprintf(", which %s then uses at %s", u.what, pg.where(u.addr))
	}
	return fmt.Sprintf(", which %s then %s at %s", Short(pg.m), u.what, pg.where(u.addr))
}

// notePathUndecided says that a path is guarded only if something the
// analysis could not follow checks it (why says what).
func notePathUndecided(p *DexPass, m *dex.Method, c *program.Call, info reqInfo, route, why string) {
	for _, at := range injectionPlaces(p, m, c, info, route) {
		p.ReportNote(at.DexAt,
			"cannot tell whether %s keeps %s, the file path of %s, inside a directory: %s; make sure the path is canonicalized and its prefix checked before it is used (§7.3)",
			at.who, at.arg, sinkName(c.Ref), why)
	}
}

// injectionPlace is where a request value reaching a sink is reported,
// who the message says passes it, and what it is.
type injectionPlace struct {
	DexAt
	who, arg string
}

// injectionPlaces returns where a sink call c in m given the request
// value info is reported: at c, or, when m is code D8 or R8 moved out of
// the methods that wrote it (an API outline of Paths.get), at each of its
// calls that passes a request value, the outline named — its other calls,
// passing constants, are not the request's.
func injectionPlaces(p *DexPass, m *dex.Method, c *program.Call, info reqInfo, route string) []injectionPlace {
	if calls, ok := p.requestFlow().outlineCalls(m); ok {
		via := " through " + program.OutlineKind(m) + " " + Short(m)
		var out []injectionPlace
		for _, oc := range calls {
			out = append(out, injectionPlace{DexAt{Method: oc.site.Method, Addr: oc.site.Call.Addr, Call: oc.site.Call},
				Short(oc.site.Method), describeReq(oc.info) + via})
		}
		return out
	}
	at := DexAt{Method: m, Addr: c.Addr, Call: c}
	if real := callAt(p.Program, m, c.Addr); real != nil && real.Ref != c.Ref {
		// c names the call an API outline wraps (judgeOutlinedPath): the
		// finding is identified by the call m makes there.
		at.Call = real
	}
	return []injectionPlace{{at, Short(m), describeReq(info) + route}}
}

// sinkName names a called method for a message.
func sinkName(ref *dex.MethodRef) string {
	if ref.Name == "<init>" {
		return "the " + finding.Sanitize(JavaName(ref.Class)) + " constructor"
	}
	return finding.Sanitize(JavaName(ref.Class) + "." + ref.Name)
}

// reportInjection reports a request value reaching a sink: route says how
// it came there (" (kept in field …)"), detail adds to the sink (for a
// path: how it is used and why no check guards it).
func reportInjection(p *DexPass, m *dex.Method, c *program.Call, kind injKind, info reqInfo, route, detail string) {
	for _, place := range injectionPlaces(p, m, c, info, route) {
		reportInjectionAt(p, place, c, kind, detail)
	}
}

func reportInjectionAt(p *DexPass, place injectionPlace, c *program.Call, kind injKind, detail string) {
	at, who, arg := place.DexAt, place.who, place.arg
	sink := sinkName(c.Ref)
	switch kind {
	case injSQL:
		p.Report(at, "%s builds %s into the SQL text of %s: an agent can inject SQL; keep the statement constant and pass the value in the selection or bind arguments (§7.3)",
			who, arg, sink)
	case injPath:
		p.Report(at, "%s passes %s into the file path of %s%s: \"../\" or an absolute path escapes the directory; resolve it with getCanonicalPath() (or toRealPath) and use it only where a check that it starts with the base directory succeeded, or accept only a plain file name (§7.3)",
			who, arg, sink, detail)
	case injProcess:
		p.Report(at, "%s passes %s into the command line of %s: an agent can run commands; map the argument to a fixed list of commands and never hand it to a shell (§7.3)",
			who, arg, sink)
	case injIntent:
		p.Report(at, "%s parses %s into an Intent with %s: an agent chooses the component, action and flags the app then uses with its own identity; build the Intent from fixed parts (§7.3)",
			who, arg, sink)
	case injURL:
		p.Report(at, "%s makes %s the whole URL of %s: an agent can load javascript:, file: or any site; fix the scheme and host and put the argument, encoded, in the path or query (§7.3)",
			who, arg, sink)
	}
}

// unsafeCaller is the caller the validation found passing m's parameter k
// a value no check limits, past compiler-made hops (javac's access$NNN
// accessors, bridges) to the method the source wrote; nil when none was
// recorded.
func (f *reqFlow) unsafeCaller(m *dex.Method, k int, unsafeGiver func(*dex.Method, int) *dex.Method) *dex.Method {
	key := f.params[m][k].key
	u := unsafeGiver(m, k)
	for range 3 {
		if u == nil || u == m || !compilerMade(u) {
			break
		}
		// The hop's own parameter carrying the same argument.
		j, n := 0, 0
		for x, info := range f.params[u] {
			if info.key == key {
				j, n = x, n+1
			}
		}
		if n != 1 {
			break
		}
		next := unsafeGiver(u, j)
		if next == nil {
			next = f.givers[u][j]
		}
		if next == nil || next == u {
			break
		}
		m, u = u, next
	}
	if u == m {
		return nil
	}
	return u
}

// compilerMade reports a hop the compiler made rather than the source:
// javac's access$NNN accessor or a bridge (a lambda's synthetic body is
// the source's code, and stays).
func compilerMade(m *dex.Method) bool {
	return m.AccessFlags&dex.AccBridge != 0 && m.AccessFlags&dex.AccSynthetic != 0 || strings.HasPrefix(m.Ref.Name, "access$")
}

// describeReq names a request value for a message.
func describeReq(info reqInfo) string {
	if info.key != "" {
		return "the request argument " + finding.Quote(info.key)
	}
	return "a value from the request (the args or extras of call)"
}

// route says how a request value came to m, for a message: through a
// field, from a caller, or returned by a helper; "" when m read it itself.
func (f *reqFlow) route(m *dex.Method, v regflow.Value, unsafeGiver func(*dex.Method, int) *dex.Method) string {
	// A call that may run several methods (the overrides of a virtual
	// call, one of them not summarized) is named as m makes it: which of
	// them the summaries name first depends on the order they were met.
	type producers struct {
		vias  map[*dex.Method]bool
		plain bool
	}
	bySite := map[uint32]*producers{}
	for _, a := range v.Alts {
		if a.Kind != regflow.Call {
			continue
		}
		pr := bySite[a.Site]
		if pr == nil {
			pr = &producers{vias: map[*dex.Method]bool{}}
			bySite[a.Site] = pr
		}
		if a.Via != nil {
			pr.vias[a.Via] = true
		} else {
			pr.plain = true
		}
	}
	for _, site := range slices.Sorted(maps.Keys(bySite)) {
		pr := bySite[site]
		if len(pr.vias) < 2 && !(pr.plain && len(pr.vias) > 0) {
			continue
		}
		if c := program.CallsByAddr(f.prog.Calls(m))[site]; c != nil && !program.IsPlatform(c.Ref.Class) {
			return " (returned by " + finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name) + ")"
		}
	}
	for _, a := range v.Alts {
		switch a.Kind {
		case regflow.Field:
			if a.Field == nil {
				continue
			}
			if _, ok := f.fields[fieldID(a.Field)]; ok {
				return " (kept in the field " + finding.Sanitize(JavaName(a.Field.Class)+"."+a.Field.Name) + ")"
			}
		case regflow.Param:
			if _, ok := f.params[m][int(a.Int)]; !ok {
				continue
			}
			caller := f.givers[m][int(a.Int)]
			if u := f.unsafeCaller(m, int(a.Int), unsafeGiver); u != nil {
				caller = u // the caller passing it unchecked, not the first seen
			}
			if caller != nil {
				return " (passed in by " + Short(caller) + ")"
			}
		case regflow.Call:
			switch {
			case a.Via != nil && program.OutlineKind(a.Via) != "":
				// Code of m that R8 moved out: built there, not by a
				// helper of the source.
				return " (through " + program.OutlineKind(a.Via) + " " + Short(a.Via) + ")"
			case a.Via != nil:
				return " (returned by " + Short(a.Via) + ")"
			case a.Ref != nil && !program.IsPlatform(a.Ref.Class):
				return " (returned by " + finding.Sanitize(JavaName(a.Ref.Class)+"."+a.Ref.Name) + ")"
			}
		}
	}
	return ""
}

// textPieces follows the StringBuilders of one method far enough to tell
// what each begins with: a URL whose first piece fixes the scheme and
// host cannot be redirected by what is appended.
type textPieces struct {
	byAddr  map[uint32]*program.Call
	first   map[uint32]string   // builder site -> its first piece ("" when not a constant)
	started map[uint32]bool     // builder site -> a first piece was seen
	results map[uint32][]uint32 // toString or append call -> the builder sites
}

func newTextPieces(prog *program.Program, m *dex.Method) *textPieces {
	return &textPieces{byAddr: program.CallsByAddr(prog.Calls(m)), first: map[uint32]string{}, started: map[uint32]bool{},
		results: map[uint32][]uint32{}}
}

func (t *textPieces) call(addr uint32) *program.Call { return t.byAddr[addr] }

func isBuilder(class string) bool {
	return class == "Ljava/lang/StringBuilder;" || class == "Ljava/lang/StringBuffer;"
}

// builderSites returns the allocation sites of the StringBuilder a call's
// receiver may be: a new-instance, or the builder an earlier append or
// toString on the same chain returned (results maps those calls to sites).
func builderSites(recv regflow.Value, results map[uint32][]uint32) []uint32 {
	var sites []uint32
	for _, a := range recv.Alts {
		switch a.Kind {
		case regflow.New:
			sites = append(sites, a.Site)
		case regflow.Call:
			sites = append(sites, results[a.Site]...)
		}
	}
	return sites
}

// observe records a builder's first piece and what its results are.
func (t *textPieces) observe(c *program.Call, args []regflow.Value) {
	if !isBuilder(c.Ref.Class) || len(args) == 0 {
		return
	}
	sites := builderSites(args[0], t.results)
	piece := func() string {
		if len(args) < 2 {
			return ""
		}
		if s, ok := args[1].Single(); ok && s.Kind == regflow.Str {
			return s.Str
		}
		return ""
	}
	switch c.Ref.Name {
	case "<init>":
		for _, s := range sites {
			if len(args) > 1 && c.Ref.Params[0] != "I" {
				t.first[s], t.started[s] = piece(), true
			}
		}
	case "append":
		for _, s := range sites {
			if !t.started[s] {
				t.first[s], t.started[s] = piece(), true
			}
		}
		t.results[c.Addr] = sites
	case "toString":
		t.results[c.Addr] = sites
	}
}

var fixedOrigin = lazyregexp.New(`^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+[/?#]`)

// fixedHost reports whether every way v is built begins with a constant
// that fixes the scheme and host.
func (t *textPieces) fixedHost(v regflow.Value) bool {
	if !v.Exact() {
		return false
	}
	for _, a := range v.Alts {
		var sites []uint32
		switch a.Kind {
		case regflow.Call:
			sites = t.results[a.Site]
		case regflow.New:
			sites = []uint32{a.Site}
		}
		if len(sites) == 0 {
			return false
		}
		for _, s := range sites {
			if !fixedOrigin.MatchString(t.first[s]) {
				return false
			}
		}
	}
	return true
}
