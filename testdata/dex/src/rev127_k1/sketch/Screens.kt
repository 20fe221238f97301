package com.hearthly

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/**
 * Provider-side confirmation: shows what the resolution asks, records the resident's answer on the ticket,
 * then reports it and finishes.
 */
abstract class ConfirmActivity : Activity() {
    protected abstract val heading: String
    protected abstract val approveLabel: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.resumeToken ?: run {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.prompt)
            .setPositiveButton(approveLabel) { _, _ -> answer(token, true) }
            .setNegativeButton("Cancel") { _, _ -> answer(token, false) }
            .setOnCancelListener { answer(token, false) }
            .show()
    }

    private fun answer(token: String, approved: Boolean) {
        AppGraph.tickets.decide(token, approved)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

class DoorConfirmActivity : ConfirmActivity() {
    override val heading = "Unlock door"
    override val approveLabel = "Unlock"
}

class ScheduleConfirmActivity : ConfirmActivity() {
    override val heading = "Heating schedule"
    override val approveLabel = "Set schedule"
}

class RoutineConfirmActivity : ConfirmActivity() {
    override val heading = "Delete routine"
    override val approveLabel = "Delete"
}
