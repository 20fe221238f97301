.class final Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;
.super Lcom/inkbarrow/cetp/Args;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "NotebookArgs"
.end annotation


# instance fields
.field final notebook:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 166
    invoke-direct {p0}, Lcom/inkbarrow/cetp/Args;-><init>()V

    .line 167
    const-string v1, "notebook"

    const/16 v2, 0x3c

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;->notebook:Ljava/lang/String;

    .line 168
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 4

    .line 172
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;->notebook:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "notebook \u201c"

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

    return-object v0
.end method
