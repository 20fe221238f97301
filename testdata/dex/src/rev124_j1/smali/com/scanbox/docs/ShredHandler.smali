.class public final Lcom/scanbox/docs/ShredHandler;
.super Ljava/lang/Object;
.source "ShredHandler.java"

# interfaces
.implements Lcom/scanbox/cetp/Handler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/scanbox/cetp/Handler<",
        "Lcom/scanbox/docs/ShredArgs;",
        ">;"
    }
.end annotation


# static fields
.field private static final CONFIRM_SCREEN:Lcom/scanbox/cetp/ScreenSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 19
    new-instance v0, Lcom/scanbox/cetp/ScreenSpec;

    const-string v1, "com.scanbox"

    const-string v2, "com.scanbox.ui.ConfirmActivity"

    const/high16 v3, 0x8000000

    invoke-direct {v0, v1, v2, v3}, Lcom/scanbox/cetp/ScreenSpec;-><init>(Ljava/lang/String;Ljava/lang/String;I)V

    sput-object v0, Lcom/scanbox/docs/ShredHandler;->CONFIRM_SCREEN:Lcom/scanbox/cetp/ScreenSpec;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public effect()Lcom/scanbox/cetp/Effect;
    .registers 2

    .line 29
    sget-object v0, Lcom/scanbox/cetp/Effect;->DELETE:Lcom/scanbox/cetp/Effect;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 24
    const-string v0, "shred_document"

    return-object v0
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/ToolArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 17
    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/docs/ShredHandler;->parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/docs/ShredArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/docs/ShredArgs;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 35
    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->confirmations()Lcom/scanbox/cetp/Confirmations;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/scanbox/cetp/Confirmations;->redeem(Lcom/scanbox/cetp/Invocation;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v4, v0

    .line 36
    new-instance v0, Lcom/scanbox/docs/ShredArgs;

    const-string v3, "document_id"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2, v4}, Lcom/scanbox/docs/ShredArgs;-><init>(Ljava/lang/String;Z)V

    return-object v0
.end method

.method public bridge synthetic run(Lcom/scanbox/cetp/ToolArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 17
    check-cast p1, Lcom/scanbox/docs/ShredArgs;

    invoke-virtual {p0, p1, p2, p3}, Lcom/scanbox/docs/ShredHandler;->run(Lcom/scanbox/docs/ShredArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/scanbox/docs/ShredArgs;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ToolContext;)Lcom/scanbox/cetp/Reply;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 41
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->documents()Lcom/scanbox/data/DocumentStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/scanbox/docs/ShredArgs;->documentId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/scanbox/data/DocumentStore;->find(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v8

    .line 42
    invoke-virtual {v8}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 43
    const-string v0, "INVALID_ARGS"

    const-string v1, "No document has this id"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Reply;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 45
    :cond_0
    invoke-virtual {p1}, Lcom/scanbox/docs/ShredArgs;->confirmed()Z

    move-result v0

    if-nez v0, :cond_1

    .line 46
    invoke-virtual {v8}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/scanbox/data/Document;

    invoke-virtual {v0}, Lcom/scanbox/data/Document;->title()Ljava/lang/String;

    move-result-object v0

    const-string v1, "Untitled scan"

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Invocation$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v9, v0

    .line 47
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->confirmations()Lcom/scanbox/cetp/Confirmations;

    move-result-object v0

    sget-object v3, Lcom/scanbox/docs/ShredHandler;->CONFIRM_SCREEN:Lcom/scanbox/cetp/ScreenSpec;

    .line 48
    invoke-virtual {v8}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/scanbox/data/Document;

    invoke-virtual {v5}, Lcom/scanbox/data/Document;->pages()I

    move-result v5

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Shred \""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "\" ("

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " pages) for good?"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v4, v6

    .line 47
    invoke-virtual {v0, p3, p2, v3, v4}, Lcom/scanbox/cetp/Confirmations;->ask(Lcom/scanbox/cetp/ToolContext;Lcom/scanbox/cetp/Invocation;Lcom/scanbox/cetp/ScreenSpec;Ljava/lang/String;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0

    .line 50
    :cond_1
    invoke-virtual {p3}, Lcom/scanbox/cetp/ToolContext;->documents()Lcom/scanbox/data/DocumentStore;

    move-result-object v0

    invoke-virtual {v8}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/scanbox/data/Document;

    invoke-virtual {v0, v1}, Lcom/scanbox/data/DocumentStore;->shred(Lcom/scanbox/data/Document;)V

    .line 51
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lcom/scanbox/docs/ShredArgs;->documentId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "document_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "shredded"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->ok(Lorg/json/JSONObject;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method
