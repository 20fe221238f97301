package com.example.bord;

import android.app.Activity;
import android.os.Bundle;

public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        finish();
    }
}
