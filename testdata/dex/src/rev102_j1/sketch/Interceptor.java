package com.laserlog.core;

import android.os.Bundle;

/** A link of a provider's chain of responsibility; it answers itself or calls chain.proceed(req). */
public interface Interceptor {
    Bundle intercept(Request req, Chain chain) throws Exception;
}
