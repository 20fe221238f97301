.class public final Lcom/larderly/ModulesKt;
.super Ljava/lang/Object;
.source "Modules.kt"

# static fields
.field private static final coreModule:Lcom/larderly/Module;
.field private static final orderModule:Lcom/larderly/Module;
.field private static final pantryModule:Lcom/larderly/Module;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    .line 7
    sget-object v0, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda9;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda9;
    invoke-static {v0}, Lcom/larderly/LocatorKt;->module(Lkotlin/jvm/functions/Function1;)Lcom/larderly/Module;
    move-result-object v0
    sput-object v0, Lcom/larderly/ModulesKt;->coreModule:Lcom/larderly/Module;
    .line 13
    sget-object v0, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda10;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda10;
    invoke-static {v0}, Lcom/larderly/LocatorKt;->module(Lkotlin/jvm/functions/Function1;)Lcom/larderly/Module;
    move-result-object v0
    sput-object v0, Lcom/larderly/ModulesKt;->pantryModule:Lcom/larderly/Module;
    .line 18
    sget-object v0, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda11;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda11;
    invoke-static {v0}, Lcom/larderly/LocatorKt;->module(Lkotlin/jvm/functions/Function1;)Lcom/larderly/Module;
    move-result-object v0
    sput-object v0, Lcom/larderly/ModulesKt;->orderModule:Lcom/larderly/Module;
    return-void
.end method

