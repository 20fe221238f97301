package manifest

// XML namespaces a manifest uses.
const (
	AndroidNS = "http://schemas.android.com/apk/res/android"
	ToolsNS   = "http://schemas.android.com/tools"
)

// Resource ids of the android: attributes the model reads (framework
// public.xml). The platform matches android: attributes by these ids, not by
// name: obfuscators rename or blank the name strings of a binary manifest.
const (
	AttrName             uint32 = 0x01010003
	AttrPermission       uint32 = 0x01010006
	AttrReadPermission   uint32 = 0x01010007
	AttrWritePermission  uint32 = 0x01010008
	AttrProtectionLevel  uint32 = 0x01010009
	AttrSharedUserID     uint32 = 0x0101000b
	AttrEnabled          uint32 = 0x0101000e
	AttrDebuggable       uint32 = 0x0101000f
	AttrExported         uint32 = 0x01010010
	AttrAuthorities      uint32 = 0x01010018
	AttrValue            uint32 = 0x01010024
	AttrResource         uint32 = 0x01010025
	AttrTargetActivity   uint32 = 0x01010202
	AttrMinSDKVersion    uint32 = 0x0101020c
	AttrTargetSDKVersion uint32 = 0x01010270
)

// Element is one XML element of a manifest, binary or source: the common form
// both decoders produce and Build turns into a Manifest.
type Element struct {
	// Tag is the element's local name.
	Tag      string
	Attrs    []Attr
	Children []*Element
	Pos      Pos
	// End is the position of the end tag's '>' (of "/>" for an empty
	// element), and Comment the text of the XML comment directly before the
	// start tag (only white space between); source manifests only. They
	// let suppressions cover an element and take their reason from the
	// same parse as the model.
	End     Pos
	Comment string
}

// Attr is one attribute of an Element.
type Attr struct {
	// NS is the namespace URI ("" for none) and Name the local name.
	NS, Name string
	// ResID is the attribute's resource id from a binary manifest's
	// resource map; 0 when it has none and in source manifests.
	ResID uint32
	Value Value
}

// android returns the android: attribute with resource id id: matched by id,
// or by namespace and name for an attribute without an id (source manifests,
// and binary ones without a resource map).
func (e *Element) android(id uint32, name string) (Value, bool) {
	for i := range e.Attrs {
		if a := &e.Attrs[i]; a.ResID == id {
			return a.Value, true
		}
	}
	for i := range e.Attrs {
		if a := &e.Attrs[i]; a.ResID == 0 && a.NS == AndroidNS && a.Name == name {
			return a.Value, true
		}
	}
	return Value{}, false
}

// plain returns the attribute without a namespace named name, as the
// platform reads "package".
func (e *Element) plain(name string) (Value, bool) {
	for i := range e.Attrs {
		if a := &e.Attrs[i]; a.NS == "" && a.Name == name {
			return a.Value, true
		}
	}
	return Value{}, false
}

// tools returns a tools: attribute (source manifests only: aapt drops them).
func (e *Element) tools(name string) (string, bool) {
	for i := range e.Attrs {
		if a := &e.Attrs[i]; a.NS == ToolsNS && a.Name == name {
			return a.Value.Text, true
		}
	}
	return "", false
}
