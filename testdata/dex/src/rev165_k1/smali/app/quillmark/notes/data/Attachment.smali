.class public final Lapp/quillmark/notes/data/Attachment;
.super Ljava/lang/Object;
.source "AttachmentStore.kt"


# instance fields
.field private final id:J

.field private final mime:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final noteId:J

.field private final path:Ljava/lang/String;

.field private final size:J


# direct methods
.method public constructor <init>(JJLjava/lang/String;Ljava/lang/String;JLjava/lang/String;)V
    .registers 11

    const-string v0, "name"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "mime"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "path"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/quillmark/notes/data/Attachment;->id:J

    iput-wide p3, p0, Lapp/quillmark/notes/data/Attachment;->noteId:J

    iput-object p5, p0, Lapp/quillmark/notes/data/Attachment;->name:Ljava/lang/String;

    iput-object p6, p0, Lapp/quillmark/notes/data/Attachment;->mime:Ljava/lang/String;

    iput-wide p7, p0, Lapp/quillmark/notes/data/Attachment;->size:J

    iput-object p9, p0, Lapp/quillmark/notes/data/Attachment;->path:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getId()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lapp/quillmark/notes/data/Attachment;->id:J

    return-wide v0
.end method

.method public final getMime()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/data/Attachment;->mime:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/data/Attachment;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getNoteId()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lapp/quillmark/notes/data/Attachment;->noteId:J

    return-wide v0
.end method

.method public final getPath()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quillmark/notes/data/Attachment;->path:Ljava/lang/String;

    return-object v0
.end method

.method public final getSize()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lapp/quillmark/notes/data/Attachment;->size:J

    return-wide v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 11
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lapp/quillmark/notes/data/Attachment;->id:J

    const-string v1, "attachment_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lapp/quillmark/notes/data/Attachment;->noteId:J

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/quillmark/notes/data/Attachment;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 12
    iget-object v2, p0, Lapp/quillmark/notes/data/Attachment;->mime:Ljava/lang/String;

    const-string v1, "media_type"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lapp/quillmark/notes/data/Attachment;->size:J

    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
