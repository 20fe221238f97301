package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// A token may be kept as a row of the app's own database: a session,
// resume token or operation looked up with `query("operations", cols,
// "id = ?", new String[] {id}, …)`. The row is the store, the selection's
// placeholders its key: one holding the token is a lookup, bound to its
// caller when another placeholder compares a column named for the caller
// (owner_uid = ?) with the caller's identity, or, as for a map entry, when
// the row's owner read back is compared on the paths through the lookup.

// Bounds on the SQL text read (placeholderColumns, requestKeyed): the
// text is the APK's, and a crafted one must not make the reading slow. A
// longer text is no selection or schema a provider writes; a placeholder
// past maxPlaceholders keeps no column.
const (
	maxSQLText      = 8192
	maxPlaceholders = 64
	maxColumnWindow = 128 // bytes before a placeholder or after a column name read
)

// sqlSelection is where a database read keeps its selection and its
// arguments: argument indexes of the call, receiver first.
type sqlSelection struct{ where, args int }

// sqlRead returns the selection of a database read by key: SQLite's and
// SupportSQLite's query and rawQuery, and SQLiteQueryBuilder's query; ok
// is false for any other call.
func sqlRead(ref *dex.MethodRef) (sqlSelection, bool) {
	n := len(ref.Params)
	if ref.Class == "Landroid/database/sqlite/SQLiteQueryBuilder;" && ref.Name == "query" && n >= 7 &&
		ref.Params[0] == "Landroid/database/sqlite/SQLiteDatabase;" && ref.Params[2] == "Ljava/lang/String;" {
		return sqlSelection{3, 4}, true // builder.query(db, columns, selection, selectionArgs, …)
	}
	if !sqliteDatabase(ref.Class) {
		return sqlSelection{}, false
	}
	switch {
	case ref.Name == "rawQuery" && n >= 2 && ref.Params[0] == "Ljava/lang/String;":
		return sqlSelection{1, 2}, true
	case ref.Name == "query" && n == 2 && ref.Params[0] == "Ljava/lang/String;":
		return sqlSelection{1, 2}, true // SupportSQLiteDatabase.query(sql, bindArgs)
	case ref.Name == "query" && n >= 7 && ref.Params[0] == "Ljava/lang/String;" && ref.Params[2] == "Ljava/lang/String;":
		return sqlSelection{3, 4}, true // query(table, columns, selection, selectionArgs, …)
	case ref.Name == "query" && n >= 8 && ref.Params[0] == "Z":
		return sqlSelection{4, 5}, true // query(distinct, table, columns, selection, selectionArgs, …)
	}
	return sqlSelection{}, false
}

// hasSQLRead reports whether m reads its database by a selection: the
// cheap test before a replay.
func hasSQLRead(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if _, ok := sqlRead(c.Ref); ok {
			return true
		}
		if _, ok := roomRead(c.Ref); ok {
			return true
		}
	}
	return false
}

// Room's generated DAO code (the Java code generator) reads rows through a
// statement: RoomSQLiteQuery.acquire(sql, n), then bindString/bindLong(i,
// value) on it, then DBUtil.query(db, statement, …) or db.query(statement).

const roomQueryClass = "Landroidx/room/RoomSQLiteQuery;"

// roomRead returns the argument index (receiver first) of the statement
// a Room read runs: DBUtil.query(db, statement, …) or
// RoomDatabase.query(statement[, signal]); ok is false for any other call.
func roomRead(ref *dex.MethodRef) (int, bool) {
	switch {
	case ref.Class == "Landroidx/room/util/DBUtil;" && ref.Name == "query" && len(ref.Params) >= 2 &&
		ref.Params[1] == "Landroidx/sqlite/db/SupportSQLiteQuery;":
		return 1, true
	case ref.Class == "Landroidx/room/RoomDatabase;" && ref.Name == "query" && len(ref.Params) >= 1 &&
		ref.Params[0] == "Landroidx/sqlite/db/SupportSQLiteQuery;":
		return 1, true
	}
	return 0, false
}

