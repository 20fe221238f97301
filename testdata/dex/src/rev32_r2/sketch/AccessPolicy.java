package com.homeflow.app.cetp;

import android.os.Bundle;

/** Who may do what in the household. */
interface AccessPolicy {
    boolean allows(Bundle extras);

    boolean mayShareWith(String targetPackage, int callerUid);
}
