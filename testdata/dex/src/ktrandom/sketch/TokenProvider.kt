package com.example.ktr

import android.content.ContentProvider
import android.os.Bundle
import android.util.Base64
import java.security.SecureRandom
import kotlin.random.Random
import kotlin.random.asKotlinRandom

class TokenProvider : ContentProvider() {
    private val strong = SecureRandom().asKotlinRandom()
    private val weak = java.util.Random().asKotlinRandom()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        if (method != "execute_tool" || extras == null) return null
        return when (extras.getString("tool_name")) {
            "start_export" -> started(weak.nextLong().toString(16))
            "start_import" -> started(strong.nextLong().toString(16))
            "open_session" -> session(Random(System.nanoTime()).nextBytes(16))
            else -> session(SecureRandom().asKotlinRandom().nextBytes(16))
        }
    }

    private fun started(id: String): Bundle {
        val b = Bundle()
        b.putString("operation_id", id)
        return b
    }

    private fun session(raw: ByteArray): Bundle {
        val b = Bundle()
        b.putString("session_token", Base64.encodeToString(raw, Base64.NO_WRAP))
        return b
    }
}

// Expected (written before the fix; the first scan reported all four):
// line 19 CETP613 (java.util.Random seen through asKotlinRandom, from a field),
// line 20 near miss (SecureRandom().asKotlinRandom() in a field),
// line 21 CETP613 (Random(System.nanoTime()), the seeded factory),
// line 22 near miss (SecureRandom().asKotlinRandom() made in place).
// The smali is D8's shape of kotlinc's bytecode: the string `when` as a
// sparse-switch on hashCode with equals checks, Intrinsics kept.
