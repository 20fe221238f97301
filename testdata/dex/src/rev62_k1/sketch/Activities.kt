package com.tutortime

import android.app.Activity
import android.os.Bundle

class ConfirmBookingActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Book this tutoring slot?")
        setResult(RESULT_OK)
        finish()
    }
}

class ConfirmCancelActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Cancel this session?")
        setResult(RESULT_OK)
        finish()
    }
}

class SwapTutorActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setTitle("Swap your tutor?")
        setResult(RESULT_OK)
        finish()
    }
}