// roomKeys returns the placeholders of the statement stmt (a value in m,
// made by RoomSQLiteQuery.acquire there) with the values m binds to them:
// ok is false when the statement or its SQL is not known.
func roomKeys(prog *program.Program, m *dex.Method, stmt regflow.Value) ([]sqlKey, bool) {
	x, ok := stmt.Single()
	if !ok || x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || x.Ref.Class != roomQueryClass || x.Ref.Name != "acquire" {
		return nil, false
	}
	site := x.Site
	var cols []string
	bound := map[int64]regflow.Value{}
	prog.ReplayCalls(m, func(call *program.Call, in *dex.Insn, st *regflow.State) {
		args := program.CallArgs(st, in, call.Ref)
		if call.Addr == site && len(args) > 0 {
			if q, ok := args[0].Single(); ok && q.Kind == regflow.Str {
				cols = placeholderColumns(q.Str)
			}
			return
		}
		if !strings.HasPrefix(call.Ref.Name, "bind") || len(args) < 3 || call.Ref.Name == "bindNull" ||
			!args[0].Has(func(a regflow.Alt) bool { return a.Kind == regflow.Call && a.Via == nil && a.Site == site }) {
			return
		}
		if k, ok := args[1].Single(); ok && k.Kind == regflow.Const {
			bound[k.Int] = regflow.Merge(bound[k.Int], args[2])
		}
	})
	if len(cols) == 0 {
		return nil, false
	}
	out := make([]sqlKey, len(cols))
	for i, c := range cols {
		out[i] = sqlKey{column: c, value: bound[int64(i)+1]}
	}
	return out, true
}

// sqlKey is one placeholder of a selection: the column compared with it
// ("" when the text does not say) and the value bound to it.
type sqlKey struct {
	column string
	value  regflow.Value
}

// sqlKeys returns the placeholders of a database read's selection with
// their values: ok is false when the selection is not a constant or its
// arguments are not an array made in m.
func sqlKeys(prog *program.Program, m *dex.Method, sel sqlSelection, args []regflow.Value) ([]sqlKey, bool) {
	if sel.args >= len(args) {
		return nil, false
	}
	text, ok := selectionText(prog, args[sel.where])
	if !ok {
		return nil, false
	}
	cols := placeholderColumns(text)
	if len(cols) == 0 {
		return nil, false
	}
	elems := arrayElements(prog, m, args[sel.args])
	if elems == nil {
		return nil, false
	}
	out := make([]sqlKey, len(cols))
	for i, c := range cols {
		out[i] = sqlKey{column: c, value: elems[i]}
	}
	return out, true
}

// placeholderColumns returns, for each `?` of SQL text s in order, the
// column compared with it ("id = ?", "`token`=?", "owner_uid IN (?)"), ""
// where the text before it names none.
func placeholderColumns(s string) []string {
	if len(s) > maxSQLText {
		return nil // no selection a provider writes; text an APK crafted to be slow
	}
	var out []string
	for i := 0; i < len(s) && len(out) < maxPlaceholders; i++ {
		if s[i] != '?' {
			continue
		}
		j := i
		for j > 0 && i-j < maxColumnWindow && strings.ContainsRune(" \t\n(=<>!", rune(s[j-1])) {
			j--
		}
		// Only the text just before the placeholder names its column.
		before := strings.TrimRight(strings.ToLower(s[max(0, j-maxColumnWindow):j]), " \t\n")
		before = strings.TrimSuffix(strings.TrimSuffix(before, " in"), " like")
		before = strings.TrimRight(before, " \t\n`\"]")
		k := len(before)
		for k > 0 && identByte(before[k-1]) {
			k--
		}
		out = append(out, before[k:])
	}
	return out
}

