.class public final Landroidx/datastore/preferences/core/PreferencesKeys;
.super Ljava/lang/Object;
.source "Preferences.kt"


.method public static final stringPreferencesKey(Ljava/lang/String;)Landroidx/datastore/preferences/core/Preferences$Key;
    .registers 3
    const-string v1, "name"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Landroidx/datastore/preferences/core/Preferences$Key;
    invoke-direct {v0, v2}, Landroidx/datastore/preferences/core/Preferences$Key;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

