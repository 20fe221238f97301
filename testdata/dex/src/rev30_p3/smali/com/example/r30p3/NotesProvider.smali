.class public final Lcom/example/r30p3/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"


# static fields
.field private static final SORTS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"notes-12\",\"tools\":[{\"name\":\"search_notes\"},{\"name\":\"list_notes\"},{\"name\":\"delete_notes\"},{\"name\":\"purge_trash\"}]}"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 17
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "updated"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "title"

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "created"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/example/r30p3/NotesProvider;->SORTS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static count(Landroid/database/Cursor;)Landroid/os/Bundle;
    .registers 4

    .line 119
    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I

    move-result v0

    .line 120
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 121
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p0, "{\"count\":"

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, "}"

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Lcom/example/r30p3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method

.method private db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 5

    .line 25
    invoke-virtual {p0}, Lcom/example/r30p3/NotesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "notes.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method private deleteNotes(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7

    .line 102
    invoke-static {p1}, Lcom/example/r30p3/DeleteRequest;->parse(Lorg/json/JSONObject;)Lcom/example/r30p3/DeleteRequest;

    move-result-object p1

    .line 103
    iget-boolean v0, p1, Lcom/example/r30p3/DeleteRequest;->confirmed:Z

    if-nez v0, :cond_0

    .line 104
    const-string p1, "INVALID_ARGS"

    const-string v0, "ask the user, then set user_confirmed"

    invoke-static {p1, v0}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 106
    :cond_0
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    iget-object p1, p1, Lcom/example/r30p3/DeleteRequest;->folder:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    const-string p1, "notes"

    const-string v2, "folder = ?"

    invoke-virtual {v0, p1, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    .line 107
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p1, "{\"deleted\":"

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p1, "}"

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private list(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    .line 94
    const-string v0, "sort"

    const-string v1, "updated"

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 95
    sget-object v0, Lcom/example/r30p3/NotesProvider;->SORTS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 96
    const-string p1, "INVALID_ARGS"

    const-string v0, "unknown sort"

    invoke-static {p1, v0}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 98
    :cond_0
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "SELECT id, title FROM notes ORDER BY "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const/4 v1, 0x0

    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p3/NotesProvider;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private purgeTrash(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 111
    invoke-virtual {p0}, Lcom/example/r30p3/NotesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p1}, Lcom/example/r30p3/Approvals;->isApproved(Landroid/content/Context;Ljava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_0

    .line 112
    const-string p1, "CONFLICT"

    const-string v0, "approve the purge in the app first"

    invoke-static {p1, v0}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 114
    :cond_0
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v0, "notes"

    const-string v1, "trashed = 1"

    const/4 v2, 0x0

    invoke-virtual {p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    .line 115
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p1, "{\"deleted\":"

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p1, "}"

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private search(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    .line 88
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v1, "SELECT id, title FROM notes WHERE tag = \'"

    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 89
    const-string v1, "tag"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    const/16 v1, 0x27

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 90
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p3/NotesProvider;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 56
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 57
    invoke-virtual {p0}, Lcom/example/r30p3/NotesProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r30p3/Guard;->verify(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 58
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 60
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 61
    invoke-static {p2}, Lcom/example/r30p3/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r30p3/Replies;->negotiated(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 63
    :cond_1
    invoke-static {p3, p2}, Lcom/example/r30p3/Envelope;->refuse(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object p2

    .line 64
    if-eqz p2, :cond_2

    .line 65
    return-object p2

    .line 67
    :cond_2
    const-string p2, "list_tools"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_3

    .line 68
    const-string p1, "{\"revision\":\"notes-12\",\"tools\":[{\"name\":\"search_notes\"},{\"name\":\"list_notes\"},{\"name\":\"delete_notes\"},{\"name\":\"purge_trash\"}]}"

    invoke-static {p1}, Lcom/example/r30p3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 70
    :cond_3
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 71
    const-string p2, "args"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p2}, Lcom/example/r30p3/Args;->parse(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p2

    .line 72
    const-string v0, "search_notes"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 73
    invoke-direct {p0, p2}, Lcom/example/r30p3/NotesProvider;->search(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 75
    :cond_4
    const-string v0, "list_notes"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 76
    invoke-direct {p0, p2}, Lcom/example/r30p3/NotesProvider;->list(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 78
    :cond_5
    const-string v0, "delete_notes"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 79
    invoke-direct {p0, p2}, Lcom/example/r30p3/NotesProvider;->deleteNotes(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 81
    :cond_6
    const-string p2, "purge_trash"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_7

    .line 82
    const-string p1, "request_id"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r30p3/NotesProvider;->purgeTrash(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 84
    :cond_7
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r30p3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 46
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v0, "notes"

    invoke-virtual {p1, v0, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result p1

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2

    .line 35
    const-string p1, "vnd.android.cursor.dir/vnd.example.note"

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 40
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v0, "notes"

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1, p2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide p1

    .line 41
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "content://com.example.r30p3.notes/notes/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object p1

    return-object p1
.end method

.method public onCreate()Z
    .registers 2

    .line 21
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 14

    .line 30
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "notes"

    const/4 v5, 0x0

    const/4 v6, 0x0

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v7, p5

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 51
    invoke-direct {p0}, Lcom/example/r30p3/NotesProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v0, "notes"

    invoke-virtual {p1, v0, p2, p3, p4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result p1

    return p1
.end method