.method public static final coreModule$lambda$0(Lcom/larderly/ModuleScope;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$module"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda0;
    const/4 v5, 0x0
    .line 28
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Ljava/security/SecureRandom;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 9
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda1;
    const/4 v5, 0x0
    .line 29
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Ljava/util/Random;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 10
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda2;
    const/4 v5, 0x0
    .line 30
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/DiscardPlan;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/FactoryEntry;
    invoke-direct {v2, v4}, Lcom/larderly/FactoryEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 11
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final coreModule$lambda$0$0(Lcom/larderly/Locator;)Ljava/security/SecureRandom;
    .registers 3
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method public static final coreModule$lambda$0$1(Lcom/larderly/Locator;)Ljava/util/Random;
    .registers 3
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    return-object v0
.end method

.method public static final coreModule$lambda$0$2(Lcom/larderly/Locator;)Lcom/larderly/DiscardPlan;
    .registers 3
    const-string v1, "$this$factory"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Lcom/larderly/DiscardPlan;
    invoke-direct {v0}, Lcom/larderly/DiscardPlan;-><init>()V
    return-object v0
.end method

.method public static final getCoreModule()Lcom/larderly/Module;
    .registers 1
    .line 7
    sget-object v0, Lcom/larderly/ModulesKt;->coreModule:Lcom/larderly/Module;
    return-object v0
.end method

.method public static final getOrderModule()Lcom/larderly/Module;
    .registers 1
    .line 18
    sget-object v0, Lcom/larderly/ModulesKt;->orderModule:Lcom/larderly/Module;
    return-object v0
.end method

.method public static final getPantryModule()Lcom/larderly/Module;
    .registers 1
    .line 13
    sget-object v0, Lcom/larderly/ModulesKt;->pantryModule:Lcom/larderly/Module;
    return-object v0
.end method

.method public static final orderModule$lambda$0(Lcom/larderly/ModuleScope;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$module"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;
    const/4 v5, 0x0
    .line 35
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/LoggingSessions;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 20
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda6;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda6;
    const/4 v5, 0x0
    .line 36
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/ResolutionFactory;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 21
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda7;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda7;
    const/4 v5, 0x0
    .line 37
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/SealedResolutions;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 22
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda8;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda8;
    const/4 v5, 0x0
    .line 38
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/ConfirmIntents;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 23
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final orderModule$lambda$0$0(Lcom/larderly/Locator;)Lcom/larderly/LoggingSessions;
    .registers 9
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Lcom/larderly/LoggingSessions;
    new-instance v2, Lcom/larderly/MemorySessions;
    new-instance v3, Lcom/larderly/TokenMint;
    move-object v6, p0
    const/4 v7, 0x0
    .line 34
    const-class v5, Ljava/security/SecureRandom;
    invoke-static {v5}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v5
    invoke-virtual {v6, v5}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/util/Random;
    .line 19
    invoke-direct {v3, v4}, Lcom/larderly/TokenMint;-><init>(Ljava/util/Random;)V
    invoke-direct {v2, v3}, Lcom/larderly/MemorySessions;-><init>(Lcom/larderly/TokenMint;)V
    check-cast v2, Lcom/larderly/SessionStore;
    invoke-direct {v0, v2}, Lcom/larderly/LoggingSessions;-><init>(Lcom/larderly/SessionStore;)V
    return-object v0
.end method

.method public static final orderModule$lambda$0$1(Lcom/larderly/Locator;)Lcom/larderly/ResolutionFactory;
    .registers 3
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Lcom/larderly/UpdatingResolutions;
    invoke-direct {v0}, Lcom/larderly/UpdatingResolutions;-><init>()V
    check-cast v0, Lcom/larderly/ResolutionFactory;
    return-object v0
.end method

.method public static final orderModule$lambda$0$2(Lcom/larderly/Locator;)Lcom/larderly/SealedResolutions;
    .registers 3
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Lcom/larderly/SealedResolutions;
    invoke-direct {v0}, Lcom/larderly/SealedResolutions;-><init>()V
    return-object v0
.end method

.method public static final orderModule$lambda$0$3(Lcom/larderly/Locator;)Lcom/larderly/ConfirmIntents;
    .registers 4
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v0, Lcom/larderly/TracingConfirmIntents;
    new-instance v2, Lcom/larderly/ExplicitConfirmIntents;
    invoke-direct {v2}, Lcom/larderly/ExplicitConfirmIntents;-><init>()V
    check-cast v2, Lcom/larderly/ConfirmIntents;
    invoke-direct {v0, v2}, Lcom/larderly/TracingConfirmIntents;-><init>(Lcom/larderly/ConfirmIntents;)V
    check-cast v0, Lcom/larderly/ConfirmIntents;
    return-object v0
.end method

.method public static final pantryModule$lambda$0(Lcom/larderly/ModuleScope;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$module"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda3;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda3;
    const/4 v5, 0x0
    .line 32
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/CallerBoundSessions;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 15
    move-object v3, p0
    sget-object v4, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda4;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda4;
    const/4 v5, 0x0
    .line 33
    invoke-virtual {v3}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const-class v1, Lcom/larderly/SealedResolutions;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, v4}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .line 16
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final pantryModule$lambda$0$0(Lcom/larderly/Locator;)Lcom/larderly/CallerBoundSessions;
    .registers 9
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Lcom/larderly/CallerBoundSessions;
    new-instance v2, Lcom/larderly/MemorySessions;
    new-instance v3, Lcom/larderly/TokenMint;
    move-object v6, p0
    const/4 v7, 0x0
    .line 31
    const-class v5, Ljava/security/SecureRandom;
    invoke-static {v5}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v5
    invoke-virtual {v6, v5}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/util/Random;
    .line 14
    invoke-direct {v3, v4}, Lcom/larderly/TokenMint;-><init>(Ljava/util/Random;)V
    invoke-direct {v2, v3}, Lcom/larderly/MemorySessions;-><init>(Lcom/larderly/TokenMint;)V
    check-cast v2, Lcom/larderly/SessionStore;
    invoke-direct {v0, v2}, Lcom/larderly/CallerBoundSessions;-><init>(Lcom/larderly/SessionStore;)V
    return-object v0
.end method

.method public static final pantryModule$lambda$0$1(Lcom/larderly/Locator;)Lcom/larderly/SealedResolutions;
    .registers 3
    const-string v1, "$this$single"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Lcom/larderly/SealedResolutions;
    invoke-direct {v0}, Lcom/larderly/SealedResolutions;-><init>()V
    return-object v0
.end method

.method public static final retryJitter(Lcom/larderly/Locator;)J
    .registers 7
    const-string v1, "locator"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    move-object v4, p0
    const/4 v5, 0x0
    .line 27
    const-class v3, Ljava/util/Random;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-virtual {v4, v3}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/util/Random;
    .line 25
    const/16 v3, 0x2ee
    invoke-virtual {v2, v3}, Ljava/util/Random;->nextInt(I)I
    move-result v2
    int-to-long v2, v2
    const-wide/16 v0, 0xfa
    add-long/2addr v0, v2
    return-wide v0
.end method
