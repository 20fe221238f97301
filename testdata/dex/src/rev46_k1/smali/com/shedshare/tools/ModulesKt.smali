.class public final Lcom/shedshare/tools/ModulesKt;
.super Ljava/lang/Object;
.source "Modules.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nModules.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Modules.kt\ncom/shedshare/tools/ModulesKt\n+ 2 Scope.kt\norg/koin/core/scope/Scope\n+ 3 Module.kt\norg/koin/core/module/Module\n*L\n1#1,10:1\n10#2,2:11\n18#3,4:13\n24#3,4:17\n*S KotlinDebug\n*F\n+ 1 Modules.kt\ncom/shedshare/tools/ModulesKt\n*L\n8#1:11,2\n7#1:13,4\n8#1:17,4\n*E\n"
.end annotation

.field private static final shedModule:Lorg/koin/core/module/Module;

.method public static final getShedModule()Lorg/koin/core/module/Module;
    .registers 1
    .line 6
    sget-object v0, Lcom/shedshare/tools/ModulesKt;->shedModule:Lorg/koin/core/module/Module;
    return-object v0
.end method

.method public static final shedModule$lambda$0$0(Lorg/koin/core/scope/Scope;Ljava/lang/Object;)Lcom/shedshare/tools/ToolLedger;
    .registers 6
    const-string v1, "$this$single"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Lcom/shedshare/tools/SqlToolLedger;
    sget-object v2, Lcom/shedshare/tools/ShedDb;->INSTANCE:Lcom/shedshare/tools/ShedDb;
    invoke-static {v4}, Lorg/koin/android/ext/koin/ModuleExtKt;->androidContext(Lorg/koin/core/scope/Scope;)Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/shedshare/tools/ShedDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/shedshare/tools/SqlToolLedger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    check-cast v0, Lcom/shedshare/tools/ToolLedger;
    return-object v0
.end method

.method public static final shedModule$lambda$0$1(Lorg/koin/core/scope/Scope;Ljava/lang/Object;)Lcom/shedshare/tools/ReturnDesk;
    .registers 10
    const-string v1, "$this$factory"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Lcom/shedshare/tools/ReturnDesk;
    move-object v4, v8
    .line 11
    const/4 v2, 0x0
    move-object v5, v2
    const/4 v2, 0x0
    move-object v6, v2
    const/4 v2, 0x0
    move v7, v2
    .line 12
    const-class v3, Lcom/shedshare/tools/ToolLedger;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-virtual {v4, v3, v5, v6}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Lcom/shedshare/tools/ToolLedger;
    .line 8
    invoke-direct {v0, v2}, Lcom/shedshare/tools/ReturnDesk;-><init>(Lcom/shedshare/tools/ToolLedger;)V
    return-object v0
.end method

.method public static final shedModule$lambda$0(Lorg/koin/core/module/Module;)Lkotlin/Unit;
    .registers 11
    const-string v1, "$this$module"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    move-object v4, v10
    sget-object v0, Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda0;
    move-object v7, v0
    .line 13
    const/4 v0, 0x0
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    const/4 v0, 0x0
    move v8, v0
    .line 14
    new-instance v0, Lorg/koin/core/module/InstanceFactory;
    const/4 v2, 0x0
    const-class v3, Lcom/shedshare/tools/ToolLedger;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-direct {v0, v2, v3, v7}, Lorg/koin/core/module/InstanceFactory;-><init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    move-object v9, v0
    .line 15
    invoke-virtual {v4, v9}, Lorg/koin/core/module/Module;->indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .line 16
    new-instance v0, Lorg/koin/core/module/KoinDefinition;
    invoke-direct {v0, v4, v9}, Lorg/koin/core/module/KoinDefinition;-><init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    .line 8
    move-object v4, v10
    sget-object v0, Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;->INSTANCE:Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;
    move-object v6, v0
    .line 17
    const/4 v0, 0x0
    move-object v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 18
    new-instance v0, Lorg/koin/core/module/InstanceFactory;
    const/4 v2, 0x1
    const-class v3, Lcom/shedshare/tools/ReturnDesk;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-direct {v0, v2, v3, v6}, Lorg/koin/core/module/InstanceFactory;-><init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    move-object v8, v0
    .line 19
    invoke-virtual {v4, v8}, Lorg/koin/core/module/Module;->indexPrimaryType(Lorg/koin/core/module/InstanceFactory;)V
    .line 20
    new-instance v0, Lorg/koin/core/module/KoinDefinition;
    invoke-direct {v0, v4, v8}, Lorg/koin/core/module/KoinDefinition;-><init>(Lorg/koin/core/module/Module;Lorg/koin/core/module/InstanceFactory;)V
    .line 9
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 6
    const/4 v0, 0x0
    sget-object v1, Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda2;->INSTANCE:Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lorg/koin/dsl/ModuleDSLKt;->module$default(ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lorg/koin/core/module/Module;
    move-result-object v0
    sput-object v0, Lcom/shedshare/tools/ModulesKt;->shedModule:Lorg/koin/core/module/Module;
    return-void
.end method

