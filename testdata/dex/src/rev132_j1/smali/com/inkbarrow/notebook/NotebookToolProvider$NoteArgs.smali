.class final Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;
.super Lcom/inkbarrow/cetp/Args;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "NoteArgs"
.end annotation


# instance fields
.field final heading:Ljava/lang/String;

.field final notebook:Ljava/lang/String;

.field final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;Ljava/lang/String;I)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 181
    invoke-direct {p0}, Lcom/inkbarrow/cetp/Args;-><init>()V

    .line 182
    const-string v1, "notebook"

    const/16 v2, 0x3c

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->notebook:Ljava/lang/String;

    .line 183
    const-string v1, "heading"

    const/16 v2, 0x78

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->heading:Ljava/lang/String;

    .line 184
    invoke-static {p1, p2, p3}, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text:Ljava/lang/String;

    .line 185
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 5

    .line 189
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->text:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    iget-object v1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;->notebook:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " characters into \u201c"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\u201d"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method
