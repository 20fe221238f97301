package com.slipstream.ui

import android.app.Activity
import android.os.Bundle

class CancelRideActivity : Activity() {
    private var rideId: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(0x7f030001)
        rideId = intent?.getStringExtra("subject")
        setTitle("Cancel ride " + rideId)
    }
}

class SignSlipActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(0x7f030002)
        setTitle("Sign slip " + intent?.getStringExtra("subject"))
        setResult(RESULT_OK)
        finish()
    }
}
