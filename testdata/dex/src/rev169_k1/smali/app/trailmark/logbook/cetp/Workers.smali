.class public final Lapp/trailmark/logbook/cetp/Workers;
.super Ljava/lang/Object;
.source "Clocks.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/Workers;

.field private static final pool$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/Workers;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/Workers;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/Workers;->INSTANCE:Lapp/trailmark/logbook/cetp/Workers;

    .line 16
    sget-object v0, Lapp/trailmark/logbook/cetp/Workers$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/Workers$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/Workers;->pool$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final pool_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 16
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getPool()Ljava/util/concurrent/ExecutorService;
    .registers 4

    .line 16
    sget-object v2, Lapp/trailmark/logbook/cetp/Workers;->pool$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method
