.class abstract Lcom/plotshare/shed/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<R:",
        "Lcom/plotshare/shed/ToolRequest;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method final call(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 6

    .line 15
    :try_start_0
    new-instance v0, Lcom/plotshare/shed/ToolRequest;

    invoke-direct {v0, p1, p2}, Lcom/plotshare/shed/ToolRequest;-><init>(Landroid/os/Bundle;I)V

    invoke-virtual {p0, v0}, Lcom/plotshare/shed/Tool;->parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/ToolRequest;

    move-result-object v0

    .line 16
    invoke-virtual {p0, v0}, Lcom/plotshare/shed/Tool;->run(Lcom/plotshare/shed/ToolRequest;)Landroid/os/Bundle;

    move-result-object v1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 17
    :catch_0
    move-exception v0

    .line 18
    const-string v1, "INVALID_ARGUMENT"

    const-string v2, "arguments do not match the tool schema"

    invoke-static {v1, v2}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method abstract parse(Lcom/plotshare/shed/ToolRequest;)Lcom/plotshare/shed/ToolRequest;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/plotshare/shed/ToolRequest;",
            ")TR;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method abstract run(Lcom/plotshare/shed/ToolRequest;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TR;)",
            "Landroid/os/Bundle;"
        }
    .end annotation
.end method
