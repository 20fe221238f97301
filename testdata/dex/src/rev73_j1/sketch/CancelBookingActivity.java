package com.stallmart.ui;

import android.app.Activity;
import android.os.Bundle;

/** Confirms cancelling a stall booking. */
public class CancelBookingActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}
