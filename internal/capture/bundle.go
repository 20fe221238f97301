package capture

import (
	"fmt"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

// Capture bundle format (docs/captures.md, docs/capture-bundle.schema.json).
const (
	bundleMarker    = "cetp_capture_bundle"
	bundleVersion   = 1
	bundlePackage   = "package"
	bundleAuthority = "authority"
	bundleResponses = "responses"
	entryMethod     = "method"
	entryKind       = "kind"
	entryRequest    = "request"
	entryResponse   = "response"
	// requestExtraTypes maps a request's extras to the Bundle type they
	// were sent as, when a recorder could not send the spec's (adb).
	requestExtraTypes = "extra_types"
)

// BundleInfo is what a bundle says about where it was captured.
type BundleInfo struct {
	// Package is the application id of the Provider app, when recorded.
	Package string
	// Authority is the ContentProvider authority called, when recorded.
	Authority string
}

func bundleErr(path string, n *descriptor.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: capture bundle: %s (at JSON pointer %s)", path, n.At.Line, n.At.Column,
		fmt.Sprintf(format, args...), pointer(n.At.Logical))
}

func pointer(p string) string {
	if p == "" {
		return "(root)"
	}
	return p
}

func optString(path string, n *descriptor.Node, key string) (string, error) {
	v := n.Get(key)
	if v == nil {
		return "", nil
	}
	if v.Kind != descriptor.KindString {
		return "", bundleErr(path, v, "%s must be a string, not a JSON %s", key, v.Kind)
	}
	return v.Str, nil
}

func parseBundle(root *descriptor.Node, path string, b *jsonpos.Budget) (*File, error) {
	if v := root.Get(bundleMarker); v.Kind != descriptor.KindInteger || v.Int != bundleVersion {
		return nil, bundleErr(path, v, "unsupported %s version %s (this cetpaudit reads version %d)", bundleMarker, v.Canonical(), bundleVersion)
	}
	info := &BundleInfo{}
	var err error
	if info.Package, err = optString(path, root, bundlePackage); err != nil {
		return nil, err
	}
	if info.Authority, err = optString(path, root, bundleAuthority); err != nil {
		return nil, err
	}
	rs := root.Get(bundleResponses)
	if rs == nil || rs.Kind != descriptor.KindArray {
		return nil, bundleErr(path, root, "%s must be an array of recorded calls", bundleResponses)
	}
	f := &File{Path: path, Bundle: info}
	for _, e := range rs.Elems {
		c, err := bundleEntry(path, e, b)
		if err != nil {
			return nil, err
		}
		if c != nil {
			f.Captures = append(f.Captures, c)
		}
	}
	return f, nil
}

// bundleEntry reads one recorded call: its request, when recorded, beside
// its response (a bundle pairs them by position: one entry, one call).
func bundleEntry(path string, e *descriptor.Node, b *jsonpos.Budget) (*Capture, error) {
	if e.Kind != descriptor.KindObject {
		return nil, bundleErr(path, e, "a recorded call must be an object, not a JSON %s", e.Kind)
	}
	m := e.Get(entryMethod)
	if m == nil || m.Kind != descriptor.KindString || m.Str == "" {
		return nil, bundleErr(path, e, "a recorded call needs its method as a string")
	}
	c := &Capture{Path: path, Method: cetp.Method(m.Str)}
	if k := e.Get(entryKind); k != nil {
		kind, ok := ParseKind(k.Str)
		if k.Kind != descriptor.KindString || !ok {
			return nil, bundleErr(path, k, "kind must be one of %s", KindNames)
		}
		c.Kind = kind
	}
	if r := e.Get(entryRequest); r != nil {
		req, err := parseRequest(path, r, b)
		if err != nil {
			return nil, err
		}
		c.Request = req
	}
	resp := e.Get(entryResponse)
	if resp == nil || resp.Kind != descriptor.KindObject {
		return nil, bundleErr(path, e, "a recorded call needs its response Bundle as an object")
	}
	c.Response = resp
	if d := resp.Get(cetp.KeyData); d != nil {
		doc, err := dataDocument(d, path, b)
		if err != nil {
			return nil, err
		}
		c.Data = doc
	}
	if c.Kind == Error || (c.Kind == Unknown && Recognize(resp) == Error) {
		c.Kind, c.Doc = Error, resp
		return c, nil
	}
	if c.Kind == Unknown {
		c.Kind = kindOfMethod(c, resp)
	}
	if c.Kind.WholeResponse() {
		c.Doc = resp
		return c, nil
	}
	if c.Data == nil {
		return nil, bundleErr(path, resp, "a %s success response needs its data", c.Method)
	}
	c.Doc = c.Data
	if c.Kind == Unknown {
		// list_tools without protocol_version in the request and without
		// a kind: tell v1 from v2 by the list's shape.
		if c.Kind = Recognize(c.Data); c.Kind != ToolsV1 && c.Kind != ToolsV2 {
			return nil, bundleErr(path, resp.Get(cetp.KeyData), "list_tools data has no tool list shape; record request.protocol_version or kind")
		}
	}
	return c, nil
}