// sqlBinding returns how a selection binds its row to the caller: a
// placeholder other than the token's compares a column named for the
// caller with a value that is the caller's identity, or one no request
// supplies (a parameter whose callers pass Binder.getCallingUid()).
func sqlBinding(prog *program.Program, uses *useScan, m *dex.Method, keys []sqlKey, token int, path []program.Caller) (bound string, cut bool) {
	for i, k := range keys {
		if i == token || !callerNamed(k.column) {
			continue
		}
		if d, c := boundOnPath(prog, uses, m, k.value, path); d != "" {
			return d + ", compared with the row's " + k.column + " in the selection", false
		} else if c {
			cut = true
		}
	}
	return "", cut
}

// boundOnPath says whether v, a value in m, is the caller's identity on
// the path the token came down (path runs from the top caller to m): a
// parameter is what the call of the path passes, followed up it, and only
// past its top what any caller passes (useScan.identityArg).
func boundOnPath(prog *program.Program, uses *useScan, m *dex.Method, v regflow.Value, path []program.Caller) (string, bool) {
	for i := len(path); ; i-- {
		if constant(v) || v.Taint&regflow.TaintRequest != 0 {
			return "", false
		}
		if d := callerIdentity(prog, v); d != "" {
			return d, false
		}
		deps := paramDeps(v)
		for j := range regflow.MaxTaintParams {
			if v.Taint&regflow.TaintParam(int64(j)) != 0 {
				deps |= 1 << j
			}
		}
		if deps == 0 {
			return "", false
		}
		if i == 0 {
			// The top of the path: its callers, whichever they are.
			cut := false
			for j := range 64 {
				if deps&(1<<j) == 0 {
					continue
				}
				d, c := uses.identityArg(m, j, maxTokenHops)
				if d != "" {
					return d, false
				}
				cut = cut || c
			}
			return "", cut
		}
		c := path[i-1]
		args, ok := prog.ArgsAt(c.Method, c.Call.Addr)
		if !ok {
			return "", true
		}
		var next regflow.Value
		for j := range 64 {
			if deps&(1<<j) != 0 && j < len(args) {
				next = regflow.Merge(next, args[j])
			}
		}
		v, m = next, c.Method
	}
}

// rowLookups returns the token lookups of database read c in m: one per
// way a token reaches a placeholder of its selection. A selection that
// also compares a column named for the caller with the caller's identity
// binds the row to its caller; one whose value comes from too far up is
// a note.
func (p *DexPass) rowLookups(uses *useScan, kp *keyParts, m *dex.Method, c *program.Call, sel sqlSelection, args []regflow.Value, named map[uint32]string) []*tokenLookup {
	keys, ok := sqlKeys(p.Program, m, sel, args)
	if !ok && sel.where < len(args) {
		// SQL text built by concatenation ("… WHERE id = '" + id + "'"):
		// the values spliced in, each after the column its text names.
		keys, ok = concatKeys(kp, args[sel.where])
	}
	if !ok {
		return p.passedSelectionLookups(uses, kp, m, c, sel, args, named)
	}
	if kp != nil {
		// A selection argument is text: Integer.toString(uid) compared
		// with the row's uid column is the caller's UID compared.
		for i := range keys {
			keys[i].value = kp.unboxed(keys[i].value)
		}
	}
	return p.keyedRowLookups(uses, m, c, keys, named)
}

// maxSelectionCallers bounds the calls of a query helper whose selection
// text passedSelectionLookups reads.
const maxSelectionCallers = 8

