.class public final Landroidx/datastore/preferences/core/FileDataStore;
.super Ljava/lang/Object;
.source "Preferences.kt"

# interfaces
.implements Landroidx/datastore/core/DataStore;

.field private final file:Ljava/io/File;
.field private final current:Landroidx/datastore/preferences/core/Preferences;

.method public constructor <init>(Ljava/io/File;)V
    .registers 6
    const-string v0, "file"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    iput-object v5, v4, Landroidx/datastore/preferences/core/FileDataStore;->file:Ljava/io/File;
    .line 18
    new-instance v0, Landroidx/datastore/preferences/core/Preferences;
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-direct {v0, v1, v2, v3}, Landroidx/datastore/preferences/core/Preferences;-><init>(Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v0, v4, Landroidx/datastore/preferences/core/FileDataStore;->current:Landroidx/datastore/preferences/core/Preferences;
    .line 17
    return-void
.end method

.method public final getFile()Ljava/io/File;
    .registers 2
    .line 17
    iget-object v0, v1, Landroidx/datastore/preferences/core/FileDataStore;->file:Ljava/io/File;
    return-object v0
.end method

.method public getData()Lkotlinx/coroutines/flow/Flow;
    .registers 2
    .line 19
    iget-object v0, v1, Landroidx/datastore/preferences/core/FileDataStore;->current:Landroidx/datastore/preferences/core/Preferences;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flowOf(Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    return-object v0
.end method

.method public updateData(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 20
    new-instance v0, Lkotlin/NotImplementedError;
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-direct {v0, v1, v2, v3}, Lkotlin/NotImplementedError;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    throw v0
.end method

