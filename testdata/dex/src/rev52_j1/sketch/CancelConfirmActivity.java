package com.shotbook.ui;

import android.app.Activity;
import android.os.Bundle;

public class CancelConfirmActivity extends Activity {
    boolean shown;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(0x7f030001);
        shown = true;
    }
}
