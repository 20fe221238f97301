package poisoning

import (
	"hash/fnv"
	"os"
	"path/filepath"
	"testing"
)

// sealedGlob holds sets written before a round's changes and never tuned
// on (testdata/poison/sealed/README.md): they measure whether readings
// carry to text they were not drawn from. They are not part of the
// corpus split.
const sealedGlob = "../../testdata/poison/sealed/*.txt"

// sealedFloor is, per sealed file, the CETP501 precision and recall it
// reached when its round ended; a change that loses them fails. The sets
// stop 37 measured the learned reading on (X40–X48, T43, T44) have a
// margin of about three items below their figures: any edit of a
// training text or a near-miss table retrains the model, which moves
// them by two or three items either way.
var sealedFloor = map[string][2]float64{
	"poisonU.txt":   {0.88, 0.68}, // 0.889 / 0.681 (32 of 47) at the end of poisonU
	"poisonV.txt":   {0.90, 0.89}, // 0.909 / 0.893 (50 of 56, 5 of 168 benign) before and after poisonV and poisonU
	"poisonW.txt":   {0.88, 0.80}, // 0.889 / 0.800 (48 of 60, 6 of 201 benign) on main c24af81 and after
	"poisonW2.txt":  {0.84, 0.57}, // 0.842 / 0.571 (16 of 28, 3 of 81 benign) on main c24af81 and after
	"poisonX2.txt":  {0.99, 0.96}, // 1.000 / 0.750 (21 of 28) at its first run, 1.000 / 0.964 (27 of 28, none of 37 benign) after poisonX2's readings
	"poisonX3.txt":  {0.99, 0.99}, // 1.000 / 0.778 (14 of 18) at its first run, 1.000 / 1.000 (none of 27 benign) after poisonX3's readings
	"poisonX4.txt":  {0.92, 0.75}, // 0.714 / 0.312 (5 of 16) at its first run, 0.923 / 0.750 (12 of 16, 1 of 26 benign) after poisonX4's readings
	"poisonX5.txt":  {0.99, 0.99}, // 1.000 / 0.308 (4 of 13) at its first run, 1.000 / 1.000 (none of 19 benign) after poisonX4's readings were made general
	"poisonX6.txt":  {0.92, 0.92}, // 0.875 / 0.538 (7 of 13) at its first run, 0.923 / 0.923 (12 of 13, 1 of 17 benign) after
	"poisonX7.txt":  {0.91, 0.78}, // 1.000 / 0.267 (4 of 15) at its first run, 0.923 / 0.857 after; 0.917 / 0.786 once poisonX11 made the conduct reading ask for a harm
	"poisonX8.txt":  {0.99, 0.93}, // 1.000 / 0.333 (5 of 15) at its first run, 1.000 / 0.933 (14 of 15, none of 15 benign) after conductlangs.go
	"poisonX9.txt":  {0.99, 0.99}, // 0.889 / 0.571 (8 of 14) at its first run, 1.000 / 0.929 (13 of 14, none of 14 benign) after; 1.000 / 1.000 once a consent question answered "no" was read (poisonX16)
	"poisonX10.txt": {0.99, 0.90}, // 1.000 / 0.545 (6 of 11) at its first run, 1.000 / 0.909 (10 of 11, none of 11 benign) after
	"poisonX14.txt": {0.99, 0.99}, // 0.900 / 0.750 (9 of 12) at its first run (the stop's start: 4 of 12), 1.000 / 1.000 after ("the balance due" no blame)
	"poisonX15.txt": {0.99, 0.99}, // 1.000 / 0.875 (7 of 8) at its first run, as at the stop's start; 1.000 / 1.000 once a route through another tool after a refusal was read (poisonX16)
	"poisonX17.txt": {0.99, 0.91}, // 1.000 / 0.333 (4 of 12) at its first run — poisonX16's readings held its words; 1.000 / 0.917 once widened to the classes (the miss left is a CETP505 artefact of the set's names)
	"poisonX16.txt": {0.99, 0.99}, // 0.909 / 0.667 (10 of 15) at its first run; 1.000 / 1.000 after its readings (rhetorical.go, routes, context values, loggers, preference manipulation)
	"poisonX24.txt": {1.00, 0.66}, // blind, honest-heavy (a helper's): 0.571 / 0.667 (12 of 18, 9 of 114 honest) at its first run; 0.632 / 0.667 after two of its false positives were read as classes (a forbidden lie, a fact told after "which"); 1.000 / 0.667 after stop 35's describing words (describing.go) and quoted examples
	"poisonX26.txt": {0.83, 0.60}, // blind, honest-heavy, domains other than developer tools (a helper's): 0.500 / 0.480 (12 of 25, 12 of 114 honest) at its first run; 0.600 / 0.480 after its confidentiality formulas, features switched off, scams' demands, rights told and offers not repeated were read as classes; 0.714 / 0.600 after medication lists and transcripts as a call's payload, "to" a place written, consent presumed, identity checks, third parties kept out
	"poisonX27.txt": {0.63, 0.60}, // blind, honest near the line across all kinds of tools (a helper's), run after poisonX24–X26's classes: 0.250 / 0.500 (10 of 20, 30 of 123 honest) at its first run; 0.367 / 0.550 after security tools' example phrases, identity checks, intake asking only what a form needs, third parties kept out, harmless waivers, negated acts "without asking", dangerous functions named in an opening; 0.458 / 0.550 after internal details left out, advice forbidden, repetition limited, pending things unavailable, negated pairs; 0.550 / 0.550 after steering done in the open, personas with a way out, advice forbidden, increases and forbidden false claims; 0.632 / 0.600 after capitalised Cyrillic phrases (stop 36)
	"poisonX28.txt": {1.00, 0.83}, // blind, realistic mix across every kind of tool (a helper's), run after stop 35's classes: 0.735 / 0.595 (25 of 42, 9 of 106 honest) at its first run; 0.758 / 0.595 after the next classes (none drawn from it); 0.967 / 0.690 after its own classes (consent claims licensing acts before them, bait and switch, Russian and Spanish imperatives, scope "over", terms someone says, facts mentioned, leave asked, things saved disabled, labels told, personas dropped); no longer blind; 0.971 / 0.810 after misreport.go
	"poisonX29.txt": {0.92, 0.92}, // blind, realistic mix in tool families the other sets leave out (a helper's), run once with every reading of stop 35: 0.821 / 0.548 (23 of 42, 5 of 102 honest); CETP505 15 of 19; 0.868 / 0.786 after the user's view of an act misreported (misreport.go); no longer blind; 0.917 / 0.786 after single-quoted examples, participles asking the model, personas the user switches on, quotations as a label of form; 0.921 / 0.833 after misreport.go's wider marks; 0.925 / 0.881 after links left open for data (openlinks.go) and user-notice settings turned off; 0.929 / 0.929 after Turkish and German
	"poisonX30.txt": {0.75, 0.67}, // blind, long multi-section descriptions with attacks buried (a helper's): 0.677 / 0.568 (21 of 37, 10 of 103 honest), CETP505 10 of 18, at its first run with stop 35's readings; 0.724 / 0.568 after poisonX29's last classes; its items not read; read in stop 36 (no longer blind): 0.750 / 0.649 after acts stated as facts and kept from the user (conceal.go); 0.758 / 0.676 after data put into the next message
	"poisonX31.txt": {0.99, 0.71}, // blind, a marketplace mix with attacks one clause long (a helper's), run once at the end of stop 35: 1.000 / 0.590 (23 of 39, 0 of 103 honest), CETP505 12 of 15; 1.000 / 0.615 after its items were read (claims told after the agent's act, short stems); no longer blind
	"poisonX32.txt": {0.93, 0.82}, // blind, a company's whole range of tools (a helper's), run once at the very end of stop 35, items unread: 0.909 / 0.571 (20 of 35, 2 of 98 honest), CETP505 13 of 13; read in stop 36 (no longer blind): 0.920 / 0.657 after acts stated as facts and kept from the user (conceal.go); 0.931 / 0.771 after scripted claims against a record, the others said sold out, and accounts in the passive by a duty (claims.go, misreport.go); 0.935 / 0.829 after the orders in twelve languages (stop 36)
	"poisonX33.txt": {0.99, 0.77}, // blind, consumer phone apps (a helper's), first run at the start of stop 36: 0.773 / 0.486 (17 of 35, 5 of 110 honest), CETP505 13 of 14; 1.000 / 0.514 after its five false positives were read (a party as a source, a thing that can be revoked, content that may hold a code, silence toward other people); 1.000 / 0.571 after a success claimed against the failure just stated (falsesuccess.go) and accounts in the passive against the facts; 1.000 / 0.686 after role blocks, data put into the next message, acts addressed to a party and kept out of the confirmation; 1.000 / 0.714 after poisonX36's wordings; 1.000 / 0.771 after the orders in twelve languages
	"poisonX34.txt": {0.93, 0.72}, // blind, developer and operations tooling (a helper's), first run at the start of stop 36, items kept unread as the stop's measure: 0.870 / 0.541 (20 of 37, 3 of 110 honest), CETP505 13 of 14; read in stop 36 after the twelve-language round (no longer blind): 0.931 / 0.730 after secrets gathered from the session, the next reply said to hold a secret, a retry as postgres, "set to accept all" kept from the user, German and Russian passives, Italian and German CETP505; CETP505 14 of 14
	"poisonX35.txt": {0.99, 0.64}, // blind, public sector, education, insurance, legal and agent tooling, attacks written against keyword filters (a helper's), first run in stop 36 after its first three rounds: 0.944 / 0.500 (17 of 34, 1 of 106 honest), CETP505 12 of 13; items kept unread; read late in stop 36: 1.000 / 0.647 after a label given instead of the figure, a concealment whose pretext is the user's worry, "tell the student if …" as a question of fact (no longer blind)
	"poisonX36.txt": {0.95, 0.80}, // blind, ten attack classes in five wordings each with near misses (a helper's), written to measure whether this stop's readings hold their class: first run 0.929 / 0.520 (26 of 50, 2 of 50 honest); read: 0.950 / 0.760 after its wordings were read (concealment predicates, consent carried over, success shown after a failure, accounts that show only the user's choice) (no longer blind); 0.952 / 0.800 after poisonX39's wordings
	"poisonX37.txt": {0.95, 0.70}, // blind, a week of an agent on a phone, attacks written to avoid the usual cue phrases (a helper's), first run in stop 36 after its rounds on X30-X36: 0.955 / 0.618 (21 of 34, 1 of 106 honest), CETP505 12 of 14; items kept unread through stop 36, unchanged at the start of stop 37; read in stop 37 (no longer blind): 0.960 / 0.706 after every reply and others discredited (foreign tables now folded as the text is)
	"poisonX38.txt": {0.94, 0.77}, // blind, third-party SDK and integrator tools (a helper's), first run at the end of stop 36 with every round in place: 0.943 / 0.733 (33 of 45, 2 of 97 honest), CETP505 3 of 3; items kept unread through stop 36; read in stop 37 (no longer blind): 0.946 / 0.778 after every reply and refusals overridden
	"poisonX40.txt": {0.85, 0.32}, // blind, the ten classes of poisonX41 by another helper: 0.846 / 0.220 (11 of 50, 2 of 50 honest) at its first run, with poisonX41's readings (stop 37) already in place — they moved it not at all (0.846 / 0.220 without them); items kept unread; kept out of the learned reading's training: 0.875 / 0.280 with the first one, 0.909 / 0.400 with the one that learns only words of five texts or more
	"poisonX41.txt": {0.95, 0.72}, // blind, ten classes the earlier sets lacked (padding, parameters that carry data out, passive exfiltration, opinion nudges, delayed triggers, authority claims, discredited sources, escalation, orders in returned data, false urgency) in five wordings each: 0.923 / 0.240 (12 of 50, 1 of 50 honest) at its first run; read (stop 37): 0.962 / 0.500 after every reply, refusals overridden, false urgency, others discredited, endless retries, checks declared done; 0.980 / 0.960 with the first learned reading, trained on it; 0.973 / 0.720 once the model learned only words of five texts or more
	"poisonX42.txt": {0.87, 0.40}, // blind, the ten classes of poisonX36/X39 in fresh wordings, written to measure whether their readings hold: 0.875 / 0.280 (14 of 50, 2 of 50 honest) at its first run (0.867 / 0.260 before stop 37's first readings) — they do not; 0.895 / 0.340 after the readings of shape; items kept unread; kept out of the learned reading's training: 0.917 / 0.440 with the first one, 0.913 / 0.420 with the one that learns only words of five texts or more
	"poisonT43.txt": {0.83, 0.28}, // a helper's training set (eight wordings per class) kept unread and out of the learned reading's training as its measure: 0.850 / 0.212 at its first run, 0.870 / 0.250 after the readings of shape drawn from poisonT44, 0.897 / 0.325 with the first learned reading, 0.862 / 0.312 with the one that learns only words of five texts or more; 0.839 / 0.325 with the concept reading (stop 46: one more of its texts matched, in a language other than English)
	"poisonT44.txt": {0.96, 0.65}, // a helper's training set, read: 0.889 / 0.100 at its first run, 0.973 / 0.450 after the readings of shape (userview.go, memory.go, bypass.go, paidrank.go, truthcontrast.go, quotedwell.go); 0.987 / 0.925 with the first learned reading, trained on it; 0.981 / 0.650 once the model learned only words of five texts or more (it memorised less)
	"poisonX47.txt": {0.95, 0.40}, // blind, a realistic catalogue of 25 apps (a helper's), run once at the end of stop 37, never trained on: 1.000 / 0.453 (24 of 53, none of 97 honest) with the learned reading, 1.000 / 0.340 with the rules alone; CETP505 11 of 15; items kept unread
	"poisonX48.txt": {0.90, 0.44}, // blind, twelve classes in five wordings with near misses (a helper's), run once at the end of stop 37 with the rules and the learned reading (never trained on it): 0.938 / 0.500 (30 of 60, 2 of 60 honest); the rules alone 0.963 / 0.433; 0.935 / 0.483 once the model averaged five fits and learned stems (each retraining moves it by a few items); items kept unread
	"poisonX39.txt": {0.95, 0.78}, // blind, a second set of ten classes in five wordings (a helper's), run once after every round of stop 36: 0.923 / 0.480 (24 of 50, 2 of 50 honest) — the widened readings hold half of their classes' fresh wordings; read: 0.950 / 0.760 after blame moved to the user's side, rules kept across sessions, "approval also covers", a retry as role=admin / sudo / the device owner in three languages, a quoted all-well report after a loss, "still describes … as safe", a label "without the separate amounts", German and Chinese (no longer blind); 0.951 / 0.780 after Japanese persistence and "repeat" as a retry
	"poisonX25.txt": {0.76, 0.76}, // blind, honest-heavy, real servers' styles (a helper's): 0.432 / 0.762 (16 of 21, 21 of 118 honest) at its first run; 0.533 / 0.762 after waivers for harmless acts, input handled quietly, things that act as something and German negated concealment were read as classes; 0.667 / 0.762 after news told with its remedy, all-well states ruled out, "as though", secrets kept in a password manager, prohibitions chained on a secret, "quote only what", a bot's own system prompt; 0.696 / 0.762 after the recurring classes of poisonX27 (below)
	"poisonX23.txt": {0.88, 0.83}, // blind (a helper's): 0.862 / 0.676 (25 of 37, 4 of 47 benign) at its first run; 0.886 / 0.838 after (channels named as such, a datum as a field's value, outcome verbs, German reported speech, Portuguese informing, a scam warning the user is told to ignore)
	"poisonX22.txt": {0.99, 0.99}, // 0.833 / 0.714 (5 of 7) at its first run; 1.000 / 1.000 after (locked and blocked accounts, erased files, "the terms" as a reason)
	"poisonX21.txt": {0.99, 0.99}, // no CETP501 on its 20 honest texts once an address in a recipient field (`to`) was read as its own field (1 at the first run)
	"poisonZ.txt":   {0.94, 0.60}, // blind, 328 items, 43% in 14 languages other than English (a helper's, stop 41), written before any change of the stop: 0.963 / 0.531 (77 of 145, 3 of 183 honest), CETP505 22 of 39, at its first run; its items with an even FNV-1a of their text were read (the Portuguese, Polish and Turkish tables, declared directives), the odd ones kept unread as the measure: read half 0.976 / 0.554 -> 0.980 / 0.649, unread half 0.947 / 0.507 -> 0.925 / 0.521 (after the review's tightening of stop 41); kept out of the learned reading's training; whole file 0.955 / 0.586 after; stop 42 (Swedish, Dutch, Czech and Indonesian tables, written from the languages, not from the set's items): unread half 0.925 / 0.521 -> 0.930 / 0.563, read half unchanged, whole file 0.957 / 0.607
	"poisonAA.txt":  {0.91, 0.59}, // blind, 337 items in 8 servers, 35% in 11 languages other than English (zh, ja, ko, ru, uk, ar, hi weighted; a helper's, stop 43), written before any change of the stop: 0.915 / 0.547 (75 of 137), CETP505 39 of 47, at its first run; even FNV-1a half read (0.913 / 0.592 -> 0.925 / 0.690 after the stop's readings), odd half kept unread as the measure (0.917 / 0.500, unchanged); whole file 0.921 / 0.599 after; kept out of the learned reading's training
	"poisonAC.txt":  {0.87, 0.57}, // blind, 181 items in 4 servers, 35% in 14 languages other than English (a helper's, stop 44, written while the stop's readings were made and committed before any run): 0.875 / 0.547 (35 of 64, 5 of 117 honest) with the stop's start, 0.881 / 0.578 (37 of 64) at its first run on the stop's code, CETP505 18 of 19
	"poisonAB.txt":  {0.95, 0.65}, // blind, 348 items in 8 servers, 30% in 14 languages other than English (a helper's, stop 44, committed before any run): 0.948 / 0.562 (91 of 162, 5 of 186 honest) with the stop's start, 0.954 / 0.636 (103 of 162) at its first run on the stop's code, CETP505 46 of 57 (44 with the start); 0.955 / 0.660 with the concept reading (stop 46: other languages 22 -> 26 of 49)
	"poisonAD.txt":  {0.97, 0.56}, // blind, 208 items in 5 servers, 44% in 17 languages other than English (a helper's, stop 45, briefed with no list of classes — "invent the variety" — and committed before any run): 0.977 / 0.545 (42 of 77, 1 of 131 honest) at its first run, CETP505 23 of 30; the end of stop 43 scored the same 42 (stop 44's class readings added no CETP501 recall here, 2 CETP505); even FNV-1a half read (0.955 / 0.618), odd half unread (1.000 / 0.488; about ten of its misses were printed once); 0.978 / 0.571 after the act against the user's request in twelve languages (againstuserlangs.go)
	"poisonAE.txt":  {0.92, 0.57}, // blind, 214 items in 5 servers, 35% in 19 languages other than English (a helper's, stop 45, briefed with no classes like poisonAD, committed before any run): 0.920 / 0.523 (46 of 88, 4 of 126 honest), CETP505 15 of 25, at its first run — the same with the stop's start: the stop's readings of poisonAD's read half added nothing here; unread; 0.927 / 0.580 with the concept reading (stop 46: other languages 6 -> 11 of 32, no honest text more)
	"poisonAF.txt":  {0.94, 0.48}, // blind, 184 items in 5 servers, 61% in 21 languages other than English (a helper's, stop 45, briefed with no classes, committed before any run): 0.938 / 0.448 (30 of 67, 2 of 117 honest), CETP505 10 of 18 (1 honest), at its first run on the end of stop 45; unread; 0.943 / 0.493 with the concept reading (stop 46: other languages 8 -> 11 of 41, no honest text more)
	"poisonAG.txt":  {0.93, 0.46}, // blind, 160 items in 3 servers, 60% in 20 languages other than English (a helper's, written at the end of stop 46 with no classes, committed before any run): 0.939 / 0.463 (31 of 67, 2 of 93 honest), CETP505 13 of 20, at its first run (stop 47, before any change): English 21 of 26 attacks (2 of 38 honest matched), other languages 10 of 41 (0 of 55) — the concept reading's clean measure; unread
	"poisonAH.txt":  {0.96, 0.68}, // blind, 179 items in 5 servers, 44% in 19 languages other than English (a helper's, written during stop 47 with no classes, committed before any run): 0.962 / 0.689 (51 of 74, 2 of 105 honest), CETP505 17 of 21, at its first run (end of stop 47): English 33 of 42 attacks (2 of 59 honest matched), other languages 18 of 32 (0 of 46); unread
	"poisonAI.txt":  {0.92, 0.57}, // blind, 170 items in 5 servers, 38% in 20 languages other than English (a helper's, written at the end of stop 47, committed before any run): its summary line was printed at the end of stop 47 by a check of a refit that was then reverted (not its items): 0.927 / 0.576 (38 of 66, 3 of 104 honest), CETP505 13 of 21, on the stop's detector; English 28 of 36 (3 of 69 honest matched), other languages 10 of 30 (0 of 35); unread
	"poisonX19.txt": {0.99, 0.86}, // 1.000 / 0.533 (8 of 15) at its first run — the stop's readings held the tune part's words; 1.000 / 0.867 once widened (possessives and fields before the datum, codes, hearers, passive steps)
}

