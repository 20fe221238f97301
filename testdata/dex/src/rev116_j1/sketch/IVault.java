package com.cinderbox.locker;

import android.os.Binder;
import android.os.IBinder;
import android.os.IInterface;
import android.os.Parcel;
import android.os.RemoteException;

/**
 * The vault process's interface, written in the shape the aidl tool generates (Stub/Proxy, one transaction
 * code per method, Parcel in and out) so the vault can live in its own process (android:process=":vault").
 */
public interface IVault extends IInterface {
    String DESCRIPTOR = "com.cinderbox.locker.IVault";

    /** Entries whose label contains the text, as a JSON array. */
    String search(String text) throws RemoteException;

    /** One entry as a JSON object, or null. */
    String entry(String entryId) throws RemoteException;

    /** Starts sealing an entry; returns the operation's ticket. */
    String beginSeal(String entryId, int uid, String requestId) throws RemoteException;

    /** Starts exporting an entry; returns the operation's ticket. */
    String beginExport(String entryId, int uid, String requestId) throws RemoteException;

    /** The get_operation answer for a ticket of this caller and request, or null. */
    String ticket(String ticket, int uid, String requestId) throws RemoteException;

    /** Checks an entry's backup blob against its stored digest. */
    String verify(String entryId) throws RemoteException;

    /** Entry and seal counts as a JSON object. */
    String stats() throws RemoteException;

    abstract class Stub extends Binder implements IVault {
        static final int TRANSACTION_search = IBinder.FIRST_CALL_TRANSACTION + 0;
        static final int TRANSACTION_entry = IBinder.FIRST_CALL_TRANSACTION + 1;
        static final int TRANSACTION_beginSeal = IBinder.FIRST_CALL_TRANSACTION + 2;
        static final int TRANSACTION_beginExport = IBinder.FIRST_CALL_TRANSACTION + 3;
        static final int TRANSACTION_ticket = IBinder.FIRST_CALL_TRANSACTION + 4;
        static final int TRANSACTION_verify = IBinder.FIRST_CALL_TRANSACTION + 5;
        static final int TRANSACTION_stats = IBinder.FIRST_CALL_TRANSACTION + 6;

        public Stub() {
            this.attachInterface(this, DESCRIPTOR);
        }

        public static IVault asInterface(IBinder obj) {
            if (obj == null) {
                return null;
            }
            IInterface iin = obj.queryLocalInterface(DESCRIPTOR);
            if (iin != null && iin instanceof IVault) {
                return (IVault) iin;
            }
            return new IVault.Stub.Proxy(obj);
        }

        @Override
        public IBinder asBinder() {
            return this;
        }

        @Override
        public boolean onTransact(int code, Parcel data, Parcel reply, int flags) throws RemoteException {
            String descriptor = DESCRIPTOR;
            if (code >= IBinder.FIRST_CALL_TRANSACTION && code <= IBinder.LAST_CALL_TRANSACTION) {
                data.enforceInterface(descriptor);
            }
            switch (code) {
                case INTERFACE_TRANSACTION:
                    reply.writeString(descriptor);
                    return true;
            }
            switch (code) {
                case TRANSACTION_search: {
                    String _arg0 = data.readString();
                    String _result = this.search(_arg0);
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                case TRANSACTION_entry: {
                    String _arg0 = data.readString();
                    String _result = this.entry(_arg0);
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                case TRANSACTION_beginSeal: {
                    String _arg0 = data.readString();
                    int _arg1 = data.readInt();
                    String _arg2 = data.readString();
                    String _result = this.beginSeal(_arg0, _arg1, _arg2);
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                case TRANSACTION_beginExport: {
                    String _arg0 = data.readString();
                    int _arg1 = data.readInt();
                    String _arg2 = data.readString();
                    String _result = this.beginExport(_arg0, _arg1, _arg2);
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                case TRANSACTION_ticket: {
                    String _arg0 = data.readString();
                    int _arg1 = data.readInt();
                    String _arg2 = data.readString();
                    String _result = this.ticket(_arg0, _arg1, _arg2);
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                case TRANSACTION_verify: {
                    String _arg0 = data.readString();
                    String _result = this.verify(_arg0);
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                case TRANSACTION_stats: {
                    String _result = this.stats();
                    reply.writeNoException();
                    reply.writeString(_result);
                    break;
                }
                default:
                    return super.onTransact(code, data, reply, flags);
            }
            return true;
        }

        private static class Proxy implements IVault {
            private IBinder mRemote;

            Proxy(IBinder remote) {
                mRemote = remote;
            }

            @Override
            public IBinder asBinder() {
                return mRemote;
            }

            public String getInterfaceDescriptor() {
                return DESCRIPTOR;
            }

            @Override
            public String search(String text) throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    _data.writeString(text);
                    mRemote.transact(Stub.TRANSACTION_search, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }

            @Override
            public String entry(String entryId) throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    _data.writeString(entryId);
                    mRemote.transact(Stub.TRANSACTION_entry, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }

            @Override
            public String beginSeal(String entryId, int uid, String requestId) throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    _data.writeString(entryId);
                    _data.writeInt(uid);
                    _data.writeString(requestId);
                    mRemote.transact(Stub.TRANSACTION_beginSeal, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }

            @Override
            public String beginExport(String entryId, int uid, String requestId) throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    _data.writeString(entryId);
                    _data.writeInt(uid);
                    _data.writeString(requestId);
                    mRemote.transact(Stub.TRANSACTION_beginExport, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }

            @Override
            public String ticket(String ticket, int uid, String requestId) throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    _data.writeString(ticket);
                    _data.writeInt(uid);
                    _data.writeString(requestId);
                    mRemote.transact(Stub.TRANSACTION_ticket, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }

            @Override
            public String verify(String entryId) throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    _data.writeString(entryId);
                    mRemote.transact(Stub.TRANSACTION_verify, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }

            @Override
            public String stats() throws RemoteException {
                Parcel _data = Parcel.obtain();
                Parcel _reply = Parcel.obtain();
                String _result;
                try {
                    _data.writeInterfaceToken(DESCRIPTOR);
                    mRemote.transact(Stub.TRANSACTION_stats, _data, _reply, 0);
                    _reply.readException();
                    _result = _reply.readString();
                } finally {
                    _reply.recycle();
                    _data.recycle();
                }
                return _result;
            }
        }
    }
}
