package com.chorechart

import android.app.Activity
import android.os.Bundle

class ConfirmChoreActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Confirm this chore change?")
        setResult(RESULT_OK)
        finish()
    }
}

class ConfirmSwapActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Swap this chore?")
        setResult(RESULT_OK)
        finish()
    }
}

class ConfirmPaymentActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Record this payment?")
        setResult(RESULT_OK)
        finish()
    }
}

class SettleUpActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Settle up with the house?")
        setResult(RESULT_OK)
        finish()
    }
}
