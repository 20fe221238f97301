package com.example.r35k3.door

import android.app.Activity
import android.os.Bundle

// DoorConfirmActivity.kt: the door confirmation screen (moved into a sub-package; see the manifest).

class DoorConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}
