.class Lcom/lumenhaus/locks/LockToolProvider$5;
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

    .line 181
    iput-object p1, p0, Lcom/lumenhaus/locks/LockToolProvider$5;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 184
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "lock_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 185
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider$5;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0, p1}, Lcom/lumenhaus/locks/LockToolProvider;->access$400(Lcom/lumenhaus/locks/LockToolProvider;Lcom/lumenhaus/cetp/Invocation;)I

    move-result v7

    .line 186
    if-nez v7, :cond_0

    .line 187
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "Revoking was declined"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 189
    :cond_0
    const/4 v1, 0x1

    if-eq v7, v1, :cond_1

    .line 190
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider$5;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Remove every guest code of lock "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, p1, v2}, Lcom/lumenhaus/locks/LockToolProvider;->access$500(Lcom/lumenhaus/locks/LockToolProvider;Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 192
    :cond_1
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider$5;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/locks/LockToolProvider;->access$100(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/cetp/RadioLink;

    move-result-object v0

    iget-object v1, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "lock"

    invoke-virtual {v3, v4, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    .line 193
    invoke-virtual {p1}, Lcom/lumenhaus/cetp/Invocation;->remainingMs()J

    move-result-wide v4

    .line 192
    const-string v2, "revoke_codes"

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/cetp/RadioLink;->send(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v8

    .line 194
    const-string v2, "status"

    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 195
    return-object v8

    .line 197
    :cond_2
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider$5;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v0}, Lcom/lumenhaus/locks/LockToolProvider;->access$200(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/data/HubStore;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/lumenhaus/data/HubStore;->revokeGuestCodes(Ljava/lang/String;)I

    move-result v9

    .line 198
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "revoked"

    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
