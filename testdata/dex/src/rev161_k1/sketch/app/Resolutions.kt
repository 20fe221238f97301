package com.marginalia.notes.tools

import android.app.Activity
import android.app.PendingIntent
import android.app.Service
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.os.IBinder
import android.view.View

const val EXTRA_TOKEN = "com.marginalia.notes.extra.TOKEN"
const val EXTRA_SUMMARY = "com.marginalia.notes.extra.SUMMARY"
const val EXTRA_SCOPE = "com.marginalia.notes.extra.SCOPE"

/** The confirmation of a held call: an explicit PendingIntent to ConfirmActivity. */
fun confirmationIntent(context: Context, held: Held,
                       flags: Int = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT): PendingIntent {
    val intent = Intent(context, ConfirmActivity::class.java)
        .putExtra(EXTRA_TOKEN, held.token)
        .putExtra(EXTRA_SUMMARY, held.summary)
    return PendingIntent.getActivity(context, held.token.hashCode(), intent, flags)
}

/** The scope grant of a held call: [screen] is the grant screen, given the held call's token and the scope. */
fun grantIntent(context: Context, screen: Intent, held: Held, scope: String): PendingIntent {
    screen.putExtra(EXTRA_TOKEN, held.token).putExtra(EXTRA_SCOPE, scope)
    return PendingIntent.getActivity(context, held.token.hashCode(), screen, PendingIntent.FLAG_IMMUTABLE)
}

/** Shows what a held call will do; the buttons approve or deny it. */
class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle(intent.getStringExtra(EXTRA_SUMMARY) ?: "Confirm")
    }

    fun onApprove(view: View) {
        ResumeLedger.approve(intent.getStringExtra(EXTRA_TOKEN))
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny(view: View) {
        ResumeLedger.deny(intent.getStringExtra(EXTRA_TOKEN))
        setResult(RESULT_CANCELED)
        finish()
    }
}

/** Asks the user to let an assistant use a scope; granting it approves the held call. */
class GrantActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val held = ResumeLedger.peek(intent.getStringExtra(EXTRA_TOKEN))
        setTitle(if (held == null) "Nothing to allow" else "Let " + held.pkg + " use " + intent.getStringExtra(EXTRA_SCOPE))
    }

    fun onAllow(view: View) {
        val token = intent.getStringExtra(EXTRA_TOKEN)
        val held = ResumeLedger.peek(token)
        val scope = intent.getStringExtra(EXTRA_SCOPE)
        if (held != null && held.kind == GRANT && scope != null) {
            ToolGraph.of(this).gate.grant(held.pkg, scope)
            ResumeLedger.approve(token)
        }
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny(view: View) {
        ResumeLedger.deny(intent.getStringExtra(EXTRA_TOKEN))
        setResult(RESULT_CANCELED)
        finish()
    }

    companion object {
        const val ACTION_GRANT = "com.marginalia.notes.action.GRANT_SCOPE"

        /** The grant screen by its class. */
        @JvmStatic
        fun intentFor(context: Context): Intent = Intent(context, GrantActivity::class.java)

        /** The grant screen by the action the settings deep link uses. */
        @JvmStatic
        @JvmName("byAction")
        fun actionIntent(context: Context): Intent = Intent(ACTION_GRANT).setPackage(context.packageName)
    }
}

class NotesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class ReminderToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
