package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The key of a request property delegate, per property.
//
// A Kotlin request class reads its arguments through delegates of one
// app class — `val resumeToken by requestText("resume_token")`, `val boat
// by requestText("boat")` — each a RequestText holding its key in a String
// field and reading `extras.getString(key)` in getValue. The delegate's
// getValue is one method for every property, so the key it reads by is
// not one literal; the property's getter (getResumeToken: the delegate
// field read, getValue called on it) is, through the object its delegate
// field holds: the literal that object's construction put into the key
// field.

// DelegateKey returns the literal key the delegate behind property getter
// m reads by: m calls getValue (or a one-argument-plus-property
// equivalent) on an object read from a field of its own object, every
// store into that field is an object of one app class whose only String
// field its constructor fills from a parameter, and every such
// construction passes the same literal there (directly, or through a
// factory function's parameter). ok is false otherwise.
func (p *Program) DelegateKey(m *dex.Method) (string, bool) {
	if k, ok := p.delegateKeys[m]; ok {
		return k, k != ""
	}
	if p.delegateKeys == nil {
		p.delegateKeys = map[*dex.Method]string{}
	}
	p.delegateKeys[m] = ""
	if m.Static() || len(m.Ref.Params) != 0 || m.Ref.Return != "Ljava/lang/String;" {
		return "", false
	}
	var delegate *dex.FieldRef
	var getValue []*dex.Method
	calls := 0
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		calls++
		if c.Ref.Name != "getValue" || len(c.Ref.Params) != 2 || p.Classes[c.Ref.Class] == nil {
			return
		}
		recv, ok := arg(CallArgs(st, in, c.Ref), 0).Single()
		if ok && recv.Kind == regflow.Field && recv.Field != nil && recv.Field.Class == m.Class.Name {
			delegate = recv.Field
			getValue = p.Targets(c)
		}
	})
	if delegate == nil || calls > 4 {
		return "", false
	}
	keyField, ok := p.delegateKeyField(getValue)
	if !ok {
		return "", false
	}
	key := ""
	for _, w := range p.WritersOf(delegate) {
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			return "", false
		}
		fail := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if fail || !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort) {
				return
			}
			fr, err := w.Class.File.Field(in.Index)
			if err != nil || fieldKey(fr) != fieldKey(delegate) {
				return
			}
			k, ok := p.constructedKey(w, st.Reg(in.A), keyField)
			if !ok || key != "" && k != key {
				fail = true
				return
			}
			key = k
		})
		if fail {
			return "", false
		}
	}
	if key != "" {
		p.delegateKeys[m] = key
	}
	return key, key != ""
}

// constructedKey returns the literal the object v (in m) was constructed
// with for its class's one String field: made in m (new D(…"key"…)) or by
// a factory m calls (requestText("key") returning new D(key)).
func (p *Program) constructedKey(m *dex.Method, v regflow.Value, keyField fkey) (string, bool) {
	a, ok := v.Single()
	if !ok || a.Kind != regflow.New || p.Classes[a.Str] == nil || keyField.class != a.Str {
		return "", false
	}
	where, site := objectSite(m, a)
	given, ok := p.ctorArgOf(where, site, a.Str, keyField)
	if !ok {
		return "", false
	}
	if s, ok := given.Single(); ok && s.Kind == regflow.Str {
		return s.Str, true
	}
	// A factory's parameter: what m passes it at the call (a.Site).
	if x, ok := given.Single(); ok && a.Via != nil && x.Kind == regflow.Param {
		args, ok := p.argsAt(m, a.Site)
		if !ok {
			return "", false
		}
		k := int(x.Int)
		if s, ok := arg(args, k).Single(); ok && s.Kind == regflow.Str {
			return s.Str, true
		}
	}
	return "", false
}

// delegateKeyField returns the String field of its own object that every
// getValue method ms reads the request by: the key argument of a Bundle or
// JSON getter (`thisRef.extras.getString(key) ?: thisRef.args.optString(key,
// fallback)` — the key, not the fallback).
func (p *Program) delegateKeyField(ms []*dex.Method) (fkey, bool) {
	var keys []fkey
	for _, gm := range ms {
		p.ReplayCalls(gm, func(c *Call, in *dex.Insn, st *regflow.State) {
			if !IsArgsGet(c.Ref.Class, c.Ref.Name, c.Ref.Params) || in.IsStaticInvoke() {
				return
			}
			k, ok := arg(CallArgs(st, in, c.Ref), 1).Single()
			if ok && k.Kind == regflow.Field && k.Field != nil && k.Field.Class == gm.Class.Name && k.Field.Type == "Ljava/lang/String;" &&
				!slices.Contains(keys, fieldKey(k.Field)) {
				keys = append(keys, fieldKey(k.Field))
			}
		})
	}
	if len(keys) != 1 {
		return fkey{}, false // none, or reads by two of its fields
	}
	return keys[0], true
}

// ctorArgOf returns the argument the constructor call on the object
// allocated at site in m passes for the parameter its constructor stores
// into field k (ctorStores).
func (p *Program) ctorArgOf(m *dex.Method, site uint32, cls string, k fkey) (regflow.Value, bool) {
	var out regflow.Value
	found := false
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if found || c.Ref.Name != "<init>" || c.Ref.Class != cls {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if !arg(args, 0).Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == site }) {
			return
		}
		for _, t := range p.Targets(c) {
			if j, ok := p.ctorStores(t)[k]; ok && j > 0 {
				out, found = arg(args, j), true
			}
		}
	})
	return out, found
}