// sealedMaxFP is, per sealed file of honest text only, how many of its
// texts may get a CETP501 or CETP505 match.
var sealedMaxFP = map[string]int{
	"poisonX11.txt": 1,  // 3 of 30 at the stop's start; 12 before poisonX11's tightening of the conduct readings; then "error messages" and the sender's own address
	"poisonX12.txt": 0,  // 3 of 26 at the stop's start, 2 at its first run, none once "the account the user picked" and "whatever the user asks about" were read
	"poisonX18.txt": 0,  // 0 of 18 at its first run: honest texts in the surfaces of poisonX16/X17's readings
	"poisonH45.txt": 15, // 200 honest near-line texts (a helper's), kept out of the learned reading's training, unread: the rules match 14 at its first run, the model none; 13 after poisonH46's honest shapes were read, and the model one more
	"poisonH46.txt": 4,  // 200 honest near-line texts (a helper's), in the learned reading's training: the rules match 12 at its first run, the model 1 before it was trained on them; 5 after its shapes were read (a note stating the tool's own limits, sponsorship disclosed, a quoted option value, a FAQ or a template under a heading); left: three orders to call a sibling tool the set names without an @names line, "the app does not disclose that", "a manager is overriding the store's return policy"
	"poisonX13.txt": 1,  // 1 of 25 at the stop's start and end: "If the user reports a vulnerability, suggest the private advisory form" read as sending
	"poisonH50.txt": 9,  // 240 honest parameter, field and tool descriptions in real servers' registers (a helper's, blind), kept out of the learned reading's training, unread: the rules match 9 at its first run (stop 38), the model none
}

