.class public final Lcom/quillbox/NoteStore;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "NoteStore.kt"

# static fields
.field public static final Companion:Lcom/quillbox/NoteStore$Companion;
.field private static final NOTE_COLUMNS:[Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/quillbox/NoteStore$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/quillbox/NoteStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quillbox/NoteStore;->Companion:Lcom/quillbox/NoteStore$Companion;
    .line 101
    const/4 v0, 0x5
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "id"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "folder"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "title"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    const-string v2, "body"
    const/4 v1, 0x3
    aput-object v2, v3, v1
    const-string v2, "owner"
    const/4 v1, 0x4
    aput-object v2, v3, v1
    sput-object v3, Lcom/quillbox/NoteStore;->NOTE_COLUMNS:[Ljava/lang/String;
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;)V
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-string v1, "quillbox.db"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-direct {p0, p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Object;I)V
    return-void
.end method

.method public static final synthetic access$getNOTE_COLUMNS$cp()[Ljava/lang/String;
    .registers 1
    .line 20
    sget-object v0, Lcom/quillbox/NoteStore;->NOTE_COLUMNS:[Ljava/lang/String;
    return-object v0
.end method

.method public static final synthetic access$note(Lcom/quillbox/NoteStore;Landroid/database/Cursor;)Lcom/quillbox/Note;
    .registers 3
    .line 20
    invoke-direct {p0, p1}, Lcom/quillbox/NoteStore;->note(Landroid/database/Cursor;)Lcom/quillbox/Note;
    move-result-object v0
    return-object v0
.end method

.method private final note(Landroid/database/Cursor;)Lcom/quillbox/Note;
    .registers 11
    .line 98
    new-instance v0, Lcom/quillbox/Note;
    const/4 v3, 0x0
    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v2
    const/4 v5, 0x1
    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x2
    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v5
    const-string v7, "getString(...)"
    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v7, 0x3
    invoke-interface {p1, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v6
    const-string v8, "getString(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v8, 0x4
    invoke-interface {p1, v8}, Landroid/database/Cursor;->getInt(I)I
    move-result v7
    move-wide v1, v2
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move v6, v7
    invoke-direct/range {v0 .. v6}, Lcom/quillbox/Note;-><init>(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    return-object v0
.end method


# virtual methods
.method public final delete(J)I
    .registers 10
    .line 56
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v6, v4
    const-string v1, "notes"
    const-string v2, "id = ?"
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)J
    .registers 9
    const-string v1, "folder"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "title"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "body"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    .line 49
    const-string v1, "folder"
    invoke-virtual {v3, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    const-string v1, "title"
    invoke-virtual {v3, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    const-string v1, "body"
    invoke-virtual {v3, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "owner"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 53
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public final keep-z0Wnhzs(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 10
    const-string v1, "requestId"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "result"
    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    .line 90
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 91
    const-string v1, "request_id"
    invoke-virtual {v3, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 92
    const-string v1, "tool"
    invoke-virtual {v3, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 93
    sget-object v2, Lcom/quillbox/NoteStore;->Companion:Lcom/quillbox/NoteStore$Companion;
    invoke-virtual {v2, p4}, Lcom/quillbox/NoteStore$Companion;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "args_sha"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 94
    invoke-virtual {p5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "result"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 95
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "receipts"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 96
    return-void
.end method

.method public final note(J)Lkotlinx/coroutines/flow/Flow;
    .registers 5
    .line 37
    new-instance v0, Lcom/quillbox/NoteStore$note$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, p2, v1}, Lcom/quillbox/NoteStore$note$1;-><init>(Lcom/quillbox/NoteStore;JLkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 40
    return-object v0
.end method

.method public final notes(Ljava/lang/String;)Lkotlinx/coroutines/flow/Flow;
    .registers 5
    const-string v1, "folder"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    new-instance v0, Lcom/quillbox/NoteStore$notes$1;
    const/4 v2, 0x0
    invoke-direct {v0, p0, p1, v2}, Lcom/quillbox/NoteStore$notes$1;-><init>(Lcom/quillbox/NoteStore;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 35
    return-object v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const-string v0, "CREATE TABLE notes (id INTEGER PRIMARY KEY, folder TEXT, title TEXT, body TEXT, owner INTEGER, trashed INTEGER DEFAULT 0)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 23
    const-string v0, "CREATE TABLE shares (id INTEGER PRIMARY KEY, note_id INTEGER, recipient TEXT, published INTEGER, by_uid INTEGER)"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 24
    const-string v0, "CREATE TABLE receipts (uid INTEGER, request_id TEXT, tool TEXT, args_sha TEXT, result TEXT, PRIMARY KEY (uid, request_id))"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 25
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    const-string v0, "DROP TABLE IF EXISTS receipts"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 29
    const-string v0, "CREATE TABLE receipts (uid INTEGER, request_id TEXT, tool TEXT, args_sha TEXT, result TEXT, PRIMARY KEY (uid, request_id))"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 30
    return-void
.end method

.method public final publish(JI)J
    .registers 8
    .line 70
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    .line 71
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "note_id"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 72
    const-string v1, "recipient"
    const-string v2, "*"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 73
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "published"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 74
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "by_uid"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 75
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shares"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public final purgeTrash()I
    .registers 5
    .line 58
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "notes"
    const-string v2, "trashed = 1"
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final receipt-J-eU1ss(ILjava/lang/String;)[Ljava/lang/String;
    .registers 17
    move-object/from16 v0, p2
    const-string v1, "requestId"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x3
    new-array v8, v2, [Ljava/lang/String;
    const-string v4, "tool"
    const/4 v3, 0x0
    aput-object v4, v8, v3
    const-string v4, "args_sha"
    const/4 v3, 0x1
    aput-object v4, v8, v3
    const-string v4, "result"
    const/4 v3, 0x2
    aput-object v4, v8, v3
    .line 83
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    const/4 v5, 0x0
    aput-object v6, v8, v5
    const/4 v5, 0x1
    aput-object p2, v8, v5
    .line 82
    move-object v4, v8
    const-string v1, "receipts"
    const-string v3, "uid = ? AND request_id = ?"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    .line 83
    const/4 v9, 0x0
:L65
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
    .line 84
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L132
    const/4 v0, 0x3
    new-array v12, v0, [Ljava/lang/String;
    const/4 v3, 0x0
    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v12, v1
    const/4 v3, 0x1
    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v12, v1
    const/4 v3, 0x2
    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v1, 0x2
    aput-object v2, v12, v1
    move-object v0, v12
    goto :L133
:L132
    const/4 v0, 0x0
:L133
    .line 83
    move-object v13, v0
:L135
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-object v13
:L144
    move-exception v11
    move-object v9, v11
    throw v11
:L153
    move-exception v11
:L155
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
    .catch Ljava/lang/Throwable; {:L65 .. :L135} :L144
    .catchall {:L65 .. :L135} :L153
    .catchall {:L144 .. :L153} :L153
.end method

.method public final revoke(J)I
    .registers 10
    .line 78
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v6, v4
    const-string v1, "shares"
    const-string v2, "id = ?"
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final share(JLjava/lang/String;I)J
    .registers 9
    const-string v1, "recipient"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    .line 62
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "note_id"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 63
    const-string v1, "recipient"
    invoke-virtual {v3, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    const/4 v2, 0x0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "published"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 65
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "by_uid"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 66
    invoke-virtual {p0}, Lcom/quillbox/NoteStore;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shares"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public final shares()Lkotlinx/coroutines/flow/Flow;
    .registers 3
    .line 42
    new-instance v0, Lcom/quillbox/NoteStore$shares$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, v1}, Lcom/quillbox/NoteStore$shares$1;-><init>(Lcom/quillbox/NoteStore;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 45
    return-object v0
.end method
