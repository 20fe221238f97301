package com.bikebus.core;

import android.content.Context;

/** Background roster work; the Kotlin side passes lambdas for it (SAM conversion). */
public interface MarshalJob {
    void run(Context ctx);
}
