// What rev14_kotlin stands for: a Kotlin provider built by R8 (release).
// runCatching, Result.exceptionOrNull and the value class's constructor-impl
// are inlined by kotlinc/R8: the dex holds `new kotlin.Result$Failure(e)`,
// an instance-of test and a read of its `exception` field. Tokens is an
// object whose @JvmStatic functions take a value class (Ttl) and so have
// mangled names (open-Lm3yq0E). archive() calls Store.archive, which
// returns a Result (an Object in the dex), and exceptionOrNull-impl of
// kotlin.Result, a class R8 did not keep: the call is resolved by name.
class ToolProvider : ContentProvider() {                                          // 10
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {   // 12
        val uid = Binder.getCallingUid()                                           // 13
        if (method != "execute_tool" || extras == null) return null                // 14
        return when (extras.getString("tool_name")) {                              // 15
            "delete_note" -> delete(extras)                                        // 16
            "rename_note" -> rename(extras)                                        // 17
            "archive_note" -> archive(extras)                                      // 18
            else -> openSession()                                                  // 19
        }
    }

    private fun delete(extras: Bundle): Bundle {                                   // 21
        val r = runCatching { Store.delete(extras.getLong("id")) }                 // 22
        val e = r.exceptionOrNull() ?: return Bundle()                             // 23
        return Bundle().apply { putString("error_message", "delete failed: $e") }  // 24  CETP607
    }

    private fun rename(extras: Bundle): Bundle {                                   // 27
        val r = runCatching { Store.rename(extras.getLong("id")) }                 // 28
        val e = r.exceptionOrNull() ?: return Bundle()                             // 29
        Log.w("r14k", "rename failed: $e")                                         // 30
        return Bundle().apply { putString("error_message", "rename failed") }      // 31  near miss CETP607 (logged, not sent)
    }

    private fun openSession(): Bundle {                                            // 34
        val b = Bundle()                                                           // 35
        b.putString("session_token", Tokens.open(Ttl(60_000)).raw)                // 36  CETP613 (kotlin.random.Random)
        b.putString("resume_token", Tokens.resume(Ttl(60_000)).raw)                // 37  near miss CETP613 (SecureRandom)
        return b                                                                   // 38
    }

    private fun archive(extras: Bundle): Bundle {                                  // 41
        val r: Result<Unit> = Store.archive(extras.getLong("id"))                 // 42
        val e = r.exceptionOrNull() ?: return Bundle()                             // 43  not inlined: Result.exceptionOrNull-impl by name
        return Bundle().apply { putString("error_message", "archive failed: $e") } // 44  CETP607
    }
}

@JvmInline value class Ttl(val ms: Long)
@JvmInline value class SessionToken(val raw: String)

object Tokens {                                                                    // Tokens.kt
    @JvmStatic fun open(ttl: Ttl): SessionToken =                                  // 8
        SessionToken(Random.nextLong().toString(16))                               // 9
    @JvmStatic fun resume(ttl: Ttl): SessionToken {                                // 12
        val b = ByteArray(16); SecureRandom().nextBytes(b)                         // 13
        return SessionToken(Base64.encodeToString(b, Base64.NO_WRAP))              // 14
    }
}
