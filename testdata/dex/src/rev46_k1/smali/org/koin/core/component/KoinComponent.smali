.class public interface abstract Lorg/koin/core/component/KoinComponent;
.super Ljava/lang/Object;
.source "KoinComponent.kt"


.method public getKoin()Lorg/koin/core/Koin;
    .registers 2
    .line 8
    sget-object v0, Lorg/koin/core/KoinPlatformTools;->INSTANCE:Lorg/koin/core/KoinPlatformTools;
    invoke-virtual {v0}, Lorg/koin/core/KoinPlatformTools;->defaultContext()Lorg/koin/core/Koin;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic access$getKoin$jd(Lorg/koin/core/component/KoinComponent;)Lorg/koin/core/Koin;
    .registers 2
    .line 7
    invoke-direct {v1}, Lorg/koin/core/component/KoinComponent;->getKoin()Lorg/koin/core/Koin;
    move-result-object v0
    return-object v0
.end method

