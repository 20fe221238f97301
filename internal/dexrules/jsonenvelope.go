package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A provider that hands its work to an in-app command bus wraps the
// request in an envelope of its own — `new JSONObject().put("params",
// args).put("caller", uid)` — and the bus parses the envelope's text again
// (`new JSONObject(json)`). The envelope is request text (the arguments
// are in it), but a key the provider put its own value under is the
// provider's: reading "caller" back gives the Binder UID it put there.

// maxEnvelopeHops bounds how many callers up the text parsed is followed
// to the envelope it was made from.
const maxEnvelopeHops = 3

// envelopeKeyFromCaller reports whether recv, a JSONObject in m read under
// key, was parsed from the text of a JSONObject the app put the caller's
// real identity into under that key.
func envelopeKeyFromCaller(prog *program.Program, m *dex.Method, recv regflow.Value, key string) bool {
	if recv.Top || len(recv.Alts) == 0 {
		return false
	}
	for _, a := range recv.Alts {
		if a.Kind != regflow.New || a.Str != "Lorg/json/JSONObject;" || a.Via != nil {
			return false
		}
		text, ok := parsedText(prog, m, a.Site)
		if !ok || !textOfEnvelope(prog, m, text, key, maxEnvelopeHops) {
			return false
		}
	}
	return true
}

// parsedText returns the text the JSONObject made at site in m is parsed
// from (its JSONObject(String) constructor's argument).
func parsedText(prog *program.Program, m *dex.Method, site uint32) (regflow.Value, bool) {
	var text regflow.Value
	found := false
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Class != "Lorg/json/JSONObject;" || c.Ref.Name != "<init>" || len(c.Ref.Params) != 1 || c.Ref.Params[0] != "Ljava/lang/String;" {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if len(args) == 2 && slices.Contains(regflow.Sites(args[0]), site) {
			text, found = args[1], true
		}
	})
	return text, found
}

// textOfEnvelope reports whether every origin of text (a value in m) is
// the toString() of a JSONObject m puts the caller's identity into under
// key, directly or through the callers that pass the text in.
func textOfEnvelope(prog *program.Program, m *dex.Method, text regflow.Value, key string, hops int) bool {
	if text.Top || len(text.Alts) == 0 {
		return false
	}
	for _, a := range text.Alts {
		switch {
		case a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Class == "Lorg/json/JSONObject;" && a.Ref.Name == "toString" && len(a.Ref.Params) == 0:
			if !putsCallerUnder(prog, m, a.Site, key) {
				return false
			}
		case a.Kind == regflow.Param && a.Or == 0 && hops > 0:
			callers := prog.Callers(m)
			if len(callers) == 0 || len(callers) > 8 {
				return false
			}
			for _, c := range callers {
				args, _ := prog.ArgsAt(c.Method, c.Call.Addr)
				if int(a.Int) >= len(args) || !textOfEnvelope(prog, c.Method, args[a.Int], key, hops-1) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// putsCallerUnder reports whether the object the toString call at site in
// m is made on had key put to the caller's real identity (put(key, uid)
// in m, on that object or on the builder chain that returned it).
func putsCallerUnder(prog *program.Program, m *dex.Method, site uint32, key string) bool {
	var objs []uint32
	if args, _ := prog.ArgsAt(m, site); len(args) > 0 {
		objs = objKeys(args[0])
	}
	if len(objs) == 0 {
		return false
	}
	// The whole chain: a put's result is its receiver, back to the
	// object made (`new JSONObject().put(..).put(..)`).
	for grew := true; grew; {
		grew = false
		prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if c.Ref.Class != "Lorg/json/JSONObject;" || c.Ref.Name != "put" || !slices.Contains(objs, c.Addr) {
				return
			}
			if args := program.CallArgs(st, in, c.Ref); len(args) > 0 {
				for _, s := range objKeys(args[0]) {
					if !slices.Contains(objs, s) {
						objs, grew = append(objs, s), true
					}
				}
			}
		})
	}
	found := false
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Class != "Lorg/json/JSONObject;" || c.Ref.Name != "put" || len(c.Ref.Params) != 2 {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if len(args) != 3 {
			return
		}
		k, ok := args[1].Single()
		if !ok || k.Kind != regflow.Str || k.Str != key || callerIdentity(prog, args[2]) == "" {
			return
		}
		// put returns its receiver: the object toString is called on is
		// the one made, or the result of a put in its chain.
		if slices.Contains(objs, c.Addr) || slices.ContainsFunc(objKeys(args[0]), func(s uint32) bool { return slices.Contains(objs, s) }) {
			found = true
		}
	})
	return found
}
