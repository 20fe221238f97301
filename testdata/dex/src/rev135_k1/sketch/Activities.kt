package com.fernhill.lend

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/** Provider-side confirmation of declare_lost: records the answer on the loans ticket and finishes. */
class LostBookActivity : Activity() {
    private lateinit var token: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token = intent.getStringExtra(Resolutions.EXTRA_TOKEN) ?: return close(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle("Report a lost book")
            .setMessage(intent.getStringExtra(Resolutions.EXTRA_PROMPT))
            .setPositiveButton("Report it lost") { _, _ -> answer(true) }
            .setNegativeButton("Keep looking") { _, _ -> answer(false) }
            .setOnCancelListener { answer(false) }
            .show()
    }

    private fun answer(approved: Boolean) {
        LendGraph.of(this).loanTickets.decide(token, approved)
        close(if (approved) RESULT_OK else RESULT_CANCELED)
    }

    private fun close(result: Int) {
        setResult(result)
        finish()
    }
}
