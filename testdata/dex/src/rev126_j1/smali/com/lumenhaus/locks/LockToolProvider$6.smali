.class Lcom/lumenhaus/locks/LockToolProvider$6;
.super Ljava/lang/Object;
.source "LockToolProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/locks/LockToolProvider;->execute(Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhaus/locks/LockToolProvider;

.field final synthetic val$deadline:J

.field final synthetic val$rawArgs:Ljava/lang/String;

.field final synthetic val$requestId:Ljava/lang/String;

.field final synthetic val$resumeToken:Ljava/lang/String;

.field final synthetic val$tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/lumenhaus/locks/LockToolProvider;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 283
    iput-object p1, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    iput-object p2, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$rawArgs:Ljava/lang/String;

    iput-object p3, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$requestId:Ljava/lang/String;

    iput-wide p4, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$deadline:J

    iput-object p6, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$tool:Ljava/lang/String;

    iput-object p7, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$resumeToken:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public call()Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 286
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v11

    .line 287
    new-instance v12, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$rawArgs:Ljava/lang/String;

    invoke-direct {v12, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 288
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->this$0:Lcom/lumenhaus/locks/LockToolProvider;

    new-instance v1, Lcom/lumenhaus/cetp/Invocation;

    iget-object v4, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$requestId:Ljava/lang/String;

    iget-wide v5, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$deadline:J

    iget-object v7, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$tool:Ljava/lang/String;

    iget-object v9, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$tool:Ljava/lang/String;

    iget-object v10, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$rawArgs:Ljava/lang/String;

    invoke-static {v9, v10}, Lcom/lumenhaus/data/Ledger;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    iget-object v10, p0, Lcom/lumenhaus/locks/LockToolProvider$6;->val$resumeToken:Ljava/lang/String;

    move-object v2, v1

    move v3, v11

    move-object v8, v12

    invoke-direct/range {v2 .. v10}, Lcom/lumenhaus/cetp/Invocation;-><init>(ILjava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lcom/lumenhaus/locks/LockToolProvider;->access$600(Lcom/lumenhaus/locks/LockToolProvider;Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 283
    invoke-virtual {p0}, Lcom/lumenhaus/locks/LockToolProvider$6;->call()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
