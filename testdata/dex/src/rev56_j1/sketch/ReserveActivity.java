package com.drillshare.ui;

import android.app.Activity;
import android.os.Bundle;

public class ReserveActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(0x7f030002);
        setResult(RESULT_OK);
        finish();
    }
}