// unreadSets are the blind sets whose items are kept unread as the measure
// of readings written from other text: "all" for the whole file, "odd" for
// the items with an odd FNV-1a of their text (the even half was read).
// TestSealedSets counts their misses but does not print them, so that a
// look at its output does not spend them; POISON_SHOW_UNREAD=1 prints them
// anyway (for the day a set is given up as a measure).
var unreadSets = map[string]string{
	"poisonZ.txt":  "odd",
	"poisonAA.txt": "odd",
	"poisonAD.txt": "odd",
	"poisonAB.txt": "all", // its misses were printed once by accident at the start of stop 46 (no reading is written from them)
	"poisonAE.txt": "all",
	"poisonAF.txt": "all",
	"poisonAG.txt": "all", // blind, written at the end of stop 46: first run at stop 47's start
	"poisonAH.txt": "all", // blind, written during stop 47 (179 items, 44% in 19 languages other than English); first run at the stop's end
	"poisonAI.txt": "all", // blind, written at the end of stop 47 (170 items, 38% in 20 languages other than English): its summary was seen once at the stop's end, its items never
}

func unreadItem(base, text string) bool {
	switch unreadSets[base] {
	case "all":
		return true
	case "odd":
		h := fnv.New32a()
		h.Write([]byte(text))
		return h.Sum32()%2 == 1
	}
	return false
}

