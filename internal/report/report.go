// Package report renders a scan's findings as text, JSON, JSON lines, GitHub
// workflow annotations or HTML, and writes output files atomically. SARIF
// lives in package sarif.
package report
