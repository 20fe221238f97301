.class final Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;
.super Lcom/inkbarrow/cetp/Args;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ExportArgs"
.end annotation


# instance fields
.field final fileName:Ljava/lang/String;

.field final notebook:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 197
    invoke-direct {p0}, Lcom/inkbarrow/cetp/Args;-><init>()V

    .line 198
    const-string v1, "notebook"

    const/16 v2, 0x3c

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->notebook:Ljava/lang/String;

    .line 199
    const-string v1, "file_name"

    const/16 v2, 0x40

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    .line 200
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 5

    .line 204
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->notebook:Ljava/lang/String;

    iget-object v1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;->fileName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "\u201c"

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
