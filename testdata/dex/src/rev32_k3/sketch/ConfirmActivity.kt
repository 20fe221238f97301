package com.example.r32k3

import android.app.Activity
import android.os.Bundle

class ConfirmActivity : Activity() {
    // Parley's confirmation sheet: the message or the conversation, and Send / Cancel
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}
