.class Lcom/lumenhaus/devices/DeviceToolProvider$7;
.super Ljava/lang/Object;
.source "DeviceToolProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/devices/DeviceToolProvider;->execute(ILjava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
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
.field final synthetic this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

.field final synthetic val$deadline:J

.field final synthetic val$rawArgs:Ljava/lang/String;

.field final synthetic val$requestId:Ljava/lang/String;

.field final synthetic val$resumeToken:Ljava/lang/String;

.field final synthetic val$tool:Ljava/lang/String;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/lumenhaus/devices/DeviceToolProvider;Ljava/lang/String;ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;)V
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 273
    iput-object p1, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    iput-object p2, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$rawArgs:Ljava/lang/String;

    iput p3, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$uid:I

    iput-object p4, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$requestId:Ljava/lang/String;

    iput-wide p5, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$deadline:J

    iput-object p7, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$tool:Ljava/lang/String;

    iput-object p8, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$resumeToken:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public call()Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 276
    new-instance v11, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$rawArgs:Ljava/lang/String;

    invoke-direct {v11, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 277
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->this$0:Lcom/lumenhaus/devices/DeviceToolProvider;

    new-instance v1, Lcom/lumenhaus/cetp/Invocation;

    iget v3, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$uid:I

    iget-object v4, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$requestId:Ljava/lang/String;

    iget-wide v5, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$deadline:J

    iget-object v7, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$tool:Ljava/lang/String;

    iget-object v9, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$tool:Ljava/lang/String;

    iget-object v10, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$rawArgs:Ljava/lang/String;

    invoke-static {v9, v10}, Lcom/lumenhaus/data/Ledger;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    iget-object v10, p0, Lcom/lumenhaus/devices/DeviceToolProvider$7;->val$resumeToken:Ljava/lang/String;

    move-object v2, v1

    move-object v8, v11

    invoke-direct/range {v2 .. v10}, Lcom/lumenhaus/cetp/Invocation;-><init>(ILjava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lcom/lumenhaus/devices/DeviceToolProvider;->access$500(Lcom/lumenhaus/devices/DeviceToolProvider;Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;

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

    .line 273
    invoke-virtual {p0}, Lcom/lumenhaus/devices/DeviceToolProvider$7;->call()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
