.class final Lcom/pt/Background;
.super Ljava/lang/Object;
.source "Background.java"

# static fields
.field private static final POOL:Ljava/util/concurrent/ExecutorService;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static submit(Ljava/lang/Runnable;)V
    .registers 3
    .line 15
    sget-object v0, Lcom/pt/Background;->POOL:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/pt/Background$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/pt/Background$$ExternalSyntheticLambda0;-><init>(Ljava/lang/Runnable;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 16
    return-void
.end method

.method public static synthetic lambda$submit$0(Ljava/lang/Runnable;)V
    .registers 2
    .line 15
    invoke-interface {v1}, Ljava/lang/Runnable;->run()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/pt/Background;->POOL:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

