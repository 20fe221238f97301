package com.lendshelf

import android.app.Activity
import android.os.Bundle

class ConfirmLendActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Lend this game?")
        setResult(RESULT_OK)
        finish()
    }
}

class ConfirmHoldActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Confirm the hold")
        setResult(RESULT_OK)
        finish()
    }
}
