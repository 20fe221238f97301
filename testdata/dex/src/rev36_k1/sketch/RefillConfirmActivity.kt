package com.example.r36k1

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// RefillConfirmActivity.kt: the resolution target for request_refill and cancel_refill.

class RefillConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val rx = intent.getStringExtra("rx_id").orEmpty()
        AlertDialog.Builder(this)
            .setMessage("Confirm prescription $rx?")
            .setPositiveButton("Confirm") { _, _ -> answer(RESULT_OK) }
            .setNegativeButton("Cancel") { _, _ -> answer(RESULT_CANCELED) }
            .show()
    }

    private fun answer(code: Int) {
        setResult(code)
        finish()
    }
}
