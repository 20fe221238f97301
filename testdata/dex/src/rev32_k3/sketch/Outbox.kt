package com.example.r32k3

import android.content.SharedPreferences
import android.os.Bundle
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

// Outbox.kt: message delivery, and the executor that runs each send once.

object SendExecutor {
    private val done = ConcurrentHashMap<String, Bundle>()

    /** One delivery per request_id: a retried send answers the first result. */
    fun once(requestId: String, block: () -> Bundle): Bundle = done.getOrPut(requestId, block)
}

object Outbox {
    private val rng = SecureRandom()
    lateinit var prefs: SharedPreferences

    fun send(conversation: String, text: String, uid: Int): String {
        prefs.edit().putString("last.$conversation", "$uid:$text").apply()
        return "{\"sent\":\"$conversation\"}"
    }

    fun delete(conversation: String): Boolean = prefs.edit().remove("last.$conversation").commit()

    fun list(all: Boolean, uid: Int): String =
        prefs.all.keys.filter { all || it.startsWith("last.shared.$uid.") }.joinToString(",", "[", "]")

    fun operationId(): String =
        Base64.encodeToString(ByteArray(16).also { rng.nextBytes(it) }, Base64.URL_SAFE or Base64.NO_WRAP)
}
