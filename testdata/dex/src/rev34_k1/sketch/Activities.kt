package com.example.r34k1

import android.app.Activity
import android.os.Bundle

// Activities.kt: confirmation screens.

class ConfirmActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class LoginActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_CANCELED)
        finish()
    }
}

class BoostActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        finish()
    }
}
