package com.nc;

import android.app.Activity;

/** The confirmation screen. */
public final class ConfirmActivity extends Activity {
}
