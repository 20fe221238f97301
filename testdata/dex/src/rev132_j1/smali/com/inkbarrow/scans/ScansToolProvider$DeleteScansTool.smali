.class final Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/scans/ScansToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "DeleteScansTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/inkbarrow/cetp/AbstractTool<",
        "Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/scans/ScansToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/scans/ScansToolProvider;)V
    .registers 6

    .line 284
    iput-object p1, p0, Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    .line 285
    const-string v0, "delete_scans"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 286
    const-string v1, "Delete album"

    const-string v2, "Deletes every scan of one album. Confirmed on the phone every time."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 287
    const-string v1, "delete"

    const-string v2, "high"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Z)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 288
    const-string v1, "always"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 289
    const-string v1, "scans.write"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 290
    const-string v1, "{\"type\":\"object\",\"properties\":{\"album\":{\"type\":\"string\",\"maxLength\":80}},\"required\":[\"album\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 292
    const-string v1, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 294
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 285
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 295
    return-void
.end method


# virtual methods
.method public bridge synthetic parse(Lorg/json/JSONObject;)Lcom/inkbarrow/cetp/Args;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 283
    invoke-virtual {p0, p1}, Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;)Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 299
    new-instance v0, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;

    const/4 v1, 0x1

    invoke-direct {v0, p1, v1}, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;-><init>(Lorg/json/JSONObject;Z)V

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 283
    check-cast p2, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 304
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/scans/ScansToolProvider;->access$700(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    iget-object v5, p2, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;->album:Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "scans"

    const-string v2, "album = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v6

    .line 305
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "deleted"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/inkbarrow/cetp/Replies;->inline(Lcom/inkbarrow/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
