package apk

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/avast/apkparser"

	"github.com/clawseed/cetpaudit/internal/manifest"
)

// resolve is manifest.BuildOptions.Resolve: it follows a reference through
// resources.arsc (default configuration) to a plain value. Framework ids
// (0x01…) are not in the APK and stay unresolved.
func (f *File) resolve(id uint32) (manifest.Value, bool) {
	if id>>24 == 0x01 {
		return manifest.Value{}, false
	}
	t := f.resources()
	if t == nil {
		return manifest.Value{}, false
	}
	for hop := 0; hop < maxRefHops; hop++ {
		e, err := resourceEntry(t, id)
		if err != nil || e == nil || e.IsComplex() {
			return manifest.Value{}, false
		}
		rv := e.GetValue()
		typ, data := uint8(rv.Type()), rv.RawData()
		switch typ {
		case typeReference, typeDynRef:
			if data == 0 || data>>24 == 0x01 {
				return manifest.Value{}, false
			}
			id = data
			continue
		case typeString:
			s, err := rv.String()
			if err != nil {
				return manifest.Value{}, false
			}
			return manifest.Value{Kind: manifest.String, Text: s}, true
		case typeNull, typeAttribute, typeDynAttr:
			return manifest.Value{}, false
		}
		return typedValue(typ, data), true
	}
	return manifest.Value{}, false
}

// resourceEntry guards apkparser's lookups, which index into hostile data.
func resourceEntry(t *apkparser.ResourceTable, id uint32) (e *apkparser.ResourceEntry, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, err = nil, fmt.Errorf("resource lookup 0x%08x failed: %v", id, r)
		}
	}()
	return t.GetResourceEntry(id)
}

// resources parses resources.arsc on first use; nil when the APK has none or
// it is unusable (the reason is kept for Manifest.ResourcesError).
func (f *File) resources() *apkparser.ResourceTable {
	if f.resTried {
		return f.res
	}
	f.resTried = true
	es := f.zip.byName["resources.arsc"]
	if len(es) == 0 {
		f.resErr = errors.New("the APK has no resources.arsc")
		return nil
	}
	data, err := f.readEntry(es, MaxResourcesBytes, tableSize)
	if err != nil {
		f.resErr = fmt.Errorf("resources.arsc: %w", err)
		return nil
	}
	f.res, f.resErr = parseTable(data)
	if f.resErr != nil {
		f.resErr = fmt.Errorf("resources.arsc: %w", f.resErr)
	}
	return f.res
}

func parseTable(data []byte) (t *apkparser.ResourceTable, err error) {
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("parse failed: %v", r)
		}
	}()
	return apkparser.ParseResourceTableWithConfig(bytes.NewReader(data),
		&apkparser.ParseConfig{MaxStringTableBytes: maxResourceStrings})
}
