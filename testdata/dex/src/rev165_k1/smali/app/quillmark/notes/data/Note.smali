.class public final Lapp/quillmark/notes/data/Note;
.super Ljava/lang/Object;
.source "NoteStore.kt"


# instance fields
.field private final archived:Z

.field private final folder:Ljava/lang/String;

.field private final id:J

.field private final title:Ljava/lang/String;

.field private final updatedAt:J


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;ZJ)V
    .registers 9

    const-string v0, "title"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/quillmark/notes/data/Note;->id:J

    iput-object p3, p0, Lapp/quillmark/notes/data/Note;->title:Ljava/lang/String;

    iput-object p4, p0, Lapp/quillmark/notes/data/Note;->folder:Ljava/lang/String;

    iput-boolean p5, p0, Lapp/quillmark/notes/data/Note;->archived:Z

    iput-wide p6, p0, Lapp/quillmark/notes/data/Note;->updatedAt:J

    return-void
.end method


# virtual methods
.method public final getArchived()Z
    .registers 2

    .line 9
    iget-boolean v0, p0, Lapp/quillmark/notes/data/Note;->archived:Z

    return v0
.end method

.method public final getFolder()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/quillmark/notes/data/Note;->folder:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lapp/quillmark/notes/data/Note;->id:J

    return-wide v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/quillmark/notes/data/Note;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final getUpdatedAt()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lapp/quillmark/notes/data/Note;->updatedAt:J

    return-wide v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 10
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lapp/quillmark/notes/data/Note;->id:J

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/quillmark/notes/data/Note;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/quillmark/notes/data/Note;->folder:Ljava/lang/String;

    const-string v1, "folder"

    if-nez v2, :cond_0

    const-string v2, ""

    :cond_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 11
    iget-boolean v2, p0, Lapp/quillmark/notes/data/Note;->archived:Z

    const-string v1, "archived"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lapp/quillmark/notes/data/Note;->updatedAt:J

    const-string v1, "updated_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
