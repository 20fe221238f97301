package com.example.r37k1

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
            .setPositiveButton("Yes") { _, _ -> answer(true) }
            .setNegativeButton("No") { _, _ -> answer(false) }
            .show()
    }

    private fun answer(ok: Boolean) {
        setResult(if (ok) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

class UnlockActivity : ConfirmActivity() {
    override val question: String get() = "Unlock this car?"
}

class EndTripActivity : ConfirmActivity() {
    override val question: String get() = "End the trip and pay?"
}
