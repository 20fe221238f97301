.class public final Lapp/larder/core/Larder;
.super Ljava/lang/Object;
.source "Larder.kt"


# static fields
.field private static final HISTORY:Landroid/net/Uri;

.field public static final INSTANCE:Lapp/larder/core/Larder;

.field private static context:Landroid/content/Context;

.field private static db:Lapp/larder/core/LarderDb;

.field private static links:Lapp/larder/core/LinkedApps;

.field private static final worker$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/core/Larder;

    invoke-direct {v0}, Lapp/larder/core/Larder;-><init>()V

    sput-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    .line 17
    sget-object v0, Lapp/larder/core/Larder$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/core/Larder$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/larder/core/Larder;->worker$delegate:Lkotlin/Lazy;

    .line 19
    const-string v0, "content://app.larder.history/events"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lapp/larder/core/Larder;->HISTORY:Landroid/net/Uri;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final worker_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 17
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getContext()Landroid/content/Context;
    .registers 2

    .line 11
    sget-object v0, Lapp/larder/core/Larder;->context:Landroid/content/Context;

    if-eqz v0, :cond_0

    return-object v0

    :cond_0
    const-string v0, "context"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    .line 12
    const/4 v0, 0x0

    return-object v0
.end method

.method public final getDb()Lapp/larder/core/LarderDb;
    .registers 2

    .line 13
    sget-object v0, Lapp/larder/core/Larder;->db:Lapp/larder/core/LarderDb;

    if-eqz v0, :cond_0

    return-object v0

    :cond_0
    const-string v0, "db"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    .line 14
    const/4 v0, 0x0

    return-object v0
.end method

.method public final getHISTORY()Landroid/net/Uri;
    .registers 2

    .line 19
    sget-object v0, Lapp/larder/core/Larder;->HISTORY:Landroid/net/Uri;

    return-object v0
.end method

.method public final getLinks()Lapp/larder/core/LinkedApps;
    .registers 2

    .line 15
    sget-object v0, Lapp/larder/core/Larder;->links:Lapp/larder/core/LinkedApps;

    if-eqz v0, :cond_0

    return-object v0

    :cond_0
    const-string v0, "links"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    .line 16
    const/4 v0, 0x0

    return-object v0
.end method

.method public final getWorker()Ljava/util/concurrent/ExecutorService;
    .registers 4

    .line 17
    sget-object v2, Lapp/larder/core/Larder;->worker$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method public final declared-synchronized init(Landroid/content/Context;)V
    .registers 4

    monitor-enter p0

    :try_start_0
    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    sget-object v0, Lapp/larder/core/Larder;->db:Lapp/larder/core/LarderDb;

    if-eqz v0, :cond_0

    monitor-exit p0

    return-void

    .line 24
    :cond_0
    sput-object p1, Lapp/larder/core/Larder;->context:Landroid/content/Context;

    .line 25
    sget-object v0, Lapp/larder/core/LarderDb;->Companion:Lapp/larder/core/LarderDb$Companion;

    invoke-virtual {v0, p1}, Lapp/larder/core/LarderDb$Companion;->get(Landroid/content/Context;)Lapp/larder/core/LarderDb;

    move-result-object v0

    sput-object v0, Lapp/larder/core/Larder;->db:Lapp/larder/core/LarderDb;

    .line 26
    new-instance v0, Lapp/larder/core/LinkedApps;

    invoke-direct {v0, p1}, Lapp/larder/core/LinkedApps;-><init>(Landroid/content/Context;)V

    sput-object v0, Lapp/larder/core/Larder;->links:Lapp/larder/core/LinkedApps;

    .line 27
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
