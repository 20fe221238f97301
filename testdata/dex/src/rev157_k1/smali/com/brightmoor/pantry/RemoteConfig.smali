.class public final Lcom/brightmoor/pantry/RemoteConfig;
.super Ljava/lang/Object;
.source "Config.kt"


# instance fields
.field private final memoryReplays$delegate:Lkotlin/Lazy;

.field private final orderLimit$delegate:Lkotlin/Lazy;

.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    const-string v0, "ctx"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    const-string v1, "remote_config"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/brightmoor/pantry/RemoteConfig;->prefs:Landroid/content/SharedPreferences;

    .line 14
    new-instance v0, Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda0;-><init>(Lcom/brightmoor/pantry/RemoteConfig;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/brightmoor/pantry/RemoteConfig;->memoryReplays$delegate:Lkotlin/Lazy;

    .line 15
    new-instance v0, Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/brightmoor/pantry/RemoteConfig$$ExternalSyntheticLambda1;-><init>(Lcom/brightmoor/pantry/RemoteConfig;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/brightmoor/pantry/RemoteConfig;->orderLimit$delegate:Lkotlin/Lazy;

    .line 12
    return-void
.end method

.method public static final memoryReplays_delegate$lambda$0(Lcom/brightmoor/pantry/RemoteConfig;)Z
    .registers 4

    .line 14
    iget-object v0, p0, Lcom/brightmoor/pantry/RemoteConfig;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "memory_replays"

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z

    move-result v0

    return v0
.end method

.method public static final orderLimit_delegate$lambda$0(Lcom/brightmoor/pantry/RemoteConfig;)I
    .registers 4

    .line 15
    iget-object v0, p0, Lcom/brightmoor/pantry/RemoteConfig;->prefs:Landroid/content/SharedPreferences;

    const-string v1, "order_limit"

    const-string v2, "40"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {v0}, Lkotlin/text/StringsKt;->toIntOrNull(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_0

    :cond_0
    const/16 v0, 0x28

    :goto_0
    return v0
.end method


# virtual methods
.method public final getMemoryReplays()Z
    .registers 3

    .line 14
    iget-object v1, p0, Lcom/brightmoor/pantry/RemoteConfig;->memoryReplays$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method

.method public final getOrderLimit()I
    .registers 3

    .line 15
    iget-object v1, p0, Lcom/brightmoor/pantry/RemoteConfig;->orderLimit$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    return v0
.end method
