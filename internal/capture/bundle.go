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

// bundleEntry reads one recorded call. It returns nil for a success
// response of a method no rule reads (execute_tool results and the like).
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
			return nil, bundleErr(path, k, "kind must be one of negotiate, provider_info, list_tools_v2, list_tools_v1, error")
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
	if c.Kind == Error || Recognize(resp) == Error {
		c.Kind, c.Doc = Error, resp
		return c, nil
	}
	d := resp.Get(cetp.KeyData)
	if d == nil {
		return nil, bundleErr(path, resp, "a success response needs its data")
	}
	doc, err := dataDocument(d, path, b)
	if err != nil {
		return nil, err
	}
	c.Doc = doc
	if c.Kind != Unknown {
		return c, nil
	}
	switch c.Method {
	case cetp.MethodNegotiate:
		c.Kind = Negotiate
	case cetp.MethodGetProviderInfo:
		c.Kind = ProviderInfo
	case cetp.MethodListTools:
		// A list_tools call without protocol_version is v1 (§4).
		switch c.Request.ProtocolVersion {
		case cetp.V2:
			c.Kind = ToolsV2
		case cetp.V1:
			c.Kind = ToolsV1
		default:
			if c.Kind = Recognize(doc); c.Kind != ToolsV1 && c.Kind != ToolsV2 {
				return nil, bundleErr(path, d, "list_tools data has no tool list shape; record request.protocol_version or kind")
			}
		}
	default:
		return nil, nil
	}
	return c, nil
}

func parseRequest(path string, r *descriptor.Node, b *jsonpos.Budget) (Request, error) {
	req := Request{Recorded: true}
	if r.Kind != descriptor.KindObject {
		return req, bundleErr(path, r, "request must be an object of extras, not a JSON %s", r.Kind)
	}
	if v := r.Get(cetp.KeyProtocolVersion); v != nil {
		if v.Kind != descriptor.KindInteger || v.Int < 1 || v.Int > 1000 {
			return req, bundleErr(path, v, "protocol_version must be a positive integer")
		}
		req.ProtocolVersion = int(v.Int)
	}
	if v := r.Get(cetp.KeyConsumerVersions); v != nil {
		if v.Kind != descriptor.KindArray {
			return req, bundleErr(path, v, "consumer_versions must be an array of integers (the int[] extra)")
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
