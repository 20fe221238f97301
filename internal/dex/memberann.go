package dex

// Annotations of a class's members: the field_annotations and
// parameter_annotations parts of its annotations_directory_item. Decoders
// that bind JSON to fields by reflection (Gson's @SerializedName, Moshi's
// @Json) name the JSON key there; javac and D8 keep such annotations
// (runtime retention) on the field, kotlinc on the field or, for a Kotlin
// constructor property whose annotation may target a parameter, on the
// constructor's parameter.

// Annotation is one annotation_item: its type and its elements.
type Annotation struct {
	Visibility byte // 0 build, 1 runtime, 2 system
	Type       string
	Elems      []AnnotationElem
}

// AnnotationElem is one name = value pair of an annotation. Value is the
// element's value; for an array, Array holds its elements (arrays and
// annotations nested in it are left as their kind, undecoded).
type AnnotationElem struct {
	Name  string
	Value Value
	Array []Value
}

// Elem returns the element named name.
func (a *Annotation) Elem(name string) (AnnotationElem, bool) {
	for _, e := range a.Elems {
		if e.Name == name {
			return e, true
		}
	}
	return AnnotationElem{}, false
}

// Strings returns the element's string value, or the strings of its
// array, in order.
func (e AnnotationElem) Strings() []string {
	if e.Value.Kind == ValString {
		return []string{e.Value.Str}
	}
	var out []string
	for _, v := range e.Array {
		if v.Kind == ValString {
			out = append(out, v.Str)
		}
	}
	return out
}

// maxDirectoryItems bounds the entries of one annotations directory.
const maxDirectoryItems = 1 << 16

// FieldAnnotations returns the annotations of c's fields that have any,
// keyed by the field. A class with no annotations directory has none.
func (c *Class) FieldAnnotations() (map[FieldRef][]Annotation, error) {
	f := c.File
	dir, nf, _, _, err := c.annotationsDirectory()
	if err != nil || dir == 0 {
		return nil, err
	}
	out := map[FieldRef][]Annotation{}
	for k := uint32(0); k < nf; k++ {
		at := dir + 16 + 8*k
		ref, err := f.Field(f.u32(at))
		if err != nil {
			return nil, err
		}
		set, err := f.annotationSet(f.u32(at + 4))
		if err != nil {
			return nil, f.errf("class %s field %s annotations: %v", c.Name, ref.Name, err)
		}
		if len(set) > 0 {
			out[*ref] = append(out[*ref], set...)
		}
	}
	return out, nil
}

// MethodAnnotations returns the annotations of c's methods that have
// some, keyed by the method's method_ids index (Method.Index).
func (c *Class) MethodAnnotations() (map[uint32][]Annotation, error) {
	f := c.File
	dir, nf, nm, _, err := c.annotationsDirectory()
	if err != nil || dir == 0 || nm == 0 {
		return nil, err
	}
	out := map[uint32][]Annotation{}
	base := dir + 16 + 8*nf
	for k := uint32(0); k < nm; k++ {
		at := base + 8*k
		mi := f.u32(at)
		set, err := f.annotationSet(f.u32(at + 4))
		if err != nil {
			return nil, f.errf("class %s method %d annotations: %v", c.Name, mi, err)
		}
		if len(set) > 0 {
			out[mi] = append(out[mi], set...)
		}
	}
	return out, nil
}

// ParameterAnnotations returns, for each method of c with parameter
// annotations (keyed by its method_ids index, Method.Index), one list of
// annotations per parameter, in declaration order (javac and kotlinc may
// record fewer lists than there are parameters: the trailing ones are
// then missing, and a synthetic leading parameter may have no list).
func (c *Class) ParameterAnnotations() (map[uint32][][]Annotation, error) {
	f := c.File
	dir, nf, nm, np, err := c.annotationsDirectory()
	if err != nil || dir == 0 || np == 0 {
		return nil, err
	}
	out := map[uint32][][]Annotation{}
	base := dir + 16 + 8*nf + 8*nm
	for k := uint32(0); k < np; k++ {
		at := base + 8*k
		mi, list := f.u32(at), f.u32(at+4)
		if !f.fits(list, 4) {
			return nil, f.errf("class %s parameter annotation list %#x is outside the file", c.Name, list)
		}
		n := f.u32(list)
		if n > 255 || !f.fits(list+4, uint64(n)*4) {
			return nil, f.errf("class %s parameter annotation list (%d parameters) runs past the end", c.Name, n)
		}
		params := make([][]Annotation, n)
		for i := uint32(0); i < n; i++ {
			set, err := f.annotationSet(f.u32(list + 4 + 4*i))
			if err != nil {
				return nil, f.errf("class %s method %d parameter %d annotations: %v", c.Name, mi, i, err)
			}
			params[i] = set
		}
		out[mi] = params
	}
	return out, nil
}

