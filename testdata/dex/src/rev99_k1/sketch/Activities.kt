package com.parkrun

import android.app.Activity
import android.os.Bundle

class DropVolunteerActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class SwapRoleActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class ClaimResultActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

class ShareResultActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}
