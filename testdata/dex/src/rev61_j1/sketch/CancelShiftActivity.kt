package com.bikebus.marshals

import android.app.Activity
import android.os.Bundle

/** Confirms a cancelled marshal shift. */
class CancelShiftActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}