// annotationsDirectory returns the offset of c's annotations directory (0
// when it has none) and the sizes of its field, method and parameter
// parts, checked to fit in the file.
func (c *Class) annotationsDirectory() (dir, fields, methods, params uint32, err error) {
	f := c.File
	dir = f.u32(f.classDefs.off + 32*uint32(c.Index) + 20)
	if dir == 0 {
		return 0, 0, 0, 0, nil
	}
	if !f.fits(dir, 16) {
		return 0, 0, 0, 0, f.errf("class %s annotations directory %#x is outside the file", c.Name, dir)
	}
	fields, methods, params = f.u32(dir+4), f.u32(dir+8), f.u32(dir+12)
	if fields > maxDirectoryItems || methods > maxDirectoryItems || params > maxDirectoryItems ||
		!f.fits(dir+16, 8*(uint64(fields)+uint64(methods)+uint64(params))) {
		return 0, 0, 0, 0, f.errf("class %s annotations directory %#x runs past the end", c.Name, dir)
	}
	return dir, fields, methods, params, nil
}

// annotationSet decodes the annotation_set_item at off (0: none).
func (f *File) annotationSet(off uint32) ([]Annotation, error) {
	if off == 0 {
		return nil, nil
	}
	if !f.fits(off, 4) {
		return nil, f.errf("annotation set %#x is outside the file", off)
	}
	n := f.u32(off)
	if n > maxArray || !f.fits(off+4, uint64(n)*4) {
		return nil, f.errf("annotation set (%d items) runs past the end", n)
	}
	out := make([]Annotation, 0, n)
	for k := uint32(0); k < n; k++ {
		r := &reader{f: f, off: f.u32(off + 4 + 4*k)}
		vis, err := r.byte()
		if err != nil {
			return nil, err
		}
		a, err := r.annotation()
		if err != nil {
			return nil, err
		}
		a.Visibility = vis
		out = append(out, a)
	}
	return out, nil
}

// annotation decodes an encoded_annotation, with its arrays' elements.
func (r *reader) annotation() (Annotation, error) {
	ti, err := r.uleb()
	if err != nil {
		return Annotation{}, err
	}
	typ, err := r.f.Type(ti)
	if err != nil {
		return Annotation{}, err
	}
	n, err := r.uleb()
	if err != nil {
		return Annotation{}, err
	}
	if n > maxArray {
		return Annotation{}, r.f.errf("annotation %s with %d elements", typ, n)
	}
	a := Annotation{Type: typ}
	for k := uint32(0); k < n; k++ {
		ni, err := r.uleb()
		if err != nil {
			return Annotation{}, err
		}
		name, err := r.f.String(ni)
		if err != nil {
			return Annotation{}, err
		}
		e := AnnotationElem{Name: name}
		if h, err := r.peek(); err == nil && ValueKind(h&0x1f) == ValArray {
			r.off++
			m, err := r.uleb()
			if err != nil {
				return Annotation{}, err
			}
			if m > maxArray {
				return Annotation{}, r.f.errf("annotation %s element %s: array of %d items", typ, name, m)
			}
			e.Value = Value{Kind: ValArray}
			for i := uint32(0); i < m; i++ {
				v, err := r.value(1)
				if err != nil {
					return Annotation{}, err
				}
				e.Array = append(e.Array, v)
			}
		} else if e.Value, err = r.value(0); err != nil {
			return Annotation{}, err
		}
		a.Elems = append(a.Elems, e)
	}
	return a, nil
}

// peek returns the byte at the reader's offset without consuming it.
func (r *reader) peek() (byte, error) {
	b, err := r.byte()
	if err == nil {
		r.off--
	}
	return b, err
}
