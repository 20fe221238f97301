package com.spokeshop.ui;

import android.app.Activity;
import android.os.Bundle;

public class ReturnConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setTitle("Return the bike");
        setResult(-1);
        finish();
    }
}
