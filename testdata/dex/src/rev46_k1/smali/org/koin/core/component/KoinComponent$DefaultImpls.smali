.class public final Lorg/koin/core/component/KoinComponent$DefaultImpls;
.super Ljava/lang/Object;
.source "KoinComponent.kt"


.method public static getKoin(Lorg/koin/core/component/KoinComponent;)Lorg/koin/core/Koin;
    .registers 2
    .line 8
    invoke-static {v1}, Lorg/koin/core/component/KoinComponent;->access$getKoin$jd(Lorg/koin/core/component/KoinComponent;)Lorg/koin/core/Koin;
    move-result-object v0
    return-object v0
.end method

