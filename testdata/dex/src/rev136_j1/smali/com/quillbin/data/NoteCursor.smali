.class public final Lcom/quillbin/data/NoteCursor;
.super Landroid/database/CursorWrapper;
.source "NoteCursor.java"


# static fields
.field static final COLUMNS:[Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 11
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "notebook_id"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "title"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "body"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "tags"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "updated_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/quillbin/data/NoteCursor;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Landroid/database/Cursor;)V
    .registers 2

    .line 14
    invoke-direct {p0, p1}, Landroid/database/CursorWrapper;-><init>(Landroid/database/Cursor;)V

    .line 15
    return-void
.end method


# virtual methods
.method public body()Ljava/lang/String;
    .registers 3

    .line 30
    const/4 v1, 0x3

    invoke-virtual {p0, v1}, Lcom/quillbin/data/NoteCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public full()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 62
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 63
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->id()J

    move-result-wide v2

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 64
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->notebookId()J

    move-result-wide v2

    const-string v1, "notebook_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->title()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->body()Ljava/lang/String;

    move-result-object v2

    const-string v1, "body"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 67
    const/4 v3, 0x4

    invoke-virtual {p0, v3}, Lcom/quillbin/data/NoteCursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "tags"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 68
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->updatedAt()J

    move-result-wide v2

    const-string v1, "updated_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 62
    return-object v0
.end method

.method public id()J
    .registers 3

    .line 18
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quillbin/data/NoteCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method

.method public notebookId()J
    .registers 3

    .line 22
    const/4 v1, 0x1

    invoke-virtual {p0, v1}, Lcom/quillbin/data/NoteCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method

.method public summary()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 50
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->body()Ljava/lang/String;

    move-result-object v5

    .line 51
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 52
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->id()J

    move-result-wide v2

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 53
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->notebookId()J

    move-result-wide v2

    const-string v1, "notebook_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 54
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->title()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 55
    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v2

    const/16 v3, 0xa0

    const-string v1, "excerpt"

    if-le v2, v3, :cond_0

    const/4 v3, 0x0

    const/16 v4, 0xa0

    invoke-virtual {v5, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    goto :goto_0

    :cond_0
    move-object v2, v5

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 56
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->tags()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "tags"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 57
    invoke-virtual {p0}, Lcom/quillbin/data/NoteCursor;->updatedAt()J

    move-result-wide v2

    const-string v1, "updated_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    return-object v0
.end method

.method public tags()Lorg/json/JSONArray;
    .registers 8

    .line 35
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 36
    const/4 v1, 0x4

    invoke-virtual {p0, v1}, Lcom/quillbin/data/NoteCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v3

    array-length v4, v3

    const/4 v5, 0x0

    :goto_0
    if-ge v5, v4, :cond_1

    aget-object v6, v3, v5

    .line 37
    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 38
    invoke-virtual {v2, v6}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 36
    :cond_0
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 41
    :cond_1
    return-object v2
.end method

.method public title()Ljava/lang/String;
    .registers 3

    .line 26
    const/4 v1, 0x2

    invoke-virtual {p0, v1}, Lcom/quillbin/data/NoteCursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public updatedAt()J
    .registers 3

    .line 45
    const/4 v1, 0x5

    invoke-virtual {p0, v1}, Lcom/quillbin/data/NoteCursor;->getLong(I)J

    move-result-wide v0

    return-wide v0
.end method
