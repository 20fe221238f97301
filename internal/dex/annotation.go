package dex

// typeSourceDebug is the annotation javac and kotlinc's SourceDebugExtension
// attribute becomes in a dex: kotlinc keeps the SMAP of inlined code there.
const typeSourceDebug = "Ldalvik/annotation/SourceDebugExtension;"

// SourceDebugExtension returns the text of the class's
// dalvik.annotation.SourceDebugExtension annotation ("" when it has none).
func (c *Class) SourceDebugExtension() (string, error) {
	f := c.File
	at := f.classDefs.off + 32*uint32(c.Index)
	dir := f.u32(at + 20)
	if dir == 0 {
		return "", nil
	}
	if !f.fits(dir, 16) {
		return "", f.errf("class %s annotations directory %#x is outside the file", c.Name, dir)
	}
	set := f.u32(dir)
	if set == 0 {
		return "", nil
	}
	if !f.fits(set, 4) {
		return "", f.errf("class %s annotation set %#x is outside the file", c.Name, set)
	}
	n := f.u32(set)
	if n > maxArray || !f.fits(set+4, uint64(n)*4) {
		return "", f.errf("class %s annotation set (%d items) runs past the end", c.Name, n)
	}
	for k := uint32(0); k < n; k++ {
		r := &reader{f: f, off: f.u32(set + 4 + 4*k)}
		if _, err := r.byte(); err != nil { // visibility
			return "", err
		}
		ti, err := r.uleb()
		if err != nil {
			return "", err
		}
		typ, err := f.Type(ti)
		if err != nil {
			return "", err
		}
		if typ != typeSourceDebug {
			continue
		}
		elems, err := r.uleb()
		if err != nil {
			return "", err
		}
		if elems > maxArray {
			return "", f.errf("class %s annotation with %d elements", c.Name, elems)
		}
		for e := uint32(0); e < elems; e++ {
			ni, err := r.uleb()
			if err != nil {
				return "", err
			}
			v, err := r.value(0)
			if err != nil {
				return "", err
			}
			if name, err := f.String(ni); err == nil && name == "value" && v.Kind == ValString {
				return v.Str, nil
			}
		}
	}
	return "", nil
}
