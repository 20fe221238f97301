.class public final Lcom/tidewell/home/HomeDb$Companion;
.super Ljava/lang/Object;
.source "HomeDb.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 111
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tidewell/home/HomeDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized get(Landroid/content/Context;)Lcom/tidewell/home/HomeDb;
    .registers 10

    monitor-enter p0

    :try_start_0
    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 116
    invoke-static {}, Lcom/tidewell/home/HomeDb;->access$getInstance$cp()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v5, Lcom/tidewell/home/HomeDb;

    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    const-string v4, "getApplicationContext(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    invoke-direct {v5, v2, v3}, Lcom/tidewell/home/HomeDb;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v6, v5

    .line 120
    const/4 v7, 0x0

    .line 116
    sget-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    invoke-static {v6}, Lcom/tidewell/home/HomeDb;->access$setInstance$cp(Lcom/tidewell/home/HomeDb;)V

    move-object v0, v5

    :cond_0
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
