.class public final Lnet/switchyard/hub/HubStore$Companion;
.super Ljava/lang/Object;
.source "Store.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 126
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/HubStore$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Landroid/content/Context;)Lnet/switchyard/hub/HubStore;
    .registers 13

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 130
    invoke-static {}, Lnet/switchyard/hub/HubStore;->access$getInstance$cp()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v6, p0

    monitor-enter v6

    :try_start_0
    const/4 v7, 0x0

    .line 131
    invoke-static {}, Lnet/switchyard/hub/HubStore;->access$getInstance$cp()Lnet/switchyard/hub/HubStore;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v8, Lnet/switchyard/hub/HubStore;

    new-instance v2, Lnet/switchyard/hub/HubDb;

    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v4

    const-string v5, "getApplicationContext(...)"

    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4}, Lnet/switchyard/hub/HubDb;-><init>(Landroid/content/Context;)V

    invoke-virtual {v2}, Lnet/switchyard/hub/HubDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    const-string v4, "getWritableDatabase(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    invoke-direct {v8, v2, v3}, Lnet/switchyard/hub/HubStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v9, v8

    .line 136
    const/4 v10, 0x0

    .line 131
    sget-object v0, Lnet/switchyard/hub/HubStore;->Companion:Lnet/switchyard/hub/HubStore$Companion;

    invoke-static {v9}, Lnet/switchyard/hub/HubStore;->access$setInstance$cp(Lnet/switchyard/hub/HubStore;)V

    move-object v0, v8

    .line 130
    :cond_0
    move-object v7, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v6

    move-object v0, v7

    goto :goto_0

    :catchall_0
    move-exception v8

    monitor-exit v6

    throw v8

    .line 132
    :cond_1
    :goto_0
    return-object v0
.end method
