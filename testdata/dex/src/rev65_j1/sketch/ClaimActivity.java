package com.fridgeshare.ui;

import android.app.Activity;
import android.os.Bundle;

public class ClaimActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }

    private static final int RESULT_OK = -1;
}
