package com.molar.ui;

import android.app.Activity;
import android.os.Bundle;

public class BookConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle("Confirm the visit");
    }
}
