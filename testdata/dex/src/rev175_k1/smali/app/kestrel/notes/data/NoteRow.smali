.class public final Lapp/kestrel/notes/data/NoteRow;
.super Ljava/lang/Object;
.source "NoteStore.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final body:Ljava/lang/String;

.field private final id:J

.field private final tag:Ljava/lang/String;

.field private final title:Ljava/lang/String;

.field private final updatedAt:J


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    const-string v0, "title"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "body"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/kestrel/notes/data/NoteRow;->id:J

    iput-object p3, p0, Lapp/kestrel/notes/data/NoteRow;->title:Ljava/lang/String;

    iput-object p4, p0, Lapp/kestrel/notes/data/NoteRow;->body:Ljava/lang/String;

    iput-object p5, p0, Lapp/kestrel/notes/data/NoteRow;->tag:Ljava/lang/String;

    iput-wide p6, p0, Lapp/kestrel/notes/data/NoteRow;->updatedAt:J

    return-void
.end method


# virtual methods
.method public final getBody()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteRow;->body:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/kestrel/notes/data/NoteRow;->id:J

    return-wide v0
.end method

.method public final getTag()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteRow;->tag:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/kestrel/notes/data/NoteRow;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final getUpdatedAt()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/kestrel/notes/data/NoteRow;->updatedAt:J

    return-wide v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 5

    .line 8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 9
    iget-wide v2, p0, Lapp/kestrel/notes/data/NoteRow;->id:J

    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/data/NoteRow;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/data/NoteRow;->body:Ljava/lang/String;

    const-string v1, "body"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 10
    iget-object v2, p0, Lapp/kestrel/notes/data/NoteRow;->tag:Ljava/lang/String;

    const-string v1, "tag"

    if-nez v2, :cond_0

    const-string v2, ""

    :cond_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lapp/kestrel/notes/data/NoteRow;->updatedAt:J

    const-string v1, "updated_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
