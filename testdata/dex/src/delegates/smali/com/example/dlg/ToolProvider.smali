# Kotlin sketch (ToolProvider.kt), compiled by kotlinc 2 (lambdas through
# invokedynamic, desugared by D8 into $$ExternalSyntheticLambdaN): local
# `by lazy` delegates read through kotlinc's accessors, and a Koin
# `by inject()` delegate whose value the analysis cannot follow.
#   package com.example.dlg                                                       // 1
#
#   class ToolProvider : ContentProvider() {                                      // 3
#       private val injected: Random by inject()                                  // 4
#       private val exported: ParcelFileDescriptor by inject(named("export"))     // 5
#       private val confirm: PendingIntent by inject(named("confirm"))            // 6
#       override fun onCreate() = true                                            // 7
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val out = Bundle()                                                    // 8
#           val weak by lazy { Random() }                                         // 9
#           val strong by lazy { SecureRandom() }                                 // 10
#           out.putString("session_token", java.lang.Long.toHexString(weak.nextLong()))     // 11 TP 613
#           out.putString("resume_token", java.lang.Long.toHexString(strong.nextLong()))    // 12 near miss
#           out.putString("operation_id", java.lang.Long.toHexString(injected.nextLong()))  // 13 note 613
#           out.putString("display_name", java.lang.Long.toHexString(injected.nextLong()))  // 14 no note: not a token
#           out.putParcelable("result_fd", exported)                              // 15 note 612
#           out.putParcelable("resolution", confirm)                              // 16 notes 601, 602
#           return out                                                            // 17
#       }
#   }
.class public final Lcom/example/dlg/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final confirm$delegate:Lkotlin/Lazy;

.field private final exported$delegate:Lkotlin/Lazy;

.field private final injected$delegate:Lkotlin/Lazy;

.method public constructor <init>()V
    .locals 5
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 4
    sget-object v0, Lorg/koin/mp/KoinPlatformTools;->INSTANCE:Lorg/koin/mp/KoinPlatformTools;
    invoke-virtual {v0}, Lorg/koin/mp/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v0
    move-object v1, p0
    check-cast v1, Landroid/content/ComponentCallbacks;
    const/4 v2, 0x0
    new-instance v3, Lcom/example/dlg/ToolProvider$special$$inlined$inject$default$1;
    invoke-direct {v3, v1, v2, v2}, Lcom/example/dlg/ToolProvider$special$$inlined$inject$default$1;-><init>(Landroid/content/ComponentCallbacks;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v3, Lkotlin/jvm/functions/Function0;
    invoke-static {v0, v3}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dlg/ToolProvider;->injected$delegate:Lkotlin/Lazy;
    .line 5
    const-string v0, "export"
    invoke-static {v0}, Lorg/koin/core/qualifier/QualifierKt;->named(Ljava/lang/String;)Lorg/koin/core/qualifier/StringQualifier;
    move-result-object v0
    check-cast v0, Lorg/koin/core/qualifier/Qualifier;
    sget-object v2, Lorg/koin/mp/KoinPlatformTools;->INSTANCE:Lorg/koin/mp/KoinPlatformTools;
    invoke-virtual {v2}, Lorg/koin/mp/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v2
    const/4 v3, 0x0
    new-instance v4, Lcom/example/dlg/ToolProvider$special$$inlined$inject$default$2;
    invoke-direct {v4, v1, v0, v3}, Lcom/example/dlg/ToolProvider$special$$inlined$inject$default$2;-><init>(Landroid/content/ComponentCallbacks;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v4, Lkotlin/jvm/functions/Function0;
    invoke-static {v2, v4}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dlg/ToolProvider;->exported$delegate:Lkotlin/Lazy;
    .line 6
    const-string v0, "confirm"
    invoke-static {v0}, Lorg/koin/core/qualifier/QualifierKt;->named(Ljava/lang/String;)Lorg/koin/core/qualifier/StringQualifier;
    move-result-object v0
    check-cast v0, Lorg/koin/core/qualifier/Qualifier;
    sget-object v2, Lorg/koin/mp/KoinPlatformTools;->INSTANCE:Lorg/koin/mp/KoinPlatformTools;
    invoke-virtual {v2}, Lorg/koin/mp/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v2
    new-instance v4, Lcom/example/dlg/ToolProvider$special$$inlined$inject$default$3;
    invoke-direct {v4, v1, v0, v3}, Lcom/example/dlg/ToolProvider$special$$inlined$inject$default$3;-><init>(Landroid/content/ComponentCallbacks;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v4, Lkotlin/jvm/functions/Function0;
    invoke-static {v2, v4}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dlg/ToolProvider;->confirm$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private static final call$lambda$0()Ljava/util/Random;
    .locals 1
    .line 9
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    return-object v0
.end method

.method private static final call$lambda$1(Lkotlin/Lazy;)Ljava/util/Random;
    .locals 0
    .line 9
    invoke-interface {p0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/util/Random;
    return-object p0
.end method

.method private static final call$lambda$2()Ljava/security/SecureRandom;
    .locals 1
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method private static final call$lambda$3(Lkotlin/Lazy;)Ljava/security/SecureRandom;
    .locals 0
    .line 10
    invoke-interface {p0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/security/SecureRandom;
    return-object p0
.end method

.method private final getConfirm()Landroid/app/PendingIntent;
    .locals 1
    .line 6
    iget-object v0, p0, Lcom/example/dlg/ToolProvider;->confirm$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/PendingIntent;
    return-object v0
.end method

.method private final getExported()Landroid/os/ParcelFileDescriptor;
    .locals 1
    .line 5
    iget-object v0, p0, Lcom/example/dlg/ToolProvider;->exported$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/ParcelFileDescriptor;
    return-object v0
.end method

.method private final getInjected()Ljava/util/Random;
    .locals 1
    .line 4
    iget-object v0, p0, Lcom/example/dlg/ToolProvider;->injected$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    .line 9
    sget-object p2, Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda0;
    invoke-static {p2}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object p2
    .line 10
    sget-object p3, Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/dlg/ToolProvider$$ExternalSyntheticLambda1;
    invoke-static {p3}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object p3
    .line 11
    invoke-static {p2}, Lcom/example/dlg/ToolProvider;->call$lambda$1(Lkotlin/Lazy;)Ljava/util/Random;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p2
    const-string v0, "session_token"
    invoke-virtual {p1, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss CETP613: the local delegate's initializer makes a SecureRandom
    .line 12
    invoke-static {p3}, Lcom/example/dlg/ToolProvider;->call$lambda$3(Lkotlin/Lazy;)Ljava/security/SecureRandom;
    move-result-object p2
    invoke-virtual {p2}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p2
    const-string p3, "resume_token"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    invoke-direct {p0}, Lcom/example/dlg/ToolProvider;->getInjected()Ljava/util/Random;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p2
    const-string p3, "operation_id"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Lcom/example/dlg/ToolProvider;->getInjected()Ljava/util/Random;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p2
    const-string p3, "display_name"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Lcom/example/dlg/ToolProvider;->getExported()Landroid/os/ParcelFileDescriptor;
    move-result-object p2
    check-cast p2, Landroid/os/Parcelable;
    const-string p3, "result_fd"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 16
    invoke-direct {p0}, Lcom/example/dlg/ToolProvider;->getConfirm()Landroid/app/PendingIntent;
    move-result-object p2
    check-cast p2, Landroid/os/Parcelable;
    const-string p3, "resolution"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 17
    return-object p1
.end method

.method public onCreate()Z
    .locals 1
    .line 7
    const/4 v0, 0x1
    return v0
.end method
