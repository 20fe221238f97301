package com.example.r36j1;

// Return label screen: same confirm button, the label details are shown above it.
public final class ReturnParcelActivity extends ParcelConfirmActivity {
}
