// Package exepages lets a process give back its mappings of its own
// executable's read-only pages (machine code and constants) before it
// builds a large model, so that its peak resident size is the memory it
// uses rather than every page of the binary that start-up happened to map.
//
// Why: the binary's code and constants were 11.4 of the 44 MiB resident at
// the end of the largest corpus audit (InsecureBankv2, 6.1 MB of dex),
// against a budget of 2 × the largest dex + 32 MiB. The kernel maps a file
// page together with its cached neighbours (fault-around), so start-up
// alone leaves most of the binary mapped, although the dex audit runs a
// small part of it. Dropping the mappings costs no I/O: the pages stay in
// the page cache, and those the rest of the run uses are mapped again on
// their first touch (about 7.5 MiB of the 11.4 on that audit).
//
// Only pages that are clean copies of the file are dropped: a read-only
// mapping that holds a private copy (relocations written before it was
// made read-only, in a position-independent or dynamically linked build)
// is left alone, since dropping it would lose what was written. On other
// systems Release does nothing.
package exepages
