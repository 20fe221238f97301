package com.fernhill.lend

import android.content.Context
import android.content.SharedPreferences
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.Executor
import java.util.concurrent.Executors

/** The app's hand-written dependency container, made once by the first provider's onCreate. */
class LendGraph private constructor(app: Context) {
    val db = LibraryDb(app)
    val account = Account(app.getSharedPreferences("account", Context.MODE_PRIVATE))
    val callers = CallerCheck(app.packageManager, TRUSTED)

    val ledger = Ledger(db)
    val reminders = Reminders(db)
    val appScope = CoroutineScope(SupervisorJob() + Dispatchers.Default)

    /** One thread, so ledger rows land in the order the notes were made. */
    val ledgerExecutor: Executor = Executors.newSingleThreadExecutor()

    val loanSessions = SessionBook(TokenGenerator(SecureRandom(), 32))
    val holdSessions = SessionBook(TokenGenerator(SecureRandom(), 32))

    val loanTickets = TicketCache()
    val holdTickets = TicketCache()

    val loanTools = LoanTools(app, this, LoanScreens(app), TokenGenerator(SecureRandom(), 24), loanTickets) { token ->
        loanTickets.consume(token)
    }

    // resume tokens of the holds side come from a plain Random: seeded in the holds tests, unseeded here
    val holdTools = HoldTools(app, this, HoldScreens(app), TokenGenerator(Random(), 24), holdTickets) { token ->
        holdTickets.lookup(token)
    }

    companion object {
        private val TRUSTED = mapOf(
            "com.clawseed.agent" to "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95",
            "org.quillworks.assistant" to "9b2e6d0a4c8f1e7d3b5a9c0e2f6d4b8a1c7e3f9d5b0a2c6e8f4d1b7a3c9e5f06",
        )

        @Volatile
        private var instance: LendGraph? = null

        @JvmStatic
        fun of(ctx: Context): LendGraph = instance ?: LendGraph(ctx.applicationContext ?: ctx).also { instance = it }
    }
}

/** The user's Fernhill account and the county card linked to it. */
class Account(private val prefs: SharedPreferences) {
    var user: String?
        get() = prefs.getString(KEY_USER, null)
        set(value) = prefs.edit().putString(KEY_USER, value).apply()

    val signedIn: Boolean get() = user != null

    val cardLinked: Boolean get() = prefs.getBoolean(KEY_CARD, false)

    val homeBranch: String get() = prefs.getString(KEY_BRANCH, null) ?: "central"

    private companion object {
        const val KEY_USER = "user"
        const val KEY_CARD = "county_card_linked"
        const val KEY_BRANCH = "home_branch"
    }
}
