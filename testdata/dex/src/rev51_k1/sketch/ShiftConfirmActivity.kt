package com.waterwheel.ui

import android.app.Activity
import android.os.Bundle

/** take_shift / swap_shift: the gardener approves the shift here. */
class ShiftConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(LAYOUT)
        setResult(RESULT_OK)
        finish()
    }

    companion object {
        const val LAYOUT = 0x7f030001
    }
}
