// Package lines maps byte offsets in a text document to the 1-based line
// and UTF-16 column that SARIF and editors show.
package lines
