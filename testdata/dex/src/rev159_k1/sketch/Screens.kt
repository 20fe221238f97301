package com.quillhaven.archive

import android.app.Activity
import android.app.PendingIntent
import android.app.Service
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.os.IBinder
import android.view.View

/** The resolution of a held call: an explicit, immutable PendingIntent to the confirmation screen. */
fun confirmation(context: Context, held: Held): PendingIntent {
    val intent = Intent(context, ConfirmActivity::class.java)
        .putExtra(EXTRA_TOKEN, held.token)
        .putExtra(EXTRA_SUMMARY, held.summary)
    return PendingIntent.getActivity(context, held.token.hashCode(), intent,
        PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
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

class ExportToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class IndexToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
