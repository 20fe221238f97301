# Kotlin sketch (ToolProvider.kt), compiled by kotlinc 2 (lambdas through
# invokedynamic, desugared by D8 into $$ExternalSyntheticLambdaN): Int and
# Long values boxed on their way to a PendingIntent's flags or a token key
# (`by lazy` and Koin `by inject()` delegates, a generic helper given a
# nullable Int) and unboxed with Number.intValue()/longValue().
#   package com.example.box                                                       // 1
#
#   class ToolProvider : ContentProvider() {                                      // 3
#       private val lazyFlags: Int by lazy { PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT } // 4
#       private val weakFlags: Int by lazy { PendingIntent.FLAG_UPDATE_CURRENT }  // 5
#       private val injectedFlags: Int by inject(named("flags"))                  // 6
#       private val opId: Long by inject(named("op"))                             // 7
#       override fun onCreate() = true                                            // 8
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val out = Bundle()                                                    // 10
#           val i = Intent(context, ConfirmActivity::class.java)                  // 11
#           out.putParcelable("a", PendingIntent.getActivity(context, 1, i, lazyFlags))  // 12 near miss 601
#           out.putParcelable("b", PendingIntent.getActivity(context, 2, i, weakFlags))  // 13 CETP601
#           out.putParcelable("c", PendingIntent.getActivity(context, 3, i, pick(null, PendingIntent.FLAG_IMMUTABLE)))      // 14 near miss 601
#           out.putParcelable("d", PendingIntent.getActivity(context, 4, i, pick(null, PendingIntent.FLAG_UPDATE_CURRENT))) // 15 CETP601
#           out.putParcelable("e", PendingIntent.getActivity(context, 5, i, injectedFlags)) // 16 note 601
#           out.putLong("operation_id", opId)                                     // 17 note 613
#           return out                                                            // 18
#       }
#       private fun <T> pick(v: T?, d: T): T = v ?: d                             // 20
#   }
.class public final Lcom/example/box/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final injectedFlags$delegate:Lkotlin/Lazy;

.field private final lazyFlags$delegate:Lkotlin/Lazy;

.field private final opId$delegate:Lkotlin/Lazy;

.field private final weakFlags$delegate:Lkotlin/Lazy;

