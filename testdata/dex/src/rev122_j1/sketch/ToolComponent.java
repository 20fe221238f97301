package com.keyholder.di;

import com.keyholder.grants.GrantToolProvider;
import com.keyholder.locks.LockToolProvider;
import com.keyholder.ui.ConfirmActivity;
import dagger.Component;
import javax.inject.Singleton;

@Singleton
@Component(modules = {AppModule.class, SecurityModule.class, ResolutionModule.class})
public interface ToolComponent {
    void inject(GrantToolProvider provider);

    void inject(LockToolProvider provider);

    void inject(ConfirmActivity activity);
}
