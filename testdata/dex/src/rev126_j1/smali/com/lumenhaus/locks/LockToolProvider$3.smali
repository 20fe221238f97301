.class Lcom/lumenhaus/locks/LockToolProvider$3;
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

    .line 154
    iput-object p1, p0, Lcom/lumenhaus/locks/LockToolProvider$3;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 157
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/lumenhaus/locks/LockToolProvider$3;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    invoke-static {v3}, Lcom/lumenhaus/locks/LockToolProvider;->access$200(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/data/HubStore;

    move-result-object v3

    invoke-virtual {v3}, Lcom/lumenhaus/data/HubStore;->locks()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "locks"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
