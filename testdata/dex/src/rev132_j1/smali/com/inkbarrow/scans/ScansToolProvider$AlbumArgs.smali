.class final Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;
.super Lcom/inkbarrow/cetp/Args;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/scans/ScansToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "AlbumArgs"
.end annotation


# instance fields
.field final album:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;Z)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 122
    invoke-direct {p0}, Lcom/inkbarrow/cetp/Args;-><init>()V

    .line 123
    move-object v0, p0

    if-eqz p2, :cond_0

    const-string v2, "album"

    const/16 v3, 0x50

    invoke-static {p1, v2, v3}, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_0
    const-string v2, "album"

    const/16 v3, 0x50

    const/4 v4, 0x0

    invoke-static {p1, v2, v3, v4}, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    :goto_0
    iput-object v1, v0, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;->album:Ljava/lang/String;

    .line 124
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 4

    .line 128
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;->album:Ljava/lang/String;

    if-nez v0, :cond_0

    const-string v0, "all albums"

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;->album:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "album \u201c"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\u201d"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    :goto_0
    return-object v0
.end method
