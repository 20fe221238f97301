package com.nc;

import android.app.Activity;

/** The short review screen. */
public final class ReviewActivity extends Activity {
}
