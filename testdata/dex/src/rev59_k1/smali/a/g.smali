.class public final La/g;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final a:La/g;
.field private static final b:Ljava/util/Map;

.method private constructor <init>()V
    .registers 1
    .line 112
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 13
    const-string v1, "request"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 116
    sget-object v0, La/g;->b:Ljava/util/Map;
    move-object v4, v0
    monitor-enter v4
    :t_18
    nop
    const/4 v0, 0x0
    move v5, v0
    .line 117
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v0
    invoke-virtual {v11}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 118
    sget-object v0, La/g;->b:Ljava/util/Map;
    invoke-interface {v0, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-nez v0, :L92
    invoke-interface {v12}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v8, v7
    .line 118
    const/4 v0, 0x0
    move v9, v0
    .line 118
    sget-object v0, La/g;->b:Ljava/util/Map;
    invoke-interface {v0, v6, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 118
    nop
    .line 118
    check-cast v7, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v0, v7
    :L92
    .line 118
    nop
    .line 116
    move-object v5, v0
    :t_95
    monitor-exit v4
    move-object v0, v5
    goto :L109
    :L102
    move-exception v0
    move-object v6, v0
    monitor-exit v4
    throw v6
    :L109
    .line 119
    return-object v0
    .catchall {:t_18 .. :t_95} :L102
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, La/g;
    invoke-direct {v0}, La/g;-><init>()V
    sput-object v0, La/g;->a:La/g;
    .line 113
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    check-cast v0, Ljava/util/Map;
    .line 113
    sput-object v0, La/g;->b:Ljava/util/Map;
    return-void
.end method

