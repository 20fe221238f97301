.class Lcom/lumenhaus/locks/LockToolProvider$4;
.super Ljava/lang/Object;
.source "LockToolProvider.java"

# interfaces
.implements Lcom/lumenhaus/cetp/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/locks/LockToolProvider;->registerTools()V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhaus/locks/LockToolProvider;


# direct methods
.method constructor <init>(Lcom/lumenhaus/locks/LockToolProvider;)V
    .registers 2

    .line 160
    iput-object p1, p0, Lcom/lumenhaus/locks/LockToolProvider$4;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 163
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "lock_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 164
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "guest"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 165
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "valid_hours"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v12

    .line 166
    const/4 v1, 0x1

    if-lt v12, v1, :cond_0

    const/16 v1, 0xa8

    if-gt v12, v1, :cond_0

    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x28

    if-gt v0, v1, :cond_0

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider$4;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/locks/LockToolProvider;->access$200(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/data/HubStore;

    move-result-object v0

    invoke-virtual {v0, v10}, Lcom/lumenhaus/data/HubStore;->hasLock(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 167
    :cond_0
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Unknown lock or invalid code"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :cond_1
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v13

    .line 170
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider$4;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/locks/LockToolProvider;->access$300(Lcom/lumenhaus/locks/LockToolProvider;)Ljava/lang/String;

    move-result-object v14

    .line 171
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "lock"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "code"

    invoke-virtual {v0, v1, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "pin"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 172
    const-string v1, "hours"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v15

    .line 173
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider$4;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/locks/LockToolProvider;->access$100(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/cetp/RadioLink;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v15}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/lumenhaus/cetp/Invocation;->remainingMs()J

    move-result-wide v4

    const-string v2, "add_code"

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/cetp/RadioLink;->send(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v16

    .line 174
    move-object/from16 v1, v16

    const-string v2, "status"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 175
    return-object v16

    .line 177
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider$4;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/locks/LockToolProvider;->access$200(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/data/HubStore;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    int-to-long v6, v12

    const-wide/32 v8, 0x36ee80

    mul-long/2addr v6, v8

    add-long/2addr v4, v6

    move-object v1, v13

    move-object v2, v10

    move-object v3, v11

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/data/HubStore;->addGuestCode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 178
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "code_id"

    invoke-virtual {v1, v2, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "pin"

    invoke-virtual {v1, v2, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
