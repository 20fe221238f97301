package com.example.r35k1

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// Activities.kt: the confirmation sheets a resolution opens.

open class ConfirmSheet : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val detail = intent.getStringExtra("detail").orEmpty()
        AlertDialog.Builder(this)
            .setTitle(title())
            .setMessage(detail)
            .setPositiveButton("Confirm") { _, _ -> close(RESULT_OK) }
            .setNegativeButton("Cancel") { _, _ -> close(RESULT_CANCELED) }
            .show()
    }

    open fun title(): String = "Confirm"

    private fun close(code: Int) {
        setResult(code)
        finish()
    }
}

class RenewActivity : ConfirmSheet() {
    override fun title(): String = "Renew this loan?"
}

class FineActivity : ConfirmSheet() {
    override fun title(): String = "Pay this fine?"
}
