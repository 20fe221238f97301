package com.lg;

/** How a tool hands its answer back to the provider. */
interface Callback {
    void onSuccess(String result);

    void onError(String code);
}
