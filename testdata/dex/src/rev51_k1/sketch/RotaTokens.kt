package com.waterwheel.rota

import java.util.concurrent.ConcurrentHashMap

data class Pending(val uid: Int, val tool: String)

/** Resume tokens of the rota's confirmations: single use, bound to the caller. */
object RotaTokens {
    private val pending = ConcurrentHashMap<String, Pending>()

    fun put(token: String, p: Pending) {
        pending[token] = p
    }

    fun take(token: String): Pending? = pending.remove(token)
}
