package dexrules

import (
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
func checkArgumentInjection(p *DexPass) {
	f := p.requestFlow()
	contained := map[*dex.Method]bool{}
	containChecked := map[*dex.Method]bool{}
	hasContainment := func(m *dex.Method) bool {
		if !containChecked[m] {
			containChecked[m] = true
			contained[m] = checksContainment(p.Program, m)
		}
		return contained[m]
	}
	var cur *dex.Method
	var pieces *textPieces
	files := &fileUses{}
	f.Each(func(m *dex.Method, in *dex.Insn, st *regflow.State) {
		if m != cur {
			files.flush(p)
			cur, pieces = m, newTextPieces(p.Program, m)
		}
		files.observe(in, st, pieces)
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
			if !ok || info.numeric {
				continue
			}
			switch kind {
			case injPath:
				if hasContainment(m) {
					continue
				}
			case injURL:
				if pieces.fixedHost(args[i]) {
					continue
				}
			}
			if kind == injPath && c.Ref.Class == "Ljava/io/File;" && files.hold(m, c, args[0], info) {
				break // judged by how the File is used
			}
			reportInjection(p, m, c, kind, info)
			break
		}
	})
	files.flush(p)
	f.reportLimited(p)
}

func reportInjection(p *DexPass, m *dex.Method, c *program.Call, kind injKind, info reqInfo) {
	at := DexAt{Method: m, Addr: c.Addr, Call: c}
	arg := describeReq(info)
	sink := finding.Sanitize(JavaName(c.Ref.Class) + "." + c.Ref.Name)
	if c.Ref.Name == "<init>" {
		sink = "the " + finding.Sanitize(JavaName(c.Ref.Class)) + " constructor"
	}
	switch kind {
	case injSQL:
		p.Report(at, "%s builds %s into the SQL text of %s: an agent can inject SQL; keep the statement constant and pass the value in the selection or bind arguments (§7.3)",
			Short(m), arg, sink)
	case injPath:
		p.Report(at, "%s passes %s into the file path of %s with no containment check: \"../\" or an absolute path escapes the directory; resolve it with getCanonicalPath() and check that it starts with the base directory, or accept only a plain file name (§7.3)",
			Short(m), arg, sink)
	case injProcess:
		p.Report(at, "%s passes %s into the command line of %s: an agent can run commands; map the argument to a fixed list of commands and never hand it to a shell (§7.3)",
			Short(m), arg, sink)
	case injIntent:
		p.Report(at, "%s parses %s into an Intent with %s: an agent chooses the component, action and flags the app then uses with its own identity; build the Intent from fixed parts (§7.3)",
			Short(m), arg, sink)
	case injURL:
		p.Report(at, "%s makes %s the whole URL of %s: an agent can load javascript:, file: or any site; fix the scheme and host and put the argument, encoded, in the path or query (§7.3)",
			Short(m), arg, sink)
	}
}

// describeReq names a request value for a message.
func describeReq(info reqInfo) string {
	if info.key != "" {
		return "the request argument " + finding.Quote(info.key)
	}
	return "a value from the request (the args or extras of call)"
}

// checksContainment reports whether m, or a program method it calls,
// canonicalizes a path and compares its prefix: the check that keeps a
// resolved path inside a base directory.
func checksContainment(prog *program.Program, m *dex.Method) bool {
	canon, prefix := false, false
	look := func(calls []program.Call) {
		for i := range calls {
			r := calls[i].Ref
			switch r.Name {
			case "getCanonicalPath", "getCanonicalFile", "toRealPath", "normalize":
				canon = true
			case "startsWith":
				prefix = true
			}
		}
	}
	calls := prog.Calls(m)
	look(calls)
	for i := range calls {
		if program.IsPlatform(calls[i].Ref.Class) {
			continue
		}
		for _, t := range prog.Targets(&calls[i]) {
			if t != m {
				look(prog.Calls(t))
			}
		}
	}
	return canon && prefix
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

// observe records a builder's first piece and what its results are.
func (t *textPieces) observe(c *program.Call, args []regflow.Value) {
	if !isBuilder(c.Ref.Class) || len(args) == 0 {
		return
	}
	var sites []uint32
	for _, a := range args[0].Alts {
		switch a.Kind {
		case regflow.New:
			sites = append(sites, a.Site)
		case regflow.Call:
			sites = append(sites, t.results[a.Site]...)
		}
	}
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

// fileUses defers the report of a File built from a request value until
// the method's end: a File only asked for its last name component
// (File(x).getName(), Java's filepath.Base) touches no path, so it is
// reported only when the object is used otherwise — opened, passed on,
// stored or returned.
type fileUses struct {
	pending []pendingFile
	used    map[uint32]bool
}

type pendingFile struct {
	m    *dex.Method
	c    *program.Call
	site uint32
	info reqInfo
}

// hold records a File constructor whose receiver is a fresh object; it
// reports false when there is no allocation to follow.
func (u *fileUses) hold(m *dex.Method, c *program.Call, recv regflow.Value, info reqInfo) bool {
	sites := 0
	for _, a := range recv.Alts {
		if a.Kind == regflow.New {
			u.pending = append(u.pending, pendingFile{m: m, c: c, site: a.Site, info: info})
			sites++
		}
	}
	return sites > 0 && !recv.Top
}

// observe records the uses of File allocations other than their
// constructor and getName.
func (u *fileUses) observe(in *dex.Insn, st *regflow.State, pieces *textPieces) {
	if u.used == nil {
		u.used = map[uint32]bool{}
	}
	mark := func(v regflow.Value) {
		for _, a := range v.Alts {
			if a.Kind == regflow.New && a.Str == "Ljava/io/File;" {
				u.used[a.Site] = true
			}
		}
	}
	switch {
	case in.IsInvoke():
		c := pieces.call(in.Addr)
		if c == nil {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		for j, a := range args {
			if j == 0 && !in.IsStaticInvoke() && c.Ref.Class == "Ljava/io/File;" && (c.Ref.Name == "<init>" || c.Ref.Name == "getName") {
				continue
			}
			mark(a)
		}
	case in.Op == dex.OpReturnObject, in.Op == dex.OpAputObject,
		in.Op >= dex.OpIput && in.Op <= dex.OpIputShort, in.Op >= dex.OpSput && in.Op <= dex.OpSputShort:
		mark(st.Reg(in.A))
	case in.Op == dex.OpFilledNewArray || in.Op == dex.OpFilledNewArrayR:
		for _, r := range in.Args {
			mark(st.Reg(uint32(r)))
		}
	}
}

// flush reports the deferred Files of the method just replayed that were
// used as paths.
func (u *fileUses) flush(p *DexPass) {
	done := map[*program.Call]bool{}
	for _, pf := range u.pending {
		if u.used[pf.site] && !done[pf.c] {
			done[pf.c] = true
			reportInjection(p, pf.m, pf.c, injPath, pf.info)
		}
	}
	u.pending, u.used = nil, nil
}
