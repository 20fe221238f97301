package com.example.r34k1

import android.content.Context
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

// Tokens.kt: sessions, resume tokens and operation records.

object Tokens {
    private val rng by lazy { SecureRandom() }

    fun secure(bytes: Int = 24): String =
        ByteArray(bytes).also { rng.nextBytes(it) }.let { Base64.encodeToString(it, Base64.URL_SAFE or Base64.NO_WRAP) }
}

object Sessions {
    private val live = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String {
        val token = Tokens.secure()
        live[token] = uid
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r34k1\",\"session_token\":\"$token\"}"
    }

    fun check(token: String?, uid: Int): Boolean = token != null && live[token] == uid
}

object Resumes {
    private data class Pending(val uid: Int, val tool: String)

    private val open = ConcurrentHashMap<String, Pending>()

    fun issue(uid: Int, tool: String): String = Tokens.secure(18).also { open[it] = Pending(uid, tool) }

    fun redeem(token: String, uid: Int): Boolean = open.remove(token)?.uid == uid
}

class OperationBook(private val file: String) {
    fun start(ctx: Context, uid: Int): String {
        val id = "op_" + Tokens.secure(12)
        ctx.getSharedPreferences(file, Context.MODE_PRIVATE).edit()
            .putString(id, "{\"uid\":$uid,\"state\":\"running\"}").commit()
        return id
    }

    fun lookup(ctx: Context, id: String, uid: Int): String? {
        val raw = ctx.getSharedPreferences(file, Context.MODE_PRIVATE).getString(id, null) ?: return null
        val rec = org.json.JSONObject(raw)
        if (rec.optInt("uid", -1) != uid) return null
        return raw
    }
}
