package dex

// Call sites (dex 038+): what invoke-custom binds. D8 keeps
// LambdaMetafactory call sites when the app's minimum SDK is 26 or more;
// their method-handle arguments name the lambda's implementation method.

// Map item types of the sections invoke-custom needs.
const (
	mapCallSiteIDs   = 0x0007
	mapMethodHandles = 0x0008
	maxMapItems      = 1 << 12
)

// Method handle kinds (method_handle_item.method_handle_type) that name a
// method rather than a field.
const (
	handleInvokeStatic    = 0x04
	handleInvokeInterface = 0x08
)

// CallSite is one call_site_item: the bootstrap method, the method name
// and the method handles among its extra arguments (for LambdaMetafactory,
// the implementation method).
type CallSite struct {
	Bootstrap *MethodRef
	Name      string
	Handles   []*MethodRef
}

// callSiteTables finds the call_site_ids and method_handles sections in
// the map list, once.
func (f *File) callSiteTables() {
	if f.mapRead {
		return
	}
	f.mapRead = true
	off := f.u32(0x34)
	if off == 0 || !f.fits(off, 4) {
		return
	}
	n := f.u32(off)
	if n > maxMapItems || !f.fits(off+4, uint64(n)*12) {
		return
	}
	for k := uint32(0); k < n; k++ {
		at := off + 4 + 12*k
		typ, size, so := f.u16(at), f.u32(at+4), f.u32(at+8)
		switch typ {
		case mapCallSiteIDs:
			if f.fits(so, uint64(size)*4) {
				f.callSites = section{off: so, n: size}
			}
		case mapMethodHandles:
			if f.fits(so, uint64(size)*8) {
				f.methodHandles = section{off: so, n: size}
			}
		}
	}
}

// maxCallSiteValues bounds the values of one call site read.
const maxCallSiteValues = 64

// CallSite returns call_site_ids[i].
func (f *File) CallSite(i uint32) (*CallSite, error) {
	f.callSiteTables()
	if i >= f.callSites.n {
		return nil, f.errf("call site index %d out of range (%d call sites)", i, f.callSites.n)
	}
	r := reader{f: f, off: f.u32(f.callSites.off + 4*i)}
	n, err := r.uleb()
	if err != nil {
		return nil, f.errf("call site %d: %v", i, err)
	}
	if n < 3 || n > maxCallSiteValues {
		return nil, f.errf("call site %d has %d values", i, n)
	}
	cs := &CallSite{}
	for k := uint32(0); k < n; k++ {
		v, err := r.value(0)
		if err != nil {
			return nil, f.errf("call site %d: %v", i, err)
		}
		switch {
		case k == 1 && v.Kind == ValString:
			cs.Name = v.Str
		case v.Kind == ValMethodHandle:
			m, err := f.methodHandle(uint32(v.Int))
			if err != nil {
				return nil, err
			}
			if k == 0 {
				cs.Bootstrap = m
			} else if m != nil {
				cs.Handles = append(cs.Handles, m)
			}
		}
	}
	if cs.Bootstrap == nil {
		return nil, f.errf("call site %d has no bootstrap method handle", i)
	}
	return cs, nil
}

// methodHandle returns the method a method_handle_item names; nil for a
// field accessor handle.
func (f *File) methodHandle(i uint32) (*MethodRef, error) {
	if i >= f.methodHandles.n {
		return nil, f.errf("method handle index %d out of range (%d handles)", i, f.methodHandles.n)
	}
	at := f.methodHandles.off + 8*i
	kind := f.u16(at)
	if kind < handleInvokeStatic || kind > handleInvokeInterface {
		return nil, nil
	}
	return f.Method(uint32(f.u16(at + 4)))
}
