.class public final Lcom/bikebus/core/Dispatch;
.super Ljava/lang/Object;
.source "Dispatch.java"

.field private static final POOL:Ljava/util/concurrent/ExecutorService;

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 12
    return-void
.end method

.method public static later(Landroid/content/Context;Lcom/bikebus/core/MarshalJob;)V
    .registers 5
    .line 15
    sget-object v0, Lcom/bikebus/core/Dispatch;->POOL:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;
    invoke-direct {v2, v4, v3}, Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;-><init>(Lcom/bikebus/core/MarshalJob;Landroid/content/Context;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 16
    return-void
.end method

.method public static synthetic lambda$later$0(Lcom/bikebus/core/MarshalJob;Landroid/content/Context;)V
    .registers 2
    .line 15
    invoke-interface {v0, v1}, Lcom/bikebus/core/MarshalJob;->run(Landroid/content/Context;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 9
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/bikebus/core/Dispatch;->POOL:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

