package com.keyholder.di;

import android.app.PendingIntent;
import android.content.ComponentName;
import dagger.Module;
import dagger.Provides;
import javax.inject.Named;

/** How each provider's confirmation screens are reached and what their PendingIntents may do. */
@Module
public class ResolutionModule {
    /** unlock_door: a repeated request refreshes the extras of the pending screen. */
    @Provides
    @Named("lockResolutionFlags")
    int provideLockFlags() {
        return PendingIntent.FLAG_UPDATE_CURRENT;
    }

    @Provides
    @Named("grantResolutionFlags")
    int provideGrantFlags() {
        return PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
    }

    /** Admin grants are approved in the household owner's companion app. */
    @Provides
    @Named("ownerApproval")
    ComponentName provideOwnerApproval() {
        return new ComponentName("com.keyholder.owner", "com.keyholder.owner.ApproveGrantActivity");
    }

    @Provides
    @Named("lockScreen")
    ComponentName provideLockScreen() {
        return new ComponentName("com.keyholder", "com.keyholder.ui.ConfirmActivity");
    }
}
