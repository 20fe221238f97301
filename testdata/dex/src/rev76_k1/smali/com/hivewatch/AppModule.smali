.class public final Lcom/hivewatch/AppModule;
.super Ljava/lang/Object;
.source "AppModule.kt"

.field public static final INSTANCE:Lcom/hivewatch/AppModule;

.method private constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final provideTokenSource()Ljava/util/Random;
    .registers 2
    .line 18
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    return-object v0
.end method

.method public final provideSecureTokenSource()Ljava/util/Random;
    .registers 2
    .line 21
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method public final provideIoExecutor()Ljava/util/concurrent/Executor;
    .registers 3
    .line 24
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newSingleThreadExecutor(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hivewatch/AppModule;
    invoke-direct {v0}, Lcom/hivewatch/AppModule;-><init>()V
    sput-object v0, Lcom/hivewatch/AppModule;->INSTANCE:Lcom/hivewatch/AppModule;
    return-void
.end method