// kindOfMethod is the kind of a non-error response by the method called;
// Unknown for a list_tools call whose version the request does not say.
func kindOfMethod(c *Capture, resp *descriptor.Node) Kind {
	switch c.Method {
	case cetp.MethodNegotiate:
		return Negotiate
	case cetp.MethodGetProviderInfo:
		return ProviderInfo
	case cetp.MethodListTools:
		// A list_tools call without protocol_version is v1 (§4); one whose
		// version is unknown is told by its shape.
		switch c.Request.ProtocolVersion {
		case cetp.V2:
			return ToolsV2
		case cetp.V1:
			return ToolsV1
		}
		return Unknown
	case cetp.MethodExecuteTool, cetp.MethodGetOperation, cetp.MethodCancelOperation:
		if c.Request.VersionUnknown {
			// The Provider may have served it as v1: audit it as v2 only
			// when it answered in a v2 shape.
			if k := recognizeResponse(resp, c.Data); k != Unknown {
				return k
			}
			return Other
		}
	}
	switch c.Method {
	case cetp.MethodExecuteTool:
		return ExecuteTool
	case cetp.MethodGetOperation:
		return GetOperation
	case cetp.MethodCancelOperation:
		return CancelOperation
	}
	return Other
}

func parseRequest(path string, r *descriptor.Node, b *jsonpos.Budget) (Request, error) {
	req := Request{Recorded: true}
	if r.Kind != descriptor.KindObject {
		return req, bundleErr(path, r, "request must be an object of extras, not a JSON %s", r.Kind)
	}
	types := r.Get(requestExtraTypes)
	if types != nil && types.Kind != descriptor.KindObject {
		return req, bundleErr(path, types, "%s must map extra names to the Bundle types sent", requestExtraTypes)
	}
	sentAs := func(key string) string { return Str(types.Get(key)) }
	if v := r.Get(cetp.KeyProtocolVersion); v != nil {
		if v.Kind != descriptor.KindInteger || v.Int < 1 || v.Int > 1000 {
			return req, bundleErr(path, v, "protocol_version must be a positive integer")
		}
		if t := sentAs(cetp.KeyProtocolVersion); t != "" && t != "Int" {
			req.VersionUnknown = true
		} else {
			req.ProtocolVersion = int(v.Int)
		}
	}
	req.Node = r
	req.RequestID, req.ToolName, req.Args = r.Get(cetp.KeyRequestID), r.Get(cetp.KeyToolName), r.Get(cetp.KeyArgs)
	req.OperationID, req.ResumeToken = r.Get(cetp.KeyOperationID), r.Get(cetp.KeyResumeToken)
	if v := r.Get(cetp.KeyConsumerVersions); v != nil && (v.Kind == descriptor.KindString || (sentAs(cetp.KeyConsumerVersions) != "" && sentAs(cetp.KeyConsumerVersions) != "int[]")) {
		// What adb sends: it can pass no int[] (docs/captures.md).
		req.ConsumerVersionsUntyped = true
	} else if v != nil {
		if v.Kind != descriptor.KindArray {
			return req, bundleErr(path, v, "consumer_versions must be an array of integers (the int[] extra), or the String a recorder that cannot send arrays sent")
		}
		req.ConsumerVersions = []int{}
		for _, e := range v.Elems {
			if e.Kind != descriptor.KindInteger || e.Int < 0 || e.Int > 1<<31-1 {
				return req, bundleErr(path, e, "consumer_versions items must be integers")
			}
			req.ConsumerVersions = append(req.ConsumerVersions, int(e.Int))
		}
	}
	if v := r.Get(cetp.KeyConsumerCapabilities); v != nil {
		arr := v
		// On the wire it is a String holding a JSON array; accept both.
		if v.Kind == descriptor.KindString {
			doc, err := dataDocument(v, path, b)
			if err != nil {
				return req, err
			}
			arr = doc
		}
		if arr.Kind != descriptor.KindArray {
			return req, bundleErr(path, v, "consumer_capabilities must be a JSON string array")
		}
		req.ConsumerCapabilities = []string{}
		for _, e := range arr.Elems {
			if e.Kind != descriptor.KindString {
				return req, bundleErr(path, e, "consumer_capabilities items must be strings")
			}
			req.ConsumerCapabilities = append(req.ConsumerCapabilities, e.Str)
		}
	}
	return req, nil
}
