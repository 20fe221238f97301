.class public final Landroidx/datastore/preferences/core/Preferences$Key;
.super Ljava/lang/Object;
.source "Preferences.kt"

.field private final name:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "name"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/datastore/preferences/core/Preferences$Key;->name:Ljava/lang/String;
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, v1, Landroidx/datastore/preferences/core/Preferences$Key;->name:Ljava/lang/String;
    return-object v0
.end method

