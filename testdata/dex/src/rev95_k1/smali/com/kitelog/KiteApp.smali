.class public final Lcom/kitelog/KiteApp;
.super Landroid/app/Application;
.source "KiteApp.kt"

# interfaces
.implements Ldagger/hilt/internal/GeneratedComponentManager;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nKiteApp.kt\nKotlin\n*S Kotlin\n*F\n+ 1 KiteApp.kt\ncom/kitelog/KiteApp\n+ 2 KoinScope.kt\norg/koin/core/scope/Scope\n+ 3 KoinModule.kt\norg/koin/core/module/Module\n*L\n1#1,29:1\n7#2,2:30\n11#3,2:32\n11#3,2:34\n11#3,2:36\n11#3,2:38\n13#3,2:40\n*S KotlinDebug\n*F\n+ 1 KiteApp.kt\ncom/kitelog/KiteApp\n*L\n19#1:30,2\n18#1:32,2\n19#1:34,2\n20#1:36,2\n21#1:38,2\n22#1:40,2\n*E\n"
.end annotation

.field public component:Lcom/kitelog/AppComponent;

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Landroid/app/Application;-><init>()V
    return-void
.end method

.method public final getComponent()Lcom/kitelog/AppComponent;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/kitelog/KiteApp;->component:Lcom/kitelog/AppComponent;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "component"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setComponent(Lcom/kitelog/AppComponent;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    iput-object v2, v1, Lcom/kitelog/KiteApp;->component:Lcom/kitelog/AppComponent;
    return-void
.end method

.method public onCreate()V
    .registers 4
    .line 13
    invoke-super {v3}, Landroid/app/Application;->onCreate()V
    .line 14
    invoke-static {}, Lcom/kitelog/DaggerAppComponent;->builder()Lcom/kitelog/AppComponent$Builder;
    move-result-object v1
    invoke-interface {v1, v3}, Lcom/kitelog/AppComponent$Builder;->context(Landroid/content/Context;)Lcom/kitelog/AppComponent$Builder;
    move-result-object v1
    invoke-interface {v1}, Lcom/kitelog/AppComponent$Builder;->build()Lcom/kitelog/AppComponent;
    move-result-object v1
    invoke-virtual {v3, v1}, Lcom/kitelog/KiteApp;->setComponent(Lcom/kitelog/AppComponent;)V
    .line 15
    new-instance v2, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3}, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda0;-><init>(Lcom/kitelog/KiteApp;)V
    move-object v0, v2
    invoke-static {v0}, Lorg/koin/core/context/DefaultContextExtKt;->startKoin(Lkotlin/jvm/functions/Function1;)Lorg/koin/core/KoinApplication;
    move-result-object v0
    .line 25
    return-void
.end method

.method public generatedComponent()Ljava/lang/Object;
    .registers 2
    .line 27
    invoke-virtual {v1}, Lcom/kitelog/KiteApp;->getComponent()Lcom/kitelog/AppComponent;
    move-result-object v0
    return-object v0
.end method

.method public static final onCreate$lambda$0$0$0(Lorg/koin/core/scope/Scope;Lorg/koin/core/parameter/ParametersHolder;)Lcom/kitelog/SpotDb;
    .registers 5
    const-string v1, "$this$single"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lcom/kitelog/SpotDb;
    invoke-static {v3}, Lorg/koin/android/ext/koin/ModuleExtKt;->androidContext(Lorg/koin/core/scope/Scope;)Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/kitelog/SpotDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final onCreate$lambda$0$0$1(Lorg/koin/core/scope/Scope;Lorg/koin/core/parameter/ParametersHolder;)Lcom/kitelog/SpotRepo;
    .registers 10
    const-string v1, "$this$single"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Lcom/kitelog/SpotRepo;
    move-object v4, v8
    .line 30
    const/4 v2, 0x0
    move-object v5, v2
    const/4 v2, 0x0
    move-object v6, v2
    const/4 v2, 0x0
    move v7, v2
    .line 31
    const-class v3, Lcom/kitelog/SpotDb;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-virtual {v4, v3, v5, v6}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Lcom/kitelog/SpotDb;
    .line 19
    invoke-direct {v0, v2}, Lcom/kitelog/SpotRepo;-><init>(Lcom/kitelog/SpotDb;)V
    return-object v0
.end method

.method public static final onCreate$lambda$0$0$2(Lorg/koin/core/scope/Scope;Lorg/koin/core/parameter/ParametersHolder;)Lcom/kitelog/CommandBus;
    .registers 4
    const-string v1, "$this$single"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Lcom/kitelog/CommandBus;
    invoke-direct {v0}, Lcom/kitelog/CommandBus;-><init>()V
    return-object v0
.end method

