package com.shedshare.tools

import android.app.Activity
import android.os.Bundle

class ConfirmLoanActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}
