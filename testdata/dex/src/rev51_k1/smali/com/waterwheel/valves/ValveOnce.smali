.class public final Lcom/waterwheel/valves/ValveOnce;
.super Ljava/lang/Object;
.source "ValveProvider.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nValveProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ValveProvider.kt\ncom/waterwheel/valves/ValveOnce\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,128:1\n1#2:129\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/waterwheel/valves/ValveOnce;
.field private static final done:Ljava/util/Map;

.method private constructor <init>()V
    .registers 1
    .line 119
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 13
    const-string v1, "request"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 123
    sget-object v0, Lcom/waterwheel/valves/ValveOnce;->done:Ljava/util/Map;
    move-object v4, v0
    monitor-enter v4
    :t_18
    nop
    const/4 v0, 0x0
    move v5, v0
    .line 124
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v0
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 125
    sget-object v0, Lcom/waterwheel/valves/ValveOnce;->done:Ljava/util/Map;
    invoke-interface {v0, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-nez v0, :L100
    invoke-interface {v12}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v8, v7
    .line 129
    const/4 v0, 0x0
    move v9, v0
    .line 125
    instance-of v0, v8, Lcom/clawseed/cetp/sdk/CetpProviderResult$NeedsUser;
    if-nez v0, :L94
    sget-object v0, Lcom/waterwheel/valves/ValveOnce;->done:Ljava/util/Map;
    invoke-interface {v0, v6, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :L94
    .line 125
    nop
    .line 125
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v0, v7
    :L100
    .line 125
    nop
    .line 123
    move-object v5, v0
    :t_103
    monitor-exit v4
    move-object v0, v5
    goto :L117
    :L110
    move-exception v0
    move-object v6, v0
    monitor-exit v4
    throw v6
    :L117
    .line 126
    return-object v0
    .catchall {:t_18 .. :t_103} :L110
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/waterwheel/valves/ValveOnce;
    invoke-direct {v0}, Lcom/waterwheel/valves/ValveOnce;-><init>()V
    sput-object v0, Lcom/waterwheel/valves/ValveOnce;->INSTANCE:Lcom/waterwheel/valves/ValveOnce;
    .line 120
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    check-cast v0, Ljava/util/Map;
    .line 120
    sput-object v0, Lcom/waterwheel/valves/ValveOnce;->done:Ljava/util/Map;
    return-void
.end method

