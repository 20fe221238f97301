package dexrules

import (
	"maps"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP625", checkSessionTokenIgnored) }

// checkSessionTokenIgnored reports a provider whose call() dispatches v2
// list_tools or execute_tool while nothing reachable from call() reads
// session_token from the request. SDK subclasses are skipped: the SDK
// owns negotiation tokens (§10); so are providers whose manifest
// advertises v1 only, where no session exists.
func checkSessionTokenIgnored(p *DexPass) {
	prog := p.Program
	providers := p.ToolProviders()
	made := newProviderObjects(prog, providers)
	for _, class := range providers {
		if _, sdk := belowSDKProvider(prog, class); sdk {
			continue
		}
		if !p.servesV2(class) {
			continue // v1 has no sessions: its list_tools and execute_tool carry no token
		}
		// On this provider's objects: a base class's call() shared by
		// several providers reaches this one's overrides (a session check
		// overridden without reading the token), not the others'.
		reach := prog.ReachableAs(prog.CallMethods(class), class)
		serves := keyStrings(prog, reach, func(s string) bool {
			return s == string(cetp.MethodExecuteTool) || s == string(cetp.MethodListTools)
		})
		if len(serves) == 0 {
			continue
		}
		mentions := keyStrings(prog, reach, func(s string) bool { return s == cetp.KeySessionToken })
		// A read in an object only another provider makes for itself (the
		// session interceptor of its chain, built in its onCreate) is not
		// this provider's, though a shared call() reaches its class.
		ours := func(m *dex.Method) bool {
			_, ok := reach[m]
			return ok && !made.othersOnly(class, m)
		}
		if readsKey(prog, mentions, cetp.KeySessionToken, ours) {
			continue
		}
		// A static initializer only defines a field holding the name;
		// the comparison with it is where the method is dispatched.
		// Of the places naming the method, one in the provider's own
		// class or a base class it inherits call() from says where the
		// dispatch is better than a reply helper that names it too.
		s := serves[0]
		for _, c := range serves {
			if c.Method.Ref.Name != "<clinit>" {
				s = c
				break
			}
		}
		for _, c := range serves {
			if c.Method.Ref.Name != "<clinit>" && prog.IsSubclass(class, c.Method.Class.Name) {
				s = c
				break
			}
		}
		p.Report(DexAt{Method: s.Method, Addr: s.Addr},
			"provider %s serves %s (dispatched in %s) but no path from call() reads %s from the request: an absent or expired session is never answered NEGOTIATION_REQUIRED; read and validate the session token before serving v2 methods (§2.2, §4.1)",
			finding.Sanitize(JavaName(class)), finding.Quote(s.Value), Short(s.Method), finding.Quote(cetp.KeySessionToken))
	}
}

// readsKey reports whether one of the methods mentioning key reads it as a
// request extra or JSON argument (a put into the response is no read).
func readsKey(prog *program.Program, mentions []constString, key string, reached func(*dex.Method) bool) bool {
	done := map[*dex.Method]bool{}
	for _, c := range mentions {
		if done[c.Method] || !reached(c.Method) {
			continue
		}
		done[c.Method] = true
		a, err := prog.Analyze(c.Method)
		if err != nil || a == nil {
			return true // cannot tell: give it the benefit of the doubt (the limit is a note)
		}
		found := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if found || !in.IsInvoke() {
				return
			}
			call := callAt(prog, c.Method, in.Addr)
			if call == nil {
				return
			}
			// A read is a getter of the extras or JSON arguments given the
			// key, or an app helper that uses the argument holding the key
			// as such a getter's key (`extras.str("session_token")`, a
			// Kotlin extension or a Java helper: its summary's KeyParams).
			keyParams := readKeyParams(prog, call)
			args := program.CallArgs(st, in, call.Ref)
			if call.Ref.Name == "<init>" && !program.IsPlatform(call.Ref.Class) {
				// A delegate made with the key (`by Extra("session_token")
				// { getString(it) }`): read where its class hands the
				// field it keeps the key in to a getter or a function.
				for k, x := range args {
					if k > 0 && x.Has(func(alt regflow.Alt) bool { return alt.Kind == regflow.Str && alt.Str == key }) &&
						keyFieldRead(prog, call, args, k, reached) {
						found = true
					}
				}
			}
			if keyParams == 0 {
				return
			}
			for k, x := range args {
				if k < 64 && keyParams&(1<<k) != 0 && x.Has(func(alt regflow.Alt) bool { return alt.Kind == regflow.Str && alt.Str == key }) {
					found = true
				}
			}
		})
		if found {
			return true
		}
	}
	return false
}

