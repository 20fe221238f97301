.class final Lapp/shoebox/album/DeleteAlbumHandler;
.super Lapp/shoebox/core/ToolHandler;
.source "DeleteAlbumHandler.java"


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
.field private final store:Lapp/shoebox/album/AlbumStore;


# direct methods
.method constructor <init>(Lapp/shoebox/album/AlbumStore;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Lapp/shoebox/core/ToolHandler;-><init>()V

    .line 14
    iput-object p1, p0, Lapp/shoebox/album/DeleteAlbumHandler;->store:Lapp/shoebox/album/AlbumStore;

    .line 15
    return-void
.end method


# virtual methods
.method public handle(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 19
    const-string v0, "album_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 20
    const-string v2, "keep_photos"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-eqz v2, :cond_0

    iget-object v2, p0, Lapp/shoebox/album/DeleteAlbumHandler;->store:Lapp/shoebox/album/AlbumStore;

    invoke-virtual {v2, v1}, Lapp/shoebox/album/AlbumStore;->unfile(Ljava/lang/String;)I

    move-result v2

    goto :goto_0

    :cond_0
    iget-object v2, p0, Lapp/shoebox/album/DeleteAlbumHandler;->store:Lapp/shoebox/album/AlbumStore;

    invoke-virtual {v2, v1}, Lapp/shoebox/album/AlbumStore;->deletePhotos(Ljava/lang/String;)I

    move-result v2

    .line 21
    :goto_0
    iget-object v3, p0, Lapp/shoebox/album/DeleteAlbumHandler;->store:Lapp/shoebox/album/AlbumStore;

    invoke-virtual {v3, v1}, Lapp/shoebox/album/AlbumStore;->deleteAlbum(Ljava/lang/String;)V

    .line 22
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v0, "photos"

    invoke-virtual {v3, v0, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public bridge synthetic handle(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 10
    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {p0, p1}, Lapp/shoebox/album/DeleteAlbumHandler;->handle(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
