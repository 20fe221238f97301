package com.example.r34k3

import android.os.Bundle
import android.app.PendingIntent
import java.security.SecureRandom
import java.util.UUID
import java.util.concurrent.ConcurrentHashMap

// Signoffs.kt: sessions, resume tokens and the reply envelope.

data class Signoff(val uid: Int, val job: String)

object Signoffs {
    private val random = SecureRandom()
    private val sessions = ConcurrentHashMap<String, Int>()
    private val open = ConcurrentHashMap<String, Signoff>()

    private fun randomHex(bytes: Int): String =
        ByteArray(bytes).apply(random::nextBytes).joinToString("") { "%02x".format(it) }

    fun session(uid: Int): String {
        val token = randomHex(24)
        sessions[token] = uid
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r34k3\",\"session_token\":\"$token\"}"
    }

    fun sessionValid(token: String?, uid: Int): Boolean = token != null && sessions[token] == uid

    /** close_job's sign-off token. */
    fun issue(uid: Int, job: String): String {
        val token = UUID.nameUUIDFromBytes("$job:${System.currentTimeMillis()}".toByteArray()).toString()
        open[token] = Signoff(uid, job)
        return token
    }

    fun lookup(token: String): Signoff? = open[token]

    /** reassign_job's token: random and single-use. */
    fun secureToken(uid: Int, job: String): String = randomHex(20).also { open[it] = Signoff(uid, job) }

    fun take(token: String): Signoff? = open.remove(token)
}

object Envelope {
    fun ok(json: String): Bundle = Bundle().apply {
        putString("status", "success")
        putInt("protocol_version", 2)
        putString("data", json)
    }

    fun error(code: String, message: String): Bundle = Bundle().apply {
        putString("status", "error")
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", code == "NEGOTIATION_REQUIRED")
        putInt("protocol_version", 2)
    }
}

fun Bundle.withResolution(resolution: PendingIntent, resumeToken: String): Bundle = apply {
    putParcelable("resolution", resolution)
    putString("resume_token", resumeToken)
}