.method public static final onCreate$lambda$0$0$3(Lorg/koin/core/scope/Scope;Lorg/koin/core/parameter/ParametersHolder;)Lcom/kitelog/Policy;
    .registers 5
    const-string v1, "$this$single"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Lcom/kitelog/PartnerPolicy;
    invoke-static {v3}, Lorg/koin/android/ext/koin/ModuleExtKt;->androidContext(Lorg/koin/core/scope/Scope;)Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/kitelog/PartnerPolicy;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final onCreate$lambda$0$0$4(Lorg/koin/core/scope/Scope;Lorg/koin/core/parameter/ParametersHolder;)Lcom/kitelog/Exporter;
    .registers 4
    const-string v1, "$this$factory"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v0, Lcom/kitelog/CsvExporter;
    invoke-direct {v0}, Lcom/kitelog/CsvExporter;-><init>()V
    return-object v0
.end method

.method public static final onCreate$lambda$0$0(Lorg/koin/core/module/Module;)Lkotlin/Unit;
    .registers 9
    const-string v1, "$this$module"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    move-object v3, v8
    sget-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda1;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda1;
    move-object v6, v0
    .line 32
    const/4 v0, 0x0
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 33
    sget-object v1, Lorg/koin/core/definition/Kind;->Singleton:Lorg/koin/core/definition/Kind;
    const-class v2, Lcom/kitelog/SpotDb;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v3, v1, v2, v4, v6}, Lorg/koin/core/module/Module;->_define(Lorg/koin/core/definition/Kind;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;)Lorg/koin/core/definition/KoinDefinition;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type org.koin.core.definition.KoinDefinition<T of org.koin.core.module.Module.single>"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    move-object v3, v8
    sget-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;
    move-object v6, v0
    .line 34
    const/4 v0, 0x0
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 35
    sget-object v1, Lorg/koin/core/definition/Kind;->Singleton:Lorg/koin/core/definition/Kind;
    const-class v2, Lcom/kitelog/SpotRepo;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v3, v1, v2, v4, v6}, Lorg/koin/core/module/Module;->_define(Lorg/koin/core/definition/Kind;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;)Lorg/koin/core/definition/KoinDefinition;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type org.koin.core.definition.KoinDefinition<T of org.koin.core.module.Module.single>"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    move-object v3, v8
    sget-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda3;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda3;
    move-object v6, v0
    .line 36
    const/4 v0, 0x0
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 37
    sget-object v1, Lorg/koin/core/definition/Kind;->Singleton:Lorg/koin/core/definition/Kind;
    const-class v2, Lcom/kitelog/CommandBus;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v3, v1, v2, v4, v6}, Lorg/koin/core/module/Module;->_define(Lorg/koin/core/definition/Kind;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;)Lorg/koin/core/definition/KoinDefinition;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type org.koin.core.definition.KoinDefinition<T of org.koin.core.module.Module.single>"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    move-object v3, v8
    sget-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda4;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda4;
    move-object v6, v0
    .line 38
    const/4 v0, 0x0
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 39
    sget-object v1, Lorg/koin/core/definition/Kind;->Singleton:Lorg/koin/core/definition/Kind;
    const-class v2, Lcom/kitelog/Policy;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v3, v1, v2, v4, v6}, Lorg/koin/core/module/Module;->_define(Lorg/koin/core/definition/Kind;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;)Lorg/koin/core/definition/KoinDefinition;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type org.koin.core.definition.KoinDefinition<T of org.koin.core.module.Module.single>"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object v3, v8
    sget-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda5;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda5;
    move-object v5, v0
    .line 40
    const/4 v0, 0x0
    move-object v4, v0
    const/4 v0, 0x0
    move v6, v0
    .line 41
    sget-object v1, Lorg/koin/core/definition/Kind;->Factory:Lorg/koin/core/definition/Kind;
    const-class v2, Lcom/kitelog/Exporter;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v3, v1, v2, v4, v5}, Lorg/koin/core/module/Module;->_define(Lorg/koin/core/definition/Kind;Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function2;)Lorg/koin/core/definition/KoinDefinition;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type org.koin.core.definition.KoinDefinition<T of org.koin.core.module.Module.factory>"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final onCreate$lambda$0(Lcom/kitelog/KiteApp;Lorg/koin/core/KoinApplication;)Lkotlin/Unit;
    .registers 10
    const-string v1, "$this$startKoin"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-static {v9, v8}, Lorg/koin/android/ext/koin/KoinExtKt;->androidContext(Lorg/koin/core/KoinApplication;Landroid/content/Context;)Lorg/koin/core/KoinApplication;
    move-result-object v0
    .line 17
    const/4 v1, 0x1
    new-array v1, v1, [Lorg/koin/core/module/Module;
    move-object v7, v1
    const/4 v2, 0x0
    const/4 v3, 0x0
    sget-object v4, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda6;
    const/4 v5, 0x1
    const/4 v6, 0x0
    invoke-static {v3, v4, v5, v6}, Lorg/koin/dsl/ModuleDSLKt;->module$default(ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/koin/core/module/Module;
    move-result-object v3
    aput-object v3, v7, v2
    invoke-virtual {v9, v7}, Lorg/koin/core/KoinApplication;->modules([Lorg/koin/core/module/Module;)Lorg/koin/core/KoinApplication;
    move-result-object v0
    .line 24
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

