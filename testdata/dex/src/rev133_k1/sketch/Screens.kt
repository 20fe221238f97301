package com.brambleway

import android.app.Activity
import android.app.AlertDialog
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle

const val APP_ID = "com.brambleway"
const val EXTRA_TOKEN = "com.brambleway.extra.TOKEN"
const val EXTRA_PROMPT = "com.brambleway.extra.PROMPT"

/** The screen a resolution opens. */
sealed interface Screen {
    data class Confirm(val activity: Class<out Activity>) : Screen
    data object SignIn : Screen
    data class Partner(val pkg: String, val activity: String) : Screen

    companion object {
        inline fun <reified A : Activity> confirm(): Screen = Confirm(A::class.java)
    }
}

/** RailPass links a rail account to Brambleway bookings in its own app. */
object RailPartner {
    const val OPERATOR = "railpass"
    const val PACKAGE = "eu.railpass.app"
    const val LINK_ACTIVITY = "eu.railpass.app.link.LinkAccountActivity"
}

fun Screen.intent(ctx: Context): Intent = when (this) {
    is Screen.Confirm -> Intent(ctx, activity)
    Screen.SignIn -> Intent().setClassName(APP_ID, "com.brambleway.account.SignInActivity")
    is Screen.Partner -> Intent().setClassName(pkg, activity)
}

/** How a resolution looks: its screen, its question and the PendingIntent flags. */
data class Sheet(val screen: Screen, val prompt: String, val flags: Int = PendingIntent.FLAG_IMMUTABLE)

fun Context.pendingFor(sheet: Sheet, token: ResumeToken): PendingIntent {
    val intent = sheet.screen.intent(this).apply {
        putExtra(EXTRA_TOKEN, token.raw)
        putExtra(EXTRA_PROMPT, sheet.prompt)
    }
    return PendingIntent.getActivity(this, token.raw.hashCode(), intent, sheet.flags)
}

/** Provider-side confirmation: records the user's answer on the ticket, reports it and finishes. */
abstract class ConfirmActivity : Activity() {
    protected abstract val heading: String
    protected abstract val store: TicketStore

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN)?.let(::ResumeToken) ?: return done(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton("Go ahead") { _, _ -> answer(token, true) }
            .setNegativeButton("Keep it") { _, _ -> answer(token, false) }
            .setOnCancelListener { answer(token, false) }
            .show()
    }

    private fun answer(token: ResumeToken, approved: Boolean) {
        store.decide(token, approved)
        done(if (approved) RESULT_OK else RESULT_CANCELED)
    }

    private fun done(result: Int) {
        setResult(result)
        finish()
    }
}

class DeleteTripActivity : ConfirmActivity() {
    override val heading = "Delete trip"
    override val store: TicketStore get() = AppGraph.tripDesk.store
}

class CancelBookingActivity : ConfirmActivity() {
    override val heading = "Cancel booking"
    override val store: TicketStore get() = AppGraph.bookingDesk.store
}
