package com.spokeshop.ui;

import android.app.Activity;
import android.os.Bundle;

public class CancelConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setTitle("Cancel the repair");
        setResult(-1);
        finish();
    }
}
