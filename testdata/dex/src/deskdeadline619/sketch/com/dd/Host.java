package com.dd;

import android.os.Bundle;

/** The call() both providers share: method dispatch, then the provider's own desk. */
final class Host {
    private final Desk desk;

    Host(Desk desk) {
        this.desk = desk;
    }

    Bundle call(String method, Bundle extras) {
        if (!"execute_tool".equals(method) || extras == null) {
            Bundle error = new Bundle();
            error.putString("error_code", "METHOD_NOT_FOUND");
            return error;
        }
        return desk.submit(extras);
    }
}
