.class public final Lapp/larder/kitchen/data/LarderDb$Companion;
.super Ljava/lang/Object;
.source "LarderDb.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/kitchen/data/LarderDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final get(Landroid/content/Context;)Lapp/larder/kitchen/data/LarderDb;
    .registers 10

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-static {}, Lapp/larder/kitchen/data/LarderDb;->access$getShared$cp()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v3, p0

    monitor-enter v3

    .line 43
    :try_start_0
    const/4 v4, 0x0

    .line 39
    invoke-static {}, Lapp/larder/kitchen/data/LarderDb;->access$getShared$cp()Lapp/larder/kitchen/data/LarderDb;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v5, Lapp/larder/kitchen/data/LarderDb;

    const/4 v2, 0x0

    invoke-direct {v5, p1, v2}, Lapp/larder/kitchen/data/LarderDb;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v6, v5

    .line 43
    const/4 v7, 0x0

    .line 39
    sget-object v0, Lapp/larder/kitchen/data/LarderDb;->Companion:Lapp/larder/kitchen/data/LarderDb$Companion;

    invoke-static {v6}, Lapp/larder/kitchen/data/LarderDb;->access$setShared$cp(Lapp/larder/kitchen/data/LarderDb;)V

    move-object v0, v5

    :cond_0
    move-object v4, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v3

    move-object v0, v4

    goto :goto_0

    :catchall_0
    move-exception v5

    monitor-exit v3

    throw v5

    :cond_1
    :goto_0
    return-object v0
.end method
