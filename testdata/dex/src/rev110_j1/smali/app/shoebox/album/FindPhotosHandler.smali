.class final Lapp/shoebox/album/FindPhotosHandler;
.super Lapp/shoebox/core/ToolHandler;
.source "FindPhotosHandler.java"


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
.field private final photos:Lapp/shoebox/album/PhotoQueries;


# direct methods
.method constructor <init>(Lapp/shoebox/album/PhotoQueries;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Lapp/shoebox/core/ToolHandler;-><init>()V

    .line 16
    iput-object p1, p0, Lapp/shoebox/album/FindPhotosHandler;->photos:Lapp/shoebox/album/PhotoQueries;

    .line 17
    return-void
.end method


# virtual methods
.method public handle(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 21
    const-string v0, "tag"

    const-string v1, ""

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 22
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v1

    if-eqz v1, :cond_0

    iget-object v1, p0, Lapp/shoebox/album/FindPhotosHandler;->photos:Lapp/shoebox/album/PhotoQueries;

    const-string v2, "album_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {v1, v2}, Lapp/shoebox/album/PhotoQueries;->photosIn(Ljava/lang/String;)Ljava/util/List;

    move-result-object v1

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/shoebox/album/FindPhotosHandler;->photos:Lapp/shoebox/album/PhotoQueries;

    invoke-interface {v1, v0}, Lapp/shoebox/album/PhotoQueries;->photosTagged(Ljava/lang/String;)Ljava/util/List;

    move-result-object v1

    .line 23
    :goto_0
    const-string v2, "limit"

    const/16 v3, 0x32

    invoke-virtual {p1, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    const/16 v3, 0xc8

    invoke-static {v2, v3}, Ljava/lang/Math;->min(II)I

    move-result v2

    const/4 v3, 0x1

    invoke-static {v3, v2}, Ljava/lang/Math;->max(II)I

    move-result v2

    .line 24
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    invoke-static {v1, v2}, Lapp/shoebox/album/PhotoQueries$-CC;->firstN(Ljava/util/List;I)Ljava/util/List;

    move-result-object v5

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v5, "uris"

    invoke-virtual {v3, v5, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

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

    .line 12
    check-cast p1, Lorg/json/JSONObject;

    invoke-virtual {p0, p1}, Lapp/shoebox/album/FindPhotosHandler;->handle(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
