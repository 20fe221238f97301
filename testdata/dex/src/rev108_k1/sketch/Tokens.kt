package com.berthbook

import java.security.SecureRandom

fun interface Entropy {
    fun nextLong(): Long
}

object Tokens {
    private val rng = SecureRandom()
    val strong: Entropy = Entropy { rng.nextLong() }
    val quick: Entropy = Entropy { System.nanoTime() xor 0x5DEECE66DL }
}

fun Entropy.mint(prefix: String): String {
    val hi = nextLong()
    val lo = nextLong()
    return prefix + java.lang.Long.toHexString(hi) + java.lang.Long.toHexString(lo)
}

object Certs {
    val RELEASE: ByteArray = hex("5b1e0c77a2d94f3e8c6a0b1d2e3f405162738495a6b7c8d9eafb0c1d2e3f4051")

    private fun hex(s: String): ByteArray = ByteArray(s.length / 2) { s.substring(it * 2, it * 2 + 2).toInt(16).toByte() }
}
