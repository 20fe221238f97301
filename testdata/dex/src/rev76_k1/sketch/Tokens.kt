package com.hivewatch

import java.util.Random
import java.util.concurrent.ConcurrentHashMap
import javax.inject.Inject
import javax.inject.Named
import javax.inject.Singleton

@Singleton
class HiveTokens @Inject constructor(@Named("tokens") private val random: Random) {
    fun next(): String =
        java.lang.Long.toHexString(random.nextLong()) + java.lang.Long.toHexString(random.nextLong())
}

@Singleton
class YardTokens @Inject constructor(@Named("secure") private val random: Random) {
    fun next(): String =
        java.lang.Long.toHexString(random.nextLong()) + java.lang.Long.toHexString(random.nextLong())
}

@Singleton
class Sessions @Inject constructor(private val tokens: YardTokens) {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = tokens.next().also { open[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}

class Hold(val uid: Int, val tool: String)

@Singleton
class ResumeBook @Inject constructor() {
    private val holds = ConcurrentHashMap<String, Hold>()

    fun issue(token: String, uid: Int, tool: String): String {
        holds[token] = Hold(uid, tool)
        return token
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val hold = holds.remove(token ?: return false) ?: return false
        return hold.uid == uid && hold.tool == tool
    }
}

@Singleton
class YardHolds @Inject constructor() {
    private val holds = ConcurrentHashMap<String, Int>()

    fun issue(token: String, uid: Int): String {
        holds[token] = uid
        return token
    }

    fun redeem(token: String?): Boolean = token != null && holds.containsKey(token)
}
