package com.berthbook

import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class SessionStore(private val entropy: Entropy) {
    private val mutex = Mutex()
    private val table = HashMap<SessionToken, CallerUid>()

    suspend fun open(uid: CallerUid): SessionToken = mutex.withLock {
        val token = SessionToken(entropy.mint("st_"))
        table[token] = uid
        token
    }

    suspend fun owns(token: SessionToken, uid: CallerUid): Boolean = mutex.withLock {
        table[token] == uid
    }
}
