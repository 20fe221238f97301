.class public final Lcom/quillbin/data/NotesDao$Attachment;
.super Ljava/lang/Object;
.source "NotesDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/data/NotesDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Attachment"
.end annotation


# instance fields
.field public final file:Ljava/lang/String;

.field public final id:J

.field public final mediaType:Ljava/lang/String;

.field public final noteId:J

.field public final sha256:Ljava/lang/String;

.field public final size:J


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/data/NotesDao$Attachment;->id:J

    .line 40
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/data/NotesDao$Attachment;->noteId:J

    .line 41
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    .line 42
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/data/NotesDao$Attachment;->mediaType:Ljava/lang/String;

    .line 43
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/quillbin/data/NotesDao$Attachment;->size:J

    .line 44
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/quillbin/data/NotesDao$Attachment;->sha256:Ljava/lang/String;

    .line 45
    return-void
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 48
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/quillbin/data/NotesDao$Attachment;->id:J

    .line 49
    const-string v1, "attachment_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/quillbin/data/NotesDao$Attachment;->noteId:J

    .line 50
    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/quillbin/data/NotesDao$Attachment;->file:Ljava/lang/String;

    .line 51
    const-string v1, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/quillbin/data/NotesDao$Attachment;->mediaType:Ljava/lang/String;

    .line 52
    const-string v1, "media_type"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lcom/quillbin/data/NotesDao$Attachment;->size:J

    .line 53
    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/quillbin/data/NotesDao$Attachment;->sha256:Ljava/lang/String;

    .line 54
    const-string v1, "sha256"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    return-object v0
.end method
