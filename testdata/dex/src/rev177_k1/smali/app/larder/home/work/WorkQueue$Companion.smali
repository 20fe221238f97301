.class final Lapp/larder/home/work/WorkQueue$Companion;
.super Ljava/lang/Object;
.source "Work.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 75
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/home/work/WorkQueue$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getPool()Ljava/util/concurrent/ExecutorService;
    .registers 2

    .line 77
    invoke-static {}, Lapp/larder/home/work/WorkQueue;->access$getPool$cp()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method
