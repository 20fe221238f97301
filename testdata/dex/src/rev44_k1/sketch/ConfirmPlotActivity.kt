package com.plotshare.garden

import android.app.Activity
import android.os.Bundle

class ConfirmPlotActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}
