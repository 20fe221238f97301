package com.bikebus.marshals

import android.app.Activity
import android.os.Bundle

/** Shows the shift swap to the marshal. */
class SwapShiftActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        title = "Swap your shift"
    }
}
