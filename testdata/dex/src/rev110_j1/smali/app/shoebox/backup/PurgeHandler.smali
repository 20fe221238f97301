.class final Lapp/shoebox/backup/PurgeHandler;
.super Lapp/shoebox/core/ToolHandler;
.source "PurgeHandler.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lapp/shoebox/core/ToolHandler<",
        "Lorg/json/JSONObject;",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# instance fields
.field private final store:Lapp/shoebox/backup/SnapshotStore;


# direct methods
.method constructor <init>(Lapp/shoebox/backup/SnapshotStore;)V
    .registers 2

    .line 14
    invoke-direct {p0}, Lapp/shoebox/core/ToolHandler;-><init>()V

    .line 15
    iput-object p1, p0, Lapp/shoebox/backup/PurgeHandler;->store:Lapp/shoebox/backup/SnapshotStore;

    .line 16
    return-void
.end method


# virtual methods
.method public bridge synthetic handle(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 11
    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {p0, p1}, Lapp/shoebox/backup/PurgeHandler;->handle(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public handle(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 20
    const-string v0, "keep_last"

    const/4 v1, 0x5

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    invoke-static {v1, v0}, Ljava/lang/Math;->max(II)I

    move-result v0

    .line 21
    iget-object v1, p0, Lapp/shoebox/backup/PurgeHandler;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-virtual {v1, v0}, Lapp/shoebox/backup/SnapshotStore;->beyond(I)Ljava/util/List;

    move-result-object v1

    .line 22
    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v2

    const/4 v3, 0x3

    if-le v2, v3, :cond_0

    const-string v2, "confirmed"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_0

    .line 23
    const-string v2, "CONFLICT"

    const-string v3, "purging more than three snapshots must be confirmed"

    invoke-static {v2, v3}, Lapp/shoebox/core/Replies;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 25
    :cond_0
    iget-object v2, p0, Lapp/shoebox/backup/PurgeHandler;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-virtual {v2, v1}, Lapp/shoebox/backup/SnapshotStore;->delete(Ljava/util/List;)V

    .line 26
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v3

    const-string v4, "purged"

    invoke-virtual {v2, v4, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method
