package com.cd;

import android.os.Bundle;

/** One step of a provider's request chain; the last step answers without proceeding. */
interface Step {
    Bundle handle(Chain chain);

    /** What a step sees: the request, and the rest of the chain. */
    interface Chain {
        Bundle request();

        Bundle proceed(Bundle request);
    }
}
