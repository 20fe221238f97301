.class public final Lapp/quire/reader/data/QuireDb$Companion;
.super Ljava/lang/Object;
.source "QuireDb.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quire/reader/data/QuireDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final get(Landroid/content/Context;)Lapp/quire/reader/data/QuireDb;
    .registers 10

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    invoke-static {}, Lapp/quire/reader/data/QuireDb;->access$getShared$cp()Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v3, p0

    monitor-enter v3

    :try_start_0
    const/4 v4, 0x0

    .line 38
    invoke-static {}, Lapp/quire/reader/data/QuireDb;->access$getShared$cp()Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v5, Lapp/quire/reader/data/QuireDb;

    const/4 v2, 0x0

    invoke-direct {v5, p1, v2}, Lapp/quire/reader/data/QuireDb;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v6, v5

    .line 43
    const/4 v7, 0x0

    .line 38
    sget-object v0, Lapp/quire/reader/data/QuireDb;->Companion:Lapp/quire/reader/data/QuireDb$Companion;

    invoke-static {v6}, Lapp/quire/reader/data/QuireDb;->access$setShared$cp(Lapp/quire/reader/data/QuireDb;)V

    move-object v0, v5

    .line 37
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

    .line 39
    :cond_1
    :goto_0
    return-object v0
.end method
