.class public final Lapp/larder/kitchen/cetp/Workers;
.super Ljava/lang/Object;
.source "Workers.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/cetp/Workers;

.field private static final pool:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/kitchen/cetp/Workers;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/Workers;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/Workers;->INSTANCE:Lapp/larder/kitchen/cetp/Workers;

    .line 11
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newFixedThreadPool(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lapp/larder/kitchen/cetp/Workers;->pool:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final getPool()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 11
    sget-object v0, Lapp/larder/kitchen/cetp/Workers;->pool:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method public static synthetic getPool$annotations()V
    .registers 0

    return-void
.end method
