.class public final Lcom/shedshare/tools/ShedApp;
.super Landroid/app/Application;
.source "ShedApp.kt"


.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Landroid/app/Application;-><init>()V
    return-void
.end method

.method public onCreate()V
    .registers 3
    .line 9
    invoke-super {v2}, Landroid/app/Application;->onCreate()V
    .line 10
    new-instance v1, Lcom/shedshare/tools/ShedApp$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/shedshare/tools/ShedApp$$ExternalSyntheticLambda0;-><init>(Lcom/shedshare/tools/ShedApp;)V
    move-object v0, v1
    invoke-static {v0}, Lorg/koin/core/context/GlobalContextExtKt;->startKoin(Lkotlin/jvm/functions/Function1;)Lorg/koin/core/KoinApplication;
    move-result-object v0
    .line 14
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/shedshare/tools/ShedApp;Lorg/koin/core/KoinApplication;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$startKoin"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    check-cast v5, Landroid/content/Context;
    invoke-static {v6, v5}, Lorg/koin/android/ext/koin/KoinExtKt;->androidContext(Lorg/koin/core/KoinApplication;Landroid/content/Context;)Lorg/koin/core/KoinApplication;
    move-result-object v0
    .line 12
    const/4 v1, 0x1
    new-array v1, v1, [Lorg/koin/core/module/Module;
    move-object v4, v1
    const/4 v2, 0x0
    invoke-static {}, Lcom/shedshare/tools/ModulesKt;->getShedModule()Lorg/koin/core/module/Module;
    move-result-object v3
    aput-object v3, v4, v2
    invoke-virtual {v6, v4}, Lorg/koin/core/KoinApplication;->modules([Lorg/koin/core/module/Module;)Lorg/koin/core/KoinApplication;
    move-result-object v0
    .line 13
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

