.class public final Lapp/kestrel/notes/cetp/Background;
.super Ljava/lang/Object;
.source "Identity.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/Background;

.field private static final pool:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/cetp/Background;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/Background;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/Background;->INSTANCE:Lapp/kestrel/notes/cetp/Background;

    .line 30
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newSingleThreadExecutor(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lapp/kestrel/notes/cetp/Background;->pool:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final submit$lambda$0(Lkotlin/jvm/functions/Function0;)V
    .registers 1

    .line 33
    invoke-interface {p0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public final submit(Lkotlin/jvm/functions/Function0;)V
    .registers 4

    const-string v1, "task"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    sget-object v0, Lapp/kestrel/notes/cetp/Background;->pool:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lapp/kestrel/notes/cetp/Background$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1}, Lapp/kestrel/notes/cetp/Background$$ExternalSyntheticLambda0;-><init>(Lkotlin/jvm/functions/Function0;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 34
    return-void
.end method