// passedSelectionLookups reads a query helper whose selection is its
// parameter (`one(String where, String arg)` querying `where` with
// `new String[] {arg}`) at each call of it: find(id) passing "op_id = ?"
// and findByDedupKey passing "dedup_key = ?" are two lookups, each judged
// with its own columns and on the paths through its own call. A caller
// passing text that is no constant decides nothing, as a selection built
// at run time does in the helper itself.
func (p *DexPass) passedSelectionLookups(uses *useScan, kp *keyParts, m *dex.Method, c *program.Call, sel sqlSelection, args []regflow.Value, named map[uint32]string) []*tokenLookup {
	if sel.args >= len(args) {
		return nil
	}
	w, ok := args[sel.where].Single()
	if !ok || w.Kind != regflow.Param || w.Or != 0 || !m.Static() && w.Int == 0 {
		return nil
	}
	elems := p.Program.ArrayElements(m, args[sel.args])
	callers := p.Program.Callers(m)
	if elems == nil || len(callers) > maxSelectionCallers {
		return nil
	}
	var out []*tokenLookup
	for _, cs := range callers {
		var text string
		if ca, ok := p.Program.ArgsAt(cs.Method, cs.Call.Addr); ok && int(w.Int) < len(ca) {
			text, _ = selectionText(p.Program, ca[w.Int])
		}
		cols := placeholderColumns(text)
		if len(cols) == 0 || len(cols) != len(elems) {
			continue
		}
		keys := make([]sqlKey, len(cols))
		for i, col := range cols {
			keys[i] = sqlKey{column: col, value: elems[i]}
			if kp != nil {
				keys[i].value = kp.unboxed(keys[i].value)
			}
		}
		for _, l := range p.keyedRowLookups(uses, m, c, keys, named) {
			if n := len(l.path); n > 0 && l.path[n-1].Method == cs.Method && l.path[n-1].Call.Addr == cs.Call.Addr {
				out = append(out, l) // the token this call passes, not another caller's
			}
		}
	}
	return out
}

// selectionText returns the SQL text a selection argument holds: a
// constant, or a static field every store of which is one constant (a
// `static String BY_TASK = "task_id = ?"`, a Kotlin val not made const).
func selectionText(prog *program.Program, v regflow.Value) (string, bool) {
	x, ok := v.Single()
	if !ok {
		return "", false
	}
	switch {
	case x.Kind == regflow.Str:
		return x.Str, true
	case x.Kind == regflow.Field && x.Field != nil && prog.Classes[x.Field.Class] != nil:
		_, stored, ok := prog.FieldFacts(x.Field)
		if s, single := stored.Single(); ok && single && s.Kind == regflow.Str && !stored.Top {
			return s.Str, true
		}
	}
	return "", false
}

// selectionHelpers recognises query helpers given both the selection and
// its arguments as parameters (`many(String table, String where,
// String... args)` querying `where` with `args`): each call of one is a
// lookup in its caller, with the caller's text and values.
type selectionHelpers struct {
	prog *program.Program
	memo map[*dex.Method]*sqlSelection // nil: not a helper
}

func newSelectionHelpers(prog *program.Program) *selectionHelpers {
	return &selectionHelpers{prog: prog, memo: map[*dex.Method]*sqlSelection{}}
}

// of returns the selection and argument positions (in c's arguments) of
// the query helper call c runs; ok is false when c runs none.
func (h *selectionHelpers) of(c *program.Call) (sqlSelection, bool) {
	if program.IsPlatform(c.Ref.Class) {
		return sqlSelection{}, false
	}
	ts := h.prog.Targets(c)
	if len(ts) != 1 {
		return sqlSelection{}, false
	}
	if sel := h.helper(ts[0]); sel != nil {
		return *sel, true
	}
	return sqlSelection{}, false
}

// callsOne reports whether m calls a query helper.
func (h *selectionHelpers) callsOne(m *dex.Method) bool {
	calls := h.prog.Calls(m)
	for i := range calls {
		if _, ok := h.of(&calls[i]); ok {
			return true
		}
	}
	return false
}

// helper returns t's selection and argument parameters when its database
// read takes both from them, nil otherwise.
func (h *selectionHelpers) helper(t *dex.Method) *sqlSelection {
	if sel, ok := h.memo[t]; ok {
		return sel
	}
	h.memo[t] = nil
	if !t.HasCode() || library(t.Class.Name) || !hasSQLRead(h.prog, t) {
		return nil
	}
	var out *sqlSelection
	n := 0
	h.prog.ReplayCalls(t, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		sel, ok := sqlRead(c.Ref)
		if !ok {
			return
		}
		n++
		args := program.CallArgs(st, in, c.Ref)
		if sel.args >= len(args) {
			return
		}
		w, okw := args[sel.where].Single()
		a, oka := args[sel.args].Single()
		own := func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Or == 0 && (t.Static() || x.Int > 0) }
		if okw && oka && own(w) && own(a) {
			out = &sqlSelection{where: int(w.Int), args: int(a.Int)}
		}
	})
	if n != 1 {
		return nil // one read, or which one a call runs is not known
	}
	h.memo[t] = out
	return out
}

