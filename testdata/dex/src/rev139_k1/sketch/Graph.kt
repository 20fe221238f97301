package com.larchwood.library

import android.content.Context
import java.security.SecureRandom
import java.util.concurrent.Executors
import kotlin.random.asKotlinRandom

/** The app's hand-made container, built once by the first provider or screen that asks for it. */
class LibraryGraph private constructor(val app: Context) {
    val db = LibraryDb(app)
    val account = Account(app.getSharedPreferences("account", Context.MODE_PRIVATE))
    val gate = CallerGate(app.packageManager, ASSISTANTS)
    val receipts = Receipts(db)
    val journal = Journal(Audit(db), Executors.newSingleThreadExecutor())

    val loanSessions = SessionBook(SecureRandom().asKotlinRandom())
    val fineSessions = SessionBook(SecureRandom().asKotlinRandom())

    val loans = LoanTools(this)
    val fines = FineTools(this)

    companion object {
        /** The assistants served, by package, with the SHA-256 of their signing certificate. */
        private val ASSISTANTS = mapOf(
            "com.clawseed.agent" to "9e1c4b7a2f5d8e0c3a6b9f2d5e8a1c4b7f0d3e6a9c2b5f8e1d4a7c0b3e6f9a2d",
            "org.readwell.assistant" to "41d8a6c3f0b7e4a1d8c5f2b9e6a3d0c7f4b1e8a5d2c9f6b3e0a7d4c1f8b5e2a9",
        )

        @Volatile
        private var instance: LibraryGraph? = null

        fun of(ctx: Context): LibraryGraph = instance ?: synchronized(this) {
            instance ?: LibraryGraph(ctx.applicationContext ?: ctx).also { instance = it }
        }
    }
}
