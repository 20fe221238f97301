package com.choirnote.core;

import android.os.IInterface;
import android.os.RemoteException;

/** A section leader's screen listening for part pings (AIDL-shaped; the Stub is not part of this app). */
public interface IListener extends IInterface {
    void onPart(String part, int fromUid) throws RemoteException;
}