// concatKeys returns the values a StringBuilder chain made in m splices
// into SQL text, each with the column the constant text before it
// compares ("id = '" + id + "'"): ok is false when v is not such a
// chain or splices in no value after a comparison.
func concatKeys(kp *keyParts, v regflow.Value) ([]sqlKey, bool) {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Call || x.Via != nil || kp == nil {
		return nil, false
	}
	sites, ok := kp.built[x.Site]
	if !ok {
		return nil, false
	}
	var parts []regflow.Value
	for _, s := range sites {
		parts = append(parts, kp.parts[s]...)
	}
	var out []sqlKey
	for i := 1; i < len(parts); i++ {
		if constant(parts[i]) {
			continue
		}
		prev, ok := parts[i-1].Single()
		if !ok || prev.Kind != regflow.Str {
			continue
		}
		text := strings.TrimRight(prev.Str, " '\"")
		if !strings.HasSuffix(text, "=") {
			continue
		}
		cols := placeholderColumns(text + "?")
		if len(cols) == 0 || cols[len(cols)-1] == "" {
			continue
		}
		out = append(out, sqlKey{column: cols[len(cols)-1], value: parts[i]})
	}
	return out, len(out) > 0
}

// keyedRowLookups is rowLookups for a selection's placeholders and values.
func (p *DexPass) keyedRowLookups(uses *useScan, m *dex.Method, c *program.Call, keys []sqlKey, named map[uint32]string) []*tokenLookup {
	var out []*tokenLookup
	for i, k := range keys {
		all, cut := p.tokenOrigins(m, k.value, named, maxTokenHops, tokenKindOf)
		var origins []tokenPath
		for _, o := range all {
			if requestSource(o.source) {
				origins = append(origins, o)
			}
		}
		if len(origins) == 0 {
			if cut && tokenKindOf(k.column) != "" {
				// A column named for a token, its value from further up
				// than the budget: say so rather than pass in silence.
				p.ReportNote(DexAt{Method: m, Addr: c.Addr, Call: c},
					"cannot tell whether the %s %s looks up by the column %s is bound to its caller: the value comes from a parameter more than %d calls up, CETP620's budget for following a token (§2.2, §4.4)",
					tokenKindOf(k.column), Short(m), finding.Quote(k.column), maxTokenHops)
			}
			continue
		}
		removes := rowDeleted(p.Program, m, c.Addr, origins, k.column)
		for _, o := range origins {
			// Bound on this token's own path: another caller passing
			// Binder's UID does not bind one passing the request's.
			bound, cut := sqlBinding(p.Program, uses, m, keys, i, o.path)
			if bound == "" && cut {
				p.ReportNote(DexAt{Method: m, Addr: c.Addr, Call: c},
					"cannot tell whether the %s (%s) looked up in %s is bound to its caller: the value its selection compares with the row's owner comes from a parameter more than %d calls up, CETP620's budget; check by hand that it is Binder.getCallingUid() (§2.2, §4.3, §4.4)",
					o.kind, o.from, Short(m), maxTokenHops)
				continue
			}
			out = append(out, &tokenLookup{call: c, kind: o.kind, from: o.from + " as a database row's " + k.column, path: o.path,
				mapID: "", removes: removes, composite: len(keys) > 1, keyBound: bound, row: true})
		}
	}
	return out
}

