.class public final Lcom/scanbox/share/RevokeShareHandler;
.super Ljava/lang/Object;
.source "RevokeShareHandler.java"

# interfaces
.implements Lcom/scanbox/cetp/Handler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/scanbox/cetp/Handler<",
        "Lcom/scanbox/share/RevokeArgs;",
        ">;"
    }
.end annotation


# static fields
.field private static final CONFIRM_SCREEN:Lcom/scanbox/cetp/ScreenSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 16
    new-instance v0, Lcom/scanbox/cetp/ScreenSpec;

    const-string v1, "com.scanbox"

    const-string v2, "com.scanbox.ui.ConfirmActivity"

    const/high16 v3, 0xc000000

    invoke-direct {v0, v1, v2, v3}, Lcom/scanbox/cetp/ScreenSpec;-><init>(Ljava/lang/String;Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/share/RevokeShareHandler;->CONFIRM_SCREEN:Lcom/scanbox/cetp/ScreenSpec;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public effect()Lcom/scanbox/cetp/Effect;
    .registers 2

    .line 27
    sget-object v0, Lcom/scanbox/cetp/Effect;->DELETE:Lcom/scanbox/cetp/Effect;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 22
    const-string v0, "revoke_share"

    return-object v0
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 15
    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/share/RevokeShareHandler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/share/RevokeArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/share/RevokeArgs;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 32
    new-instance v0, Lcom/scanbox/share/RevokeArgs;

    const-string v2, "share_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->confirmations()Lcom/scanbox/cetp/Confirmations;

    move-result-object v2

    invoke-virtual {v2, p2}, Lcom/scanbox/cetp/Confirmations;->redeem(Lcom/scanbox/cetp/Invocation;)Z

    move-result v2

    invoke-direct {v0, v1, v2}, Lcom/scanbox/share/RevokeArgs;-><init>(Ljava/lang/String;Z)V

    return-object v0
.end method

.method public bridge synthetic run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 15
    check-cast p1, Lcom/scanbox/share/RevokeArgs;

    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/share/RevokeShareHandler;->run(Lcom/scanbox/share/RevokeArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/scanbox/share/RevokeArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 37
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->shares()Lcom/scanbox/data/ShareStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/scanbox/share/RevokeArgs;->shareId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/data/ShareStore;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v7

    .line 38
    invoke-virtual {v7}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 39
    const-string v0, "INVALID_ARGS"

    const-string v1, "No share has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    invoke-virtual {p1}, Lcom/scanbox/share/RevokeArgs;->confirmed()Z

    move-result v0

    if-nez v0, :cond_1

    .line 42
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->confirmations()Lcom/scanbox/cetp/Confirmations;

    move-result-object v0

    sget-object v3, Lcom/scanbox/share/RevokeShareHandler;->CONFIRM_SCREEN:Lcom/scanbox/cetp/ScreenSpec;

    .line 43
    invoke-virtual {v7}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lorg/json/JSONObject;

    const-string v5, "recipient"

    const-string v6, "this recipient"

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Stop sharing with "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "?"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v4, v5

    .line 42
    invoke-virtual {v0, p3, p2, v3, v4}, Lcom/scanbox/cetp/Confirmations;->ask(Lcom/scanbox/cetp/ToolContext;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 45
    :cond_1
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->shares()Lcom/scanbox/data/ShareStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/scanbox/share/RevokeArgs;->shareId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/data/ShareStore;->revoke(Ljava/lang/String;)Z

    move-result v8

    .line 46
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/scanbox/share/RevokeArgs;->shareId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "share_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "revoked"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->ok(Lorg/json/JSONObject;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method
