package com.laserlog.core;

import android.os.Bundle;

/** The end of a chain: the provider's own handler. */
public interface Terminal {
    Bundle handle(Request req) throws Exception;
}
