.class public final Lorg/koin/android/ext/koin/ModuleExtKt;
.super Ljava/lang/Object;
.source "ModuleExt.kt"


.method public static final androidContext(Lorg/koin/core/scope/Scope;)Landroid/content/Context;
    .registers 7
    const-string v1, "<this>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    const-class v1, Landroid/content/Context;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x6
    const/4 v5, 0x0
    move-object v0, v6
    invoke-static/range {v0 .. v5}, Lorg/koin/core/scope/Scope;->get$default(Lorg/koin/core/scope/Scope;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/content/Context;
    return-object v0
.end method

