.class public final Lorg/koin/core/KoinApplication;
.super Ljava/lang/Object;
.source "KoinApplication.kt"

.field private final koin:Lorg/koin/core/Koin;

.method public constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 6
    new-instance v0, Lorg/koin/core/Koin;
    invoke-direct {v0}, Lorg/koin/core/Koin;-><init>()V
    iput-object v0, v1, Lorg/koin/core/KoinApplication;->koin:Lorg/koin/core/Koin;
    .line 5
    return-void
.end method

.method public final getKoin()Lorg/koin/core/Koin;
    .registers 2
    .line 6
    iget-object v0, v1, Lorg/koin/core/KoinApplication;->koin:Lorg/koin/core/Koin;
    return-object v0
.end method

.method public final varargs modules([Lorg/koin/core/module/Module;)Lorg/koin/core/KoinApplication;
    .registers 3
    const-string v0, "modules"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    return-object v1
.end method

