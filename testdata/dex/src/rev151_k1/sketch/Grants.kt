package com.tallyfold.money

/** The assistants the user allowed in Tallyfold's settings: pinned certificates, granted scopes, expense limits. */
object Grants {
    private val pins: Map<String, ByteArray> = mapOf(
        "com.clawseed.assistant" to hexBytes("5b1e8c0f7a2d4e6b9c3f1a8d2e7b4c6f0a9d3e5b7c1f8a2d4e6b9c3f1a8d2e7b"),
        "org.penny.helper" to hexBytes("c4a17e93b2d058f6e1a3c7b9d2f4e6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0"),
    )
    private val scopes: Map<String, Set<String>> = mapOf(
        "com.clawseed.assistant" to setOf("envelopes.read", "envelopes.write", "expenses.write", "receipts.read", "receipts.write"),
        "org.penny.helper" to setOf("envelopes.read", "expenses.write", "receipts.read"),
    )
    /** Monthly limit, in cents, of the expenses each assistant may record. */
    private val expenseLimits: Map<String, Long> = mapOf("com.clawseed.assistant" to 200_000L, "org.penny.helper" to 15_000L)

    fun pinOf(pkg: String): ByteArray? = pins[pkg]

    fun scopesOf(pkg: String): Set<String> = scopes[pkg].orEmpty()

    fun expenseLimitOf(pkg: String): Long = expenseLimits[pkg] ?: 0L
}
