package net.pantrybox.app.core

import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    /** [bytes] random bytes from SecureRandom, lower-case hex. */
    @JvmStatic
    fun hex(bytes: Int): String {
        val b = ByteArray(bytes)
        random.nextBytes(b)
        return toHex(b).take(bytes * 2)
    }

    private fun toHex(b: ByteArray): String {
        val sb = StringBuilder()
        for (x in b) sb.append(Character.forDigit((x.toInt() shr 4) and 15, 16)).append(Character.forDigit(x.toInt() and 15, 16))
        return sb.toString()
    }
}
