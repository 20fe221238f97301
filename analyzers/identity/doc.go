// Package identity defines an Analyzer that reports CETP606: caller
// identity taken from request arguments.
//
// # Analyzer identity
//
// identity: report caller identity read from CETP request arguments
//
// §7.1: package names, caller fields in args and self-reported Consumer
// identity are untrusted; the Provider captures the calling UID at the
// entry point, which a Go Provider receives as cetp.Request.Caller. The
// analyzer finds the values a request's arguments are decoded into
// (req.DecodeArgs(&v), json.Unmarshal of req.Args, a json.Decoder over
// req.Args), including maps passed on to the package's own functions, and
// reports each read of an identity-named entry or field: keys and JSON
// names such as caller, caller_package, calling_package, calling_uid and
// consumer_id. Names are matched on normalized tokens, so an argument about
// some package or app (package_name, app_id) is not identity.
package identity
