// Package schemacheck checks the JSON Schemas in CETP tool descriptors: it finds
// references that leave the schema document (§3.2: "$ref may resolve only to
// fragments within the same schema document") without resolving them, and
// compiles schemas under the declared dialect with
// github.com/santhosh-tekuri/jsonschema/v6 and a loader that refuses every
// URL, so nothing is ever fetched from the network or the file system.
package schemacheck
