package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

// A provider that runs tools in the background answers get_operation by
// the operation_id it handed out (§4.4): the operation's state must
// survive a restart as the deduplication records must. A mutation
// executor of the app's (the SDK's interface, or one of the app's own
// named for it) that records the operations it accepts in a collection in
// memory, which get_operation looks the id up in, while no code of the
// app writes operation state to a durable store, forgets every accepted
// operation when the process dies. A provider without an executor keeps
// its sessions, tokens and operations in maps as it likes: that is
// CETP620's business, not a deduplication record.

// operationIDKind names a key or getter that holds an operation id.
func operationIDKind(name string) tokenKind {
	if ident.ProtocolToken(name) == "operation ID" {
		return "operation_id"
	}
	return ""
}

// checkVolatileOperations reports, once per collection field, the
// in-memory map a provider serving get_operation looks operations up in
// by the request's operation_id, when nothing in the app writes
// operation state durably; the finding is at the field's first put (where
// the operation is recorded), else at the lookup.
func checkVolatileOperations(p *DexPass) {
	prog := p.Program
	methods := p.dispatchCode()
	reach := make(map[*dex.Method]*program.Caller, len(methods))
	for _, m := range methods {
		reach[m] = nil
	}
	if !loadsString(prog, reach, string(cetp.MethodGetOperation)) {
		return
	}
	isMemory := memoryFieldTest(prog)
	seen := map[string]bool{}
	durable := -1 // persistsOperations, asked once
	var executors map[*dex.Method]*program.Caller
	for _, m := range methods {
		if library(m.Class.Name) || !callsDedupOp(prog, m) {
			continue
		}
		var named map[uint32]string
		type lookup struct {
			at    DexAt
			field *dex.FieldRef
		}
		var found []lookup
		prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			switch c.Ref.Name {
			case "get", "containsKey", "remove", "getOrDefault":
			default:
				return
			}
			if !collectionInterfaces[c.Ref.Class] && !memoryCollections[c.Ref.Class] {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) < 2 {
				return
			}
			x, ok := args[0].Single()
			if ok && x.Kind == regflow.Call && x.Via == nil && x.Ref != nil {
				if f := getterField(prog, x.Ref); f != nil {
					x = regflow.Alt{Kind: regflow.Field, Field: f}
				}
			}
			if !ok || x.Kind != regflow.Field || x.Field == nil || seen[x.Field.String()] || !isMemory(x.Field) {
				return
			}
			if named == nil {
				named = keyedReads(prog, m, operationIDKind)
			}
			if origins, _ := p.tokenOrigins(m, args[1], named, maxTokenHops, operationIDKind); len(origins) == 0 {
				return
			}
			found = append(found, lookup{DexAt{Method: m, Addr: c.Addr, Call: c}, x.Field})
		})
		for _, l := range found {
			if seen[l.field.String()] {
				continue
			}
			seen[l.field.String()] = true
			if durable < 0 {
				durable = 0
				if persistsOperations(prog) {
					durable = 1
				}
			}
			if durable == 1 {
				return
			}
			put := firstPut(prog, l.field)
			if put.Method == nil {
				continue
			}
			if executors == nil {
				executors = executorCode(prog)
			}
			if _, ok := executors[put.Method]; !ok {
				continue // not the state an executor records
			}
			p.Report(put,
				"%s keeps the state of background operations in %s, a collection in memory that get_operation looks the operation_id up in (%s), and no code of the app writes operation state to a durable store: a Provider restart forgets every operation it accepted and whether its mutation ran; persist each operation's state and result with the request's deduplication record (§4.4, §6)",
				finding.Sanitize(JavaName(l.field.Class)), finding.Sanitize(JavaName(l.field.Class)+"."+l.field.Name), Short(l.at.Method))
		}
	}
}

// executorCode returns what the app's mutation executors' methods reach:
// classes implementing the SDK's CetpMutationExecutor, or an interface of
// the app's named MutationExecutor (a hand-written provider's own).
func executorCode(prog *program.Program) map[*dex.Method]*program.Caller {
	var roots []*dex.Method
	for _, c := range prog.Order {
		if library(c.Name) || c.AccessFlags&(accInterface|accAbstract) != 0 {
			continue
		}
		if implementsExecutor(prog, c) || slices.ContainsFunc(c.Interfaces, func(i string) bool { return simpleName(i) == "MutationExecutor" }) {
			roots = append(roots, c.Methods()...)
		}
	}
	return prog.Reachable(roots)
}

// firstPut returns the first call, in the app's class order, that puts
// into the collection field f (put, putIfAbsent, add); the zero DexAt
// when none is found.
func firstPut(prog *program.Program, f *dex.FieldRef) DexAt {
	for _, w := range prog.Order {
		if library(w.Name) {
			continue
		}
		for _, m := range w.Methods() {
			if !m.HasCode() || !callsDedupOp(prog, m) {
				continue
			}
			var at DexAt
			prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
				if at.Method != nil || c.Ref.Name != "put" && c.Ref.Name != "putIfAbsent" && c.Ref.Name != "add" {
					return
				}
				args := program.CallArgs(st, in, c.Ref)
				if len(args) == 0 {
					return
				}
				if x, ok := args[0].Single(); ok && x.Kind == regflow.Field && x.Field != nil && x.Field.String() == f.String() {
					at = DexAt{Method: m, Addr: c.Addr, Call: c}
				}
			})
			if at.Method != nil {
				return at
			}
		}
	}
	return DexAt{}
}

// persistsOperations reports whether some code of the app writes operation
// state durably: a database, preferences or file write, or a ContentValues
// it fills, given a constant naming operations ("operations" as a table,
// "operation_id" as a column or key).
func persistsOperations(prog *program.Program) bool {
	for _, c := range prog.Order {
		if library(c.Name) {
			continue
		}
		for _, m := range c.Methods() {
			if !m.HasCode() {
				continue
			}
			found := false
			prog.ReplayCalls(m, func(call *program.Call, in *dex.Insn, st *regflow.State) {
				if found {
					return
				}
				if _, sink := sinkOf(call.Ref); !sink && call.Ref.Class != "Landroid/content/ContentValues;" && !sqliteDatabase(call.Ref.Class) {
					return
				}
				for _, v := range program.CallArgs(st, in, call.Ref) {
					if x, ok := v.Single(); ok && x.Kind == regflow.Str && namesOperations(x.Str) {
						found = true
					}
				}
			})
			if found {
				return true
			}
		}
	}
	return false
}

// namesOperations reports whether text names operations: a word
// operation(s) or op(s) beside id, or an operations table.
func namesOperations(s string) bool {
	toks := ident.Tokens(strings.ToLower(s))
	return ident.Has(toks, "operation", "operations") || ident.Has(toks, "op", "ops") && ident.Has(toks, "id")
}
