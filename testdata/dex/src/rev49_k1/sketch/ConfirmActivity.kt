package com.shedshare.lend

import android.app.Activity
import android.os.Bundle

class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val tool = intent.getStringExtra("tool").orEmpty()
        setResult(if (tool.isNotEmpty()) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
