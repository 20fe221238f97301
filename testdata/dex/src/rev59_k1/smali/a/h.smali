.class public final La/h;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final a:Landroid/content/SharedPreferences;
.field private final b:Ljava/util/Map;

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3
    const-string v0, "prefs"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 111
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, La/h;->a:Landroid/content/SharedPreferences;
    .line 112
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    check-cast v0, Ljava/util/Map;
    .line 112
    iput-object v0, v1, La/h;->b:Ljava/util/Map;
    .line 111
    return-void
.end method

.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    const-string v1, "request"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 115
    move-object v5, v12
    monitor-enter v5
    :t_16
    nop
    const/4 v0, 0x0
    move v6, v0
    .line 116
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v0
    invoke-virtual {v13}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 117
    iget-object v0, v12, La/h;->b:Ljava/util/Map;
    invoke-interface {v0, v7}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L66
    iget-object v0, v12, La/h;->a:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v7, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    :L66
    move-object v8, v0
    .line 118
    if-eqz v8, :L95
    .line 119
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1, v8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    .line 115
    move-object v11, v0
    :t_90
    monitor-exit v5
    return-object v11
    :t_95
    :L95
    .line 121
    invoke-interface {v14}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v9, v0
    .line 122
    instance-of v0, v9, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    if-eqz v0, :L165
    .line 123
    check-cast v9, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Success;->getValue()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 124
    iget-object v0, v12, La/h;->a:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0, v7, v10}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    move-result v0
    .line 125
    iget-object v0, v12, La/h;->b:Ljava/util/Map;
    invoke-interface {v0, v7, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :L165
    .line 127
    .line 115
    move-object v6, v9
    :t_169
    monitor-exit v5
    move-object v0, v6
    goto :L183
    :L176
    move-exception v0
    move-object v7, v0
    monitor-exit v5
    throw v7
    :L183
    .line 128
    return-object v0
    .catchall {:t_16 .. :t_90} :L176
    .catchall {:t_95 .. :t_169} :L176
.end method