// keyFieldRead reports whether the object constructed by call (with args)
// keeps its argument k in a field of its class that one of the class's
// methods the provider reaches passes as the key of a request getter, to a
// helper reading by it (KeyParams), or to a Kotlin function value the
// construction was given whose code reads by that argument (the getter
// lambda of a property delegate, `read(extras, key)` with `{ getString(it) }`).
func keyFieldRead(prog *program.Program, call *program.Call, args []regflow.Value, k int, reached func(*dex.Method) bool) bool {
	stored := map[program.FieldName]int{}
	for _, t := range prog.Targets(call) {
		maps.Copy(stored, prog.ParamFields(t))
	}
	var keyFields []program.FieldName
	for f, j := range stored {
		if j == k {
			keyFields = append(keyFields, f)
		}
	}
	if len(keyFields) == 0 {
		return false
	}
	isKey := func(v regflow.Value) bool {
		return v.Has(func(alt regflow.Alt) bool {
			return alt.Kind == regflow.Field && alt.Field != nil && slices.Contains(keyFields, program.FieldName{Class: alt.Field.Class, Name: alt.Field.Name})
		})
	}
	c := prog.Classes[call.Ref.Class]
	if c == nil {
		return false
	}
	for _, m := range c.Methods() {
		if m.Ref.Name == "<init>" || !reached(m) {
			continue
		}
		read := false
		prog.ReplayCalls(m, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
			if read {
				return
			}
			cargs := program.CallArgs(st, in, cc.Ref)
			var keyParams uint64
			switch {
			case strings.HasPrefix(cc.Ref.Class, "Lkotlin/jvm/functions/Function") && cc.Ref.Name == "invoke" && len(cargs) > 0:
				// The function the construction was given: what its code
				// reads by.
				fn, ok := cargs[0].Single()
				if !ok || fn.Kind != regflow.Field || fn.Field == nil {
					return
				}
				j, ok := stored[program.FieldName{Class: fn.Field.Class, Name: fn.Field.Name}]
				if !ok || j >= len(args) {
					return
				}
				keyParams = lambdaKeyParams(prog, args[j], len(cargs))
			default:
				keyParams = readKeyParams(prog, cc)
			}
			for j, x := range cargs {
				if j < 64 && keyParams&(1<<j) != 0 && isKey(x) {
					read = true
				}
			}
		})
		if read {
			return true
		}
	}
	return false
}

// lambdaKeyParams is the union of the key parameters of the invoke methods
// (n arguments, the receiver first) of the function objects fn holds: a
// Kotlin lambda class or D8's synthetic class made at the construction, or
// a non-capturing lambda's INSTANCE singleton; 0 for anything else.
func lambdaKeyParams(prog *program.Program, fn regflow.Value, n int) uint64 {
	var out uint64
	for _, a := range fn.Alts {
		var cls string
		switch {
		case a.Kind == regflow.New:
			cls = a.Str
		case a.Kind == regflow.Field && a.Field != nil && a.Field.Name == "INSTANCE":
			cls = a.Field.Class
		default:
			return 0
		}
		c := prog.Classes[cls]
		if c == nil {
			return 0
		}
		found := false
		for _, m := range c.Methods() {
			if m.Ref.Name == "invoke" && !m.Static() && len(m.Ref.Params)+1 == n {
				if s := prog.Summary(m); s != nil {
					out |= s.KeyParams
				}
				found = true
			}
		}
		if !found {
			return 0
		}
	}
	return out
}

// readKeyParams are the arguments of call read as a request key: every one
// of a getter of the extras or JSON arguments, the key parameters of an app
// helper (its summaries: `extras.str("session_token")`, a Kotlin extension).
func readKeyParams(prog *program.Program, call *program.Call) uint64 {
	if program.IsArgsGet(call.Ref.Class, call.Ref.Name, call.Ref.Params) {
		return ^uint64(0)
	}
	var out uint64
	if !program.IsPlatform(call.Ref.Class) {
		for _, t := range prog.Targets(call) {
			if s := prog.Summary(t); s != nil {
				out |= s.KeyParams
			}
		}
	}
	return out
}
