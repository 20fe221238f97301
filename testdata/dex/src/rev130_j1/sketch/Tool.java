package com.copperwick.cetp;

import android.os.Bundle;

/** One tool's handler, registered by a provider's module under the tool's name from tools.json. */
public interface Tool {
    Bundle run(Invocation inv) throws Exception;
}
