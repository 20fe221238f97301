// Sketch of dexaa_ctor (kotlinc 2.0 + D8 --min-api 26). Line numbers are those of the .line directives.
// CETP613 for a token a Kotlin class keeps in a property whose default value is computed from
// java.util.Random: a call leaving the token to its default goes through kotlinc's bridge
// constructor <init>(String, String, int, DefaultConstructorMarker), which computes the default when
// the mask bit is set and calls the real constructor. Each object is judged by the call that made it.

// Ticket.kt
package com.example.dac                                                      // 1

import java.util.Random

class Ticket(                                                                // 5
    val token: String = java.lang.Long.toHexString(Random().nextLong()),   // 6
    val label: String = "",                                                  // 7
)

// ToolProvider.kt
class ToolProvider : ContentProvider() {                                     // 11
    override fun onCreate() = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                               // 14
        val b = Bundle()                                                     // 15
        val s = Ticket(UUID.randomUUID().toString())                         // 16  (label defaulted: mask 2)
        b.putString("session_token", s.token)                                // 17  near miss 613: this Ticket's token is a UUID
        val d = Ticket(label = "job")                                        // 18  (token defaulted: mask 1)
        b.putString("operation_id", d.token)                                 // 19  TP 613: the default, from java.util.Random
        return b                                                             // 20
    }
}
