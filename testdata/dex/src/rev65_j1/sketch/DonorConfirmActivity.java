package com.fridgeshare.ui;

import android.app.Activity;
import android.os.Bundle;

public class DonorConfirmActivity extends Activity {
    private boolean shown;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(0x7f030001);
        shown = true;
    }
}
