package com.ridequeue

import android.app.Activity
import android.os.Bundle

class ConfirmCancelActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class ReleaseSeatActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class WaitlistActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class SwapRouteActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}