// requestSource reports whether a token read from class came with a
// Consumer's request: the extras Bundle or the arguments' JSON, or the
// CETP SDK's request. An id the app's own job reads back (WorkManager's
// Data, an Intent it built, a record of its own) names a row the app
// chose, not one a caller presents.
func requestSource(class string) bool {
	switch class {
	case "Landroid/os/Bundle;", "Landroid/os/BaseBundle;", "Lorg/json/JSONObject;":
		return true
	}
	return strings.HasPrefix(class, "Lcom/clawseed/cetp/")
}

// rowDeleted reports whether, on a path through the lookup (in its
// method, or in a method that passed the token down, on the paths
// through that call), the code deletes rows by the token's column,
// itself or in an app method it calls: a resume token kept as a row is
// spent by its deletion (`take(token)` querying and deleting, or the
// caller's `delete(token)` after `find(token)`). Another tool's branch
// deleting its own token spends nothing here.
func rowDeleted(prog *program.Program, m *dex.Method, at uint32, origins []tokenPath, column string) bool {
	if column == "" {
		return false
	}
	type site struct {
		m    *dex.Method
		addr uint32
	}
	sites := []site{{m, at}}
	for _, o := range origins {
		for _, c := range o.path {
			sites = append(sites, site{c.Method, c.Call.Addr})
		}
	}
	seen := map[site]bool{}
	for _, st := range sites {
		if seen[st] {
			continue
		}
		seen[st] = true
		a, err := prog.Analyze(st.m)
		if err != nil || a == nil {
			continue
		}
		on := pathThrough(a, st.addr)
		if deletesByColumn(prog, st.m, column, on) {
			return true
		}
		calls := prog.Calls(st.m)
		for i := range calls {
			if !on(calls[i].Addr) || calls[i].Addr == st.addr {
				continue
			}
			for _, t := range prog.Targets(&calls[i]) {
				if t.HasCode() && !library(t.Class.Name) && deletesByColumn(prog, t, column, nil) {
					return true
				}
			}
		}
	}
	return false
}

// deletesByColumn reports whether m deletes or updates database rows with
// a selection on column (a resume token's row deleted, or marked used):
// SQLiteDatabase.delete or update, or such a statement; on,
// when set, keeps the calls at the instructions it accepts.
func deletesByColumn(prog *program.Program, m *dex.Method, column string, on func(uint32) bool) bool {
	byColumn := func(v regflow.Value) bool {
		w, ok := v.Single()
		return ok && w.Kind == regflow.Str && slices.Contains(placeholderColumns(w.Str), column)
	}
	return anySQLiteCall(prog, m, on, func(call *program.Call, a []regflow.Value) bool {
		switch {
		case call.Ref.Name == "delete" && len(a) > 2:
			return byColumn(a[2])
		case call.Ref.Name == "update" && len(a) > 3:
			return byColumn(a[3]) // update(table, values, "token = ?", …): the row marked used
		case call.Ref.Name == "execSQL" && len(a) > 1:
			w, ok := a[1].Single()
			verb := strings.ToLower(strings.TrimSpace(w.Str))
			return ok && w.Kind == regflow.Str && (strings.HasPrefix(verb, "delete") || strings.HasPrefix(verb, "update")) && byColumn(a[1])
		}
		return false
	})
}

// anySQLiteCall reports whether fn holds for a SQLiteDatabase call of m
// (at an instruction on accepts, when on is set), given its arguments: m
// is replayed only when it makes such a call.
func anySQLiteCall(prog *program.Program, m *dex.Method, on func(uint32) bool, fn func(call *program.Call, args []regflow.Value) bool) bool {
	if !slices.ContainsFunc(prog.Calls(m), func(c program.Call) bool { return sqliteDatabase(c.Ref.Class) }) {
		return false
	}
	found := false
	prog.ReplayCalls(m, func(call *program.Call, in *dex.Insn, st *regflow.State) {
		if !found && sqliteDatabase(call.Ref.Class) && (on == nil || on(call.Addr)) {
			found = fn(call, program.CallArgs(st, in, call.Ref))
		}
	})
	return found
}
