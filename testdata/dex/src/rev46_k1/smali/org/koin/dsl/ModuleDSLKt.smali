.class public final Lorg/koin/dsl/ModuleDSLKt;
.super Ljava/lang/Object;
.source "ModuleDSL.kt"


.method public static final module(ZLkotlin/jvm/functions/Function1;)Lorg/koin/core/module/Module;
    .registers 5
    const-string v1, "moduleDeclaration"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    new-instance v0, Lorg/koin/core/module/Module;
    invoke-direct {v0, v3}, Lorg/koin/core/module/Module;-><init>(Z)V
    move-object v2, v0
    .line 7
    invoke-interface {v4, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 8
    return-object v2
.end method

.method public static synthetic module$default(ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/koin/core/module/Module;
    .registers 6
    .line 5
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move v2, v0
    :L8
    invoke-static {v2, v3}, Lorg/koin/dsl/ModuleDSLKt;->module(ZLkotlin/jvm/functions/Function1;)Lorg/koin/core/module/Module;
    move-result-object v0
    return-object v0
.end method

