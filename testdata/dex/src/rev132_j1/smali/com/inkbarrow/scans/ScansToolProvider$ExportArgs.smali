.class final Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;
.super Lcom/inkbarrow/cetp/Args;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/scans/ScansToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ExportArgs"
.end annotation


# instance fields
.field final album:Ljava/lang/String;

.field final fileName:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 151
    invoke-direct {p0}, Lcom/inkbarrow/cetp/Args;-><init>()V

    .line 152
    const-string v1, "album"

    const/16 v2, 0x50

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->album:Ljava/lang/String;

    .line 153
    const-string v1, "file_name"

    const/16 v2, 0x78

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    .line 154
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 5

    .line 158
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->album:Ljava/lang/String;

    iget-object v1, p0, Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "album \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d to "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method
