package com.stallmart.ui;

import android.app.Activity;
import android.os.Bundle;

/** Confirms a payout to the vendor. */
public class ConfirmPayoutActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}
