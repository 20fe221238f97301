.class final Lapp/shoebox/backup/RestoreHandler;
.super Lapp/shoebox/core/ToolHandler;
.source "RestoreHandler.java"


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

    .line 13
    invoke-direct {p0}, Lapp/shoebox/core/ToolHandler;-><init>()V

    .line 14
    iput-object p1, p0, Lapp/shoebox/backup/RestoreHandler;->store:Lapp/shoebox/backup/SnapshotStore;

    .line 15
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

    .line 10
    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {p0, p1}, Lapp/shoebox/backup/RestoreHandler;->handle(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public handle(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 19
    const-string v0, "snapshot_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 20
    iget-object v1, p0, Lapp/shoebox/backup/RestoreHandler;->store:Lapp/shoebox/backup/SnapshotStore;

    invoke-virtual {v1, v0}, Lapp/shoebox/backup/SnapshotStore;->restore(Ljava/lang/String;)V

    .line 21
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "restored"

    invoke-virtual {v1, v2, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
