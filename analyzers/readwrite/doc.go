// Package readwrite defines an Analyzer that reports CETP621: a tool
// declared effect read whose handler writes.
//
// # Analyzer readwrite
//
// readwrite: report read tools whose handler reaches a database write, a
// file write or a non-GET HTTP request
//
// Consumers run read tools without confirmation, and §3.4 forbids a read
// tool to mutate business state beyond logging, caching and metering. The
// analyzer takes the tools the package declares (cetp.Tool literals with a
// constant name and effect) and finds their handlers where Go Providers
// dispatch: a switch on tool.Name or req.ToolName, an if comparing one with
// the name, or a map from tool names to handler functions. A handler of a
// read tool that reaches database/sql Exec, a file-system write, or an
// HTTP method other than GET and HEAD — directly, through the package's
// functions, or through functions of other packages (facts) — is reported
// at the call that leads there, with the sink and the calls in between.
//
// A call through an interface reaches what the implementations visible to
// the package reach (its own types outside _test.go files, and those of
// the packages of its module it imports, through facts). When none is
// visible — main wires one from a package this one does not import — a
// read tool's handler making such a call gets a note naming the interface
// method.
//
// Precision is medium: writes that are only caches or logs look the same.
package readwrite
