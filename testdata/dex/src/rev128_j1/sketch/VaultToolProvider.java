package com.quirewell.vault;

import com.quirewell.cetp.QuireToolProvider;
import com.quirewell.cetp.ToolRegistry;
import com.quirewell.data.Grants;
import java.lang.reflect.InvocationHandler;

/** Authority com.quirewell.vault: list, rename, export and shred encrypted vault files. */
public final class VaultToolProvider extends QuireToolProvider {
    public VaultToolProvider() {
        // vault confirmations are approved on Quirewell Key, which shows a short ticket code
        super("vault", "com.quirewell.vault.VaultCatalog", "short_ticket");
    }

    @Override
    protected InvocationHandler guard(ToolRegistry.Entry entry) {
        return new VaultGuard(entry, new Grants(database()));
    }
}
