// Sketch of rev13a_defaults (kotlinc + D8). Each class is in its own file;
// the number after a declaration is its line there.
class Session(val token: String = System.currentTimeMillis().toString())   // Session.kt:5 ($default bridge)
class Operation(val token: String = UUID.randomUUID().toString())         // Operation.kt:5
class Stamp(val token: String)                                            // Stamp.kt:3
class Nonce(val token: String)                                            // Nonce.kt:3
class Deep(val token: String)                                             // Deep.kt:3
class Ticket(val token: String)                                           // Ticket.kt:3
class Notice(val message: String)                                         // Notice.kt:3
class Problem(val message: String)                                        // Problem.kt:3
class Holder { var token: String? = null }                                // Holder.kt:3-4
// Labels.kt: fun label(s: Stamp): String = "s-" + s.token                 // 3
//            fun report(n: Notice, parts: Array<String>) =
//                "${n.message}: ${parts[0]}, ${parts[1]}, ... , ${parts[33]}"  // 5 (69 appends)
// Deep.kt: fun wrap1(x: String) = Deep(x)  // 5
//          fun wrap2(x: String) = wrap1(x) // 6
//          fun wrap3(x: String) = wrap2(x) // 7
// Tickets.kt: object Tickets { @JvmStatic fun mk0() = Ticket(UUID.randomUUID().toString()) // 6
//                              ... mk1 .. mk16 alike, lines 7-22 }

class ToolProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                    // 20
        val b = Bundle()
        val s = Session()                                         // 21
        b.putString("session_token", s.token)                     // 22 TP 613
        val o = Operation()                                       // 23
        b.putString("operation_id", o.token)                      // 24 near miss 613
        val st = Stamp(System.nanoTime().toString())              // 25
        b.putString("session_token", st.token)                    // 26 TP 613
        val n = Nonce(UUID.randomUUID().toString())               // 27
        b.putString("operation_id", n.token)                      // 28 near miss 613
        val h = Holder(); h.token = Random().nextLong().toString() // 29
        b.putString("resume_token", h.token)                      // 30 TP 613 (setter)
        val d = wrap3(System.currentTimeMillis().toString())      // 31
        b.putString("session_token", d.token)                     // 32 note 613 (depth budget)
        val t = Tickets.mk0()                                     // 33
        b.putString("operation_id", t.token)                      // 34 note 613 (17 constructor callers)
        val nt = Notice("Tool unavailable")                       // 35
        b.putString("error_message", nt.message)                  // 36 near miss 607
        try { Integer.parseInt(arg) } catch (e: NumberFormatException) {           // 37
            val pr = Problem(e.toString())                                           // 38
            b.putString("error_message", "Tool failed: " + pr.message)              // 39 TP 607 (concatenated)
        }
        b.putString("error_message", "Tool failed: " + Notice("Tool unavailable").message) // 41 near miss 607
        b.putString("session_token", label(Stamp(System.nanoTime().toString())))   // 42 TP 613 (helper builds it)
        b.putString("error_message", report(Notice("Tool unavailable"), arrayOf()))  // 43 note 607 (text budget)
        return b                                                                     // 44
    }
}
