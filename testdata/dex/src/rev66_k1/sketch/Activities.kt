package com.lockerloop

import android.app.Activity
import android.os.Bundle

class CancelPickupActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class ReleaseSlotActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}