.method public constructor <init>()V
    .locals 5
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 4
    sget-object v0, Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/box/ToolProvider$$ExternalSyntheticLambda0;
    check-cast v0, Lkotlin/jvm/functions/Function0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/box/ToolProvider;->lazyFlags$delegate:Lkotlin/Lazy;
    .line 5
    sget-object v0, Lcom/example/box/ToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/box/ToolProvider$$ExternalSyntheticLambda1;
    check-cast v0, Lkotlin/jvm/functions/Function0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/box/ToolProvider;->weakFlags$delegate:Lkotlin/Lazy;
    .line 6
    const-string v0, "flags"
    invoke-static {v0}, Lorg/koin/core/qualifier/QualifierKt;->named(Ljava/lang/String;)Lorg/koin/core/qualifier/StringQualifier;
    move-result-object v0
    check-cast v0, Lorg/koin/core/qualifier/Qualifier;
    move-object v1, p0
    check-cast v1, Landroid/content/ComponentCallbacks;
    sget-object v2, Lorg/koin/mp/KoinPlatformTools;->INSTANCE:Lorg/koin/mp/KoinPlatformTools;
    invoke-virtual {v2}, Lorg/koin/mp/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v2
    const/4 v3, 0x0
    new-instance v4, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;
    invoke-direct {v4, v1, v0, v3}, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;-><init>(Landroid/content/ComponentCallbacks;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v4, Lkotlin/jvm/functions/Function0;
    invoke-static {v2, v4}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/box/ToolProvider;->injectedFlags$delegate:Lkotlin/Lazy;
    .line 7
    const-string v0, "op"
    invoke-static {v0}, Lorg/koin/core/qualifier/QualifierKt;->named(Ljava/lang/String;)Lorg/koin/core/qualifier/StringQualifier;
    move-result-object v0
    check-cast v0, Lorg/koin/core/qualifier/Qualifier;
    sget-object v2, Lorg/koin/mp/KoinPlatformTools;->INSTANCE:Lorg/koin/mp/KoinPlatformTools;
    invoke-virtual {v2}, Lorg/koin/mp/KoinPlatformTools;->defaultLazyMode()Lkotlin/LazyThreadSafetyMode;
    move-result-object v2
    new-instance v4, Lcom/example/box/ToolProvider$special$$inlined$inject$default$2;
    invoke-direct {v4, v1, v0, v3}, Lcom/example/box/ToolProvider$special$$inlined$inject$default$2;-><init>(Landroid/content/ComponentCallbacks;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    check-cast v4, Lkotlin/jvm/functions/Function0;
    invoke-static {v2, v4}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/box/ToolProvider;->opId$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private static final lazyFlags_delegate$lambda$0()I
    .locals 1
    .line 4
    const/high16 v0, 0x14000000
    return v0
.end method

.method private static final weakFlags_delegate$lambda$1()I
    .locals 1
    .line 5
    const/high16 v0, 0x8000000
    return v0
.end method

.method private final getLazyFlags()I
    .locals 1
    .line 4
    iget-object v0, p0, Lcom/example/box/ToolProvider;->lazyFlags$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method

.method private final getWeakFlags()I
    .locals 1
    .line 5
    iget-object v0, p0, Lcom/example/box/ToolProvider;->weakFlags$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method

.method private final getInjectedFlags()I
    .locals 1
    .line 6
    iget-object v0, p0, Lcom/example/box/ToolProvider;->injectedFlags$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method

.method private final getOpId()J
    .locals 2
    .line 7
    iget-object v0, p0, Lcom/example/box/ToolProvider;->opId$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    return-wide v0
.end method

.method private final pick(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(TT;TT;)TT;"
        }
    .end annotation
    .line 20
    if-nez p1, :cond_0
    move-object p1, p2
    :cond_0
    return-object p1
.end method

.method public onCreate()Z
    .locals 1
    .line 8
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    .line 11
    new-instance p2, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/box/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    const-class v0, Lcom/example/box/ConfirmActivity;
    invoke-direct {p2, p3, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    # near miss CETP601: the lazy's initializer gives FLAG_IMMUTABLE | FLAG_UPDATE_CURRENT, boxed
    .line 12
    invoke-virtual {p0}, Lcom/example/box/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    invoke-direct {p0}, Lcom/example/box/ToolProvider;->getLazyFlags()I
    move-result v0
    const/4 v1, 0x1
    invoke-static {p3, v1, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    check-cast p3, Landroid/os/Parcelable;
    const-string v0, "a"
    invoke-virtual {p1, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 13
    invoke-virtual {p0}, Lcom/example/box/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    invoke-direct {p0}, Lcom/example/box/ToolProvider;->getWeakFlags()I
    move-result v0
    const/4 v1, 0x2
    invoke-static {p3, v1, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    check-cast p3, Landroid/os/Parcelable;
    const-string v0, "b"
    invoke-virtual {p1, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # near miss CETP601: pick(null, FLAG_IMMUTABLE) gives the boxed FLAG_IMMUTABLE
    .line 14
    invoke-virtual {p0}, Lcom/example/box/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    const/4 v0, 0x0
    const/high16 v1, 0x4000000
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-direct {p0, v0, v1}, Lcom/example/box/ToolProvider;->pick(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    const/4 v1, 0x3
    invoke-static {p3, v1, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    check-cast p3, Landroid/os/Parcelable;
    const-string v0, "c"
    invoke-virtual {p1, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 15
    invoke-virtual {p0}, Lcom/example/box/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    const/4 v0, 0x0
    const/high16 v1, 0x8000000
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-direct {p0, v0, v1}, Lcom/example/box/ToolProvider;->pick(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    const/4 v1, 0x4
    invoke-static {p3, v1, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    check-cast p3, Landroid/os/Parcelable;
    const-string v0, "d"
    invoke-virtual {p1, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 16
    invoke-virtual {p0}, Lcom/example/box/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    invoke-direct {p0}, Lcom/example/box/ToolProvider;->getInjectedFlags()I
    move-result v0
    const/4 v1, 0x5
    invoke-static {p3, v1, p2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p2
    check-cast p2, Landroid/os/Parcelable;
    const-string p3, "e"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 17
    invoke-direct {p0}, Lcom/example/box/ToolProvider;->getOpId()J
    move-result-wide v0
    const-string p2, "operation_id"
    invoke-virtual {p1, p2, v0, v1}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V
    .line 18
    return-object p1
.end method
