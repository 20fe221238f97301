.class public final Lorg/koin/core/KoinPlatformTools;
.super Ljava/lang/Object;
.source "KoinApplication.kt"

.field public static final INSTANCE:Lorg/koin/core/KoinPlatformTools;

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    .registers 2
    .line 12
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->SYNCHRONIZED:Lkotlin/LazyThreadSafetyMode;
    return-object v0
.end method

.method public final defaultContext()Lorg/koin/core/Koin;
    .registers 2
    .line 13
    new-instance v0, Lorg/koin/core/Koin;
    invoke-direct {v0}, Lorg/koin/core/Koin;-><init>()V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lorg/koin/core/KoinPlatformTools;
    invoke-direct {v0}, Lorg/koin/core/KoinPlatformTools;-><init>()V
    sput-object v0, Lorg/koin/core/KoinPlatformTools;->INSTANCE:Lorg/koin/core/KoinPlatformTools;
    return-void
.end method

