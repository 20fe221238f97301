package com.rf;

import android.app.Activity;

/** The app's confirmation screen. */
public final class ConfirmActivity extends Activity {
}
