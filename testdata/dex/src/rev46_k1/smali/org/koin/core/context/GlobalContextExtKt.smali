.class public final Lorg/koin/core/context/GlobalContextExtKt;
.super Ljava/lang/Object;
.source "GlobalContextExt.kt"


.method public static final startKoin(Lkotlin/jvm/functions/Function1;)Lorg/koin/core/KoinApplication;
    .registers 4
    const-string v1, "appDeclaration"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    new-instance v0, Lorg/koin/core/KoinApplication;
    invoke-direct {v0}, Lorg/koin/core/KoinApplication;-><init>()V
    move-object v2, v0
    .line 7
    invoke-interface {v3, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 8
    return-object v2
.end method

