package com.hearthguard.claims

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// Activities.kt: the confirmation sheets the resolutions open.

abstract class ConfirmActivity : Activity() {
    abstract val question: String

    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        AlertDialog.Builder(this)
            .setMessage(question)
            .setPositiveButton("Confirm") { _, _ -> answer(true) }
            .setNegativeButton("Cancel") { _, _ -> answer(false) }
            .show()
    }

    private fun answer(ok: Boolean) {
        setResult(if (ok) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

class FileClaimActivity : ConfirmActivity() {
    override val question: String get() = "File this claim with Hearthguard?"
}

class WithdrawActivity : ConfirmActivity() {
    override val question: String get() = "Withdraw this claim?"
}
