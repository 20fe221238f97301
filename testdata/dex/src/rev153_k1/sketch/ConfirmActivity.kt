package com.parcelnest.app

import android.app.Activity
import android.os.Bundle
import android.view.View

/** The provider's confirmation screen: what the held call will do, approve or deny; the answer goes to its ticket. */
class ConfirmActivity : Activity() {
    private var token: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token = intent.getStringExtra(EXTRA_TOKEN)
        val summary = intent.getStringExtra(EXTRA_SUMMARY).orEmpty()
        setTitle(if (intent.action == ACTION_CONFIRM_RELEASE) "$summary? The courier cannot take it back." else "$summary?")
    }

    fun onApprove(view: View) = answer(true)

    fun onDeny(view: View) = answer(false)

    private fun answer(approved: Boolean) {
        token?.let { Tickets.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
