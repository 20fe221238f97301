.class public final Lcom/quillbox/Note;
.super Ljava/lang/Object;
.source "NoteStore.kt"

# instance fields
.field private final body:Ljava/lang/String;
.field private final folder:Ljava/lang/String;
.field private final id:J
.field private final owner:I
.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 8
    const-string v0, "folder"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "title"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "body"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/quillbox/Note;->id:J
    iput-object p3, p0, Lcom/quillbox/Note;->folder:Ljava/lang/String;
    iput-object p4, p0, Lcom/quillbox/Note;->title:Ljava/lang/String;
    iput-object p5, p0, Lcom/quillbox/Note;->body:Ljava/lang/String;
    iput p6, p0, Lcom/quillbox/Note;->owner:I
    return-void
.end method


# virtual methods
.method public final getBody()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/quillbox/Note;->body:Ljava/lang/String;
    return-object v0
.end method

.method public final getFolder()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/quillbox/Note;->folder:Ljava/lang/String;
    return-object v0
.end method

.method public final getId()J
    .registers 3
    .line 13
    iget-wide v0, p0, Lcom/quillbox/Note;->id:J
    return-wide v0
.end method

.method public final getOwner()I
    .registers 2
    .line 13
    iget v0, p0, Lcom/quillbox/Note;->owner:I
    return v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/quillbox/Note;->title:Ljava/lang/String;
    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5
    .line 14
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-wide v2, p0, Lcom/quillbox/Note;->id:J
    const-string v1, "id"
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/quillbox/Note;->folder:Ljava/lang/String;
    const-string v1, "folder"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/quillbox/Note;->title:Ljava/lang/String;
    const-string v1, "title"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
