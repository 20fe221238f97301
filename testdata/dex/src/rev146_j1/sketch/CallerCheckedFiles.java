package com.greenwick.garden.files;

import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.greenwick.garden.security.Caller;
import com.greenwick.garden.security.CallerVerifier;
import com.greenwick.garden.security.IdentityResolver;
import java.io.FileNotFoundException;

/** Opens the wrapped gateway's files only for a caller the provider's own identity and signer checks admit. */
public final class CallerCheckedFiles implements FileGateway {
    private final FileGateway inner;
    private final IdentityResolver identity;
    private final CallerVerifier verifier;

    public CallerCheckedFiles(FileGateway inner, IdentityResolver identity, CallerVerifier verifier) {
        this.inner = inner;
        this.identity = identity;
        this.verifier = verifier;
    }

    @Override
    public ParcelFileDescriptor open(Uri uri, String mode) throws FileNotFoundException {
        Caller caller = identity.resolve(Binder.getCallingUid(), new Bundle());
        if (caller == null || !verifier.trusted(caller)) {
            throw new SecurityException("This app may not read Greenwick's files");
        }
        return inner.open(uri, mode);
    }
}
