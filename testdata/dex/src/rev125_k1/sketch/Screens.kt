package com.spokeshare

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/**
 * Provider-side confirmation: shows what the resolution asks, records the rider's answer on the desk's ticket,
 * then reports it and finishes.
 */
abstract class ConfirmActivity : Activity() {
    protected abstract val heading: String
    protected abstract val approveLabel: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN)
        val store = Desks.named(intent.getStringExtra(EXTRA_DESK))
        if (token == null || store == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton(approveLabel) { _, _ -> answer(store, token, true) }
            .setNegativeButton("Cancel") { _, _ -> answer(store, token, false) }
            .setOnCancelListener { answer(store, token, false) }
            .show()
    }

    private fun answer(store: DeskStore, token: String, approved: Boolean) {
        store.decide(token, approved)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_DESK = "com.spokeshare.extra.DESK"
        const val EXTRA_TOKEN = "com.spokeshare.extra.RESUME_TOKEN"
        const val EXTRA_PROMPT = "com.spokeshare.extra.PROMPT"
    }
}

class UnlockActivity : ConfirmActivity() {
    override val heading = "Unlock bike"
    override val approveLabel = "Unlock and ride"
}

class TopUpActivity : ConfirmActivity() {
    override val heading = "Top up ride credit"
    override val approveLabel = "Charge card"
}

class TransferActivity : ConfirmActivity() {
    override val heading = "Transfer ride credit"
    override val approveLabel = "Send credit"
}
