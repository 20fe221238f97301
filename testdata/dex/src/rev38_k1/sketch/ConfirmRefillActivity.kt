package com.rxrefill

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// ConfirmRefillActivity.kt: the confirmation sheet the resolutions open.

class ConfirmRefillActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        val tool = intent.getStringExtra("tool") ?: "refill_rx"
        AlertDialog.Builder(this)
            .setMessage(if (tool == "cancel_refill") "Cancel this refill?" else "Order this refill?")
            .setPositiveButton("Yes") { _, _ -> answer(true) }
            .setNegativeButton("No") { _, _ -> answer(false) }
            .show()
    }

    private fun answer(ok: Boolean) {
        setResult(if (ok) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
