.class public final Lcom/scanbox/share/ShareHandler;
.super Ljava/lang/Object;
.source "ShareHandler.java"

# interfaces
.implements Lcom/scanbox/cetp/Handler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/scanbox/cetp/Handler<",
        "Lcom/scanbox/share/ShareArgs;",
        ">;"
    }
.end annotation


# static fields
.field private static final CONSENT_SCREEN:Lcom/scanbox/cetp/ScreenSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 18
    new-instance v0, Lcom/scanbox/cetp/ScreenSpec;

    const-string v1, "com.scanbox.courier"

    const-string v2, "com.scanbox.courier.ConsentActivity"

    const/high16 v3, 0xc000000

    invoke-direct {v0, v1, v2, v3}, Lcom/scanbox/cetp/ScreenSpec;-><init>(Ljava/lang/String;Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/share/ShareHandler;->CONSENT_SCREEN:Lcom/scanbox/cetp/ScreenSpec;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public effect()Lcom/scanbox/cetp/Effect;
    .registers 2

    .line 29
    sget-object v0, Lcom/scanbox/cetp/Effect;->CREATE:Lcom/scanbox/cetp/Effect;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 24
    const-string v0, "share_document"

    return-object v0
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 16
    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/share/ShareHandler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/share/ShareArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/share/ShareArgs;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 34
    new-instance v0, Lcom/scanbox/share/ShareArgs;

    const-string v2, "document_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "recipient"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 35
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->confirmations()Lcom/scanbox/cetp/Confirmations;

    move-result-object v3

    invoke-virtual {v3, p2}, Lcom/scanbox/cetp/Confirmations;->redeem(Lcom/scanbox/cetp/Invocation;)Z

    move-result v3

    invoke-direct {v0, v1, v2, v3}, Lcom/scanbox/share/ShareArgs;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 34
    return-object v0
.end method

.method public bridge synthetic run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 16
    check-cast p1, Lcom/scanbox/share/ShareArgs;

    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/share/ShareHandler;->run(Lcom/scanbox/share/ShareArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/scanbox/share/ShareArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 40
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->documents()Lcom/scanbox/data/DocumentStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/scanbox/share/ShareArgs;->documentId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/data/DocumentStore;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v8

    .line 41
    invoke-virtual {v8}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 42
    const-string v0, "INVALID_ARGS"

    const-string v1, "No document has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 44
    :cond_0
    invoke-virtual {p1}, Lcom/scanbox/share/ShareArgs;->confirmed()Z

    move-result v0

    if-nez v0, :cond_1

    .line 45
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->confirmations()Lcom/scanbox/cetp/Confirmations;

    move-result-object v0

    sget-object v3, Lcom/scanbox/share/ShareHandler;->CONSENT_SCREEN:Lcom/scanbox/cetp/ScreenSpec;

    .line 46
    invoke-virtual {v8}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/scanbox/data/Document;

    invoke-virtual {v4}, Lcom/scanbox/data/Document;->title()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/scanbox/share/ShareArgs;->recipient()Ljava/lang/String;

    move-result-object v5

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Send a link to \""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "\" to "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "?"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v4, v6

    .line 45
    invoke-virtual {v0, p3, p2, v3, v4}, Lcom/scanbox/cetp/Confirmations;->ask(Lcom/scanbox/cetp/ToolContext;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 48
    :cond_1
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->shares()Lcom/scanbox/data/ShareStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/scanbox/share/ShareArgs;->documentId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/scanbox/share/ShareArgs;->recipient()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/scanbox/data/ShareStore;->create(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 49
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "share_id"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->ok(Lorg/json/JSONObject;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method