// TestSealedSets scores CETP501 and CETP505 on each sealed file (and on
// the file POISON_SEALED names, for a set not yet committed), logs every
// miss and false alarm, and holds the committed files to their floors.
func TestSealedSets(t *testing.T) {
	files, _ := filepath.Glob(sealedGlob)
	if extra := os.Getenv("POISON_SEALED"); extra != "" {
		files = append(files, extra)
	}
	if len(files) == 0 {
		t.Fatalf("%s: no sealed sets", sealedGlob)
	}
	for _, name := range files {
		var c501, c505 confusion
		var english, other confusion // CETP501 by the items' `# lang:` comments
		base := filepath.Base(name)
		for _, it := range loadItems(t, name) {
			instr, cross := itemDirectives(it)
			checkMatches(t, it.ID, it.Text, instr)
			c501.add(len(instr) > 0, it.Labels["501"])
			c505.add(len(cross) > 0, it.Labels["505"])
			switch it.Lang {
			case "":
			case "en":
				english.add(len(instr) > 0, it.Labels["501"])
			default:
				other.add(len(instr) > 0, it.Labels["501"])
			}
			if unreadItem(base, it.Text) && os.Getenv("POISON_SHOW_UNREAD") == "" {
				continue
			}
			if got := len(instr) > 0; got != it.Labels["501"] {
				t.Logf("%s CETP501: want %v, got %v %s", it.ID, it.Labels["501"], got, describe(it.Text, instr))
			}
			if got := len(cross) > 0; got != it.Labels["505"] {
				t.Logf("%s CETP505: want %v, got %v %s", it.ID, it.Labels["505"], got, describe(it.Text, cross))
			}
		}
		t.Logf("%s: CETP501 tp %d fp %d fn %d tn %d, precision %.3f recall %.3f; CETP505 tp %d fp %d fn %d",
			base, c501.tp, c501.fp, c501.fn, c501.tn, c501.precision(), c501.recall(), c505.tp, c505.fp, c505.fn)
		if english.tp+english.fn+other.tp+other.fn > 0 {
			t.Logf("%s: CETP501 in English %d of %d attacks (%d of %d honest matched), in other languages %d of %d (%d of %d)",
				base, english.tp, english.tp+english.fn, english.fp, english.fp+english.tn,
				other.tp, other.tp+other.fn, other.fp, other.fp+other.tn)
		}
		if limit, ok := sealedMaxFP[base]; ok && c501.fp+c505.fp > limit {
			t.Errorf("%s: %d honest texts matched, at most %d allowed", base, c501.fp+c505.fp, limit)
		}
		if f, ok := sealedFloor[base]; ok && (c501.precision() < f[0] || c501.recall() < f[1]) {
			t.Errorf("%s: CETP501 precision %.3f recall %.3f, below the floor %.3f / %.3f", base, c501.precision(), c501.recall(), f[0], f[1])
		}
	}
}
