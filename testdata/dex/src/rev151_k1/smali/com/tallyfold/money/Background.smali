.class public final Lcom/tallyfold/money/Background;
.super Ljava/lang/Object;
.source "Operations.kt"


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/Background;

.field private static final io:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tallyfold/money/Background;

    invoke-direct {v0}, Lcom/tallyfold/money/Background;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Background;->INSTANCE:Lcom/tallyfold/money/Background;

    .line 11
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newSingleThreadExecutor(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/tallyfold/money/Background;->io:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getIo()Ljava/util/concurrent/ExecutorService;
    .registers 2

    .line 11
    sget-object v0, Lcom/tallyfold/money/Background;->io:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method
