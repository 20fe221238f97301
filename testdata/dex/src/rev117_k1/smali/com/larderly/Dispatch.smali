.class public final Lcom/larderly/Dispatch;
.super Ljava/lang/Object;
.source "Dispatch.kt"

# static fields
.field public static final INSTANCE:Lcom/larderly/Dispatch;
.field private static final io:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/Dispatch;
    invoke-direct {v0}, Lcom/larderly/Dispatch;-><init>()V
    sput-object v0, Lcom/larderly/Dispatch;->INSTANCE:Lcom/larderly/Dispatch;
    .line 10
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newFixedThreadPool(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sput-object v0, Lcom/larderly/Dispatch;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static synthetic getIo$annotations()V
    .registers 0
    return-void
.end method


# virtual methods
.method public final getIo()Ljava/util/concurrent/ExecutorService;
    .registers 2
    .line 10
    sget-object v0, Lcom/larderly/Dispatch;->io:Ljava/util/concurrent/ExecutorService;
    return-object v0
.end method

.method public final later(Lkotlin/jvm/functions/Function0;)V
    .registers 5
    const-string v1, "work"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    .line 13
    invoke-virtual {p0}, Lcom/larderly/Dispatch;->getIo()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v1, Lcom/larderly/Dispatch$later$1;
    invoke-direct {v1, p1}, Lcom/larderly/Dispatch$later$1;-><init>(Lkotlin/jvm/functions/Function0;)V
    check-cast v1, Ljava/lang/Runnable;
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 20
    return-void
.end method
