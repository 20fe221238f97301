package com.tallyfold.money

import android.app.Activity
import android.os.Bundle
import android.view.View

/** Tallyfold's confirmation screen; its layout's buttons call onApprove and onDeny. */
class ConfirmActivity : Activity() {
    private var token: ResumeToken? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token = intent.getStringExtra(EXTRA_TOKEN)?.let(::ResumeToken)
        if (token == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        title = intent.getStringExtra(EXTRA_SUMMARY) ?: "Confirm"
    }

    fun onApprove(view: View) = close(true)

    fun onDeny(view: View) = close(false)

    private fun close(approved: Boolean) {
        token?.let { Tickets.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_TOKEN = "com.tallyfold.money.extra.RESUME_TOKEN"
        const val EXTRA_SUMMARY = "com.tallyfold.money.extra.SUMMARY"
    }
}
