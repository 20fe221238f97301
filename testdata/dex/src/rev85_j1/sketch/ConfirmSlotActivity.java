package com.chairtime.ui;

import android.app.Activity;
import android.os.Bundle;

public class ConfirmSlotActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(-1);
        finish();
    }
}
