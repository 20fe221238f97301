package com.lunchline.ui;

import android.app.Activity;
import android.os.Bundle;

/** The parent's confirmation screen. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}
