.class public Lcom/inkwell/notes/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/NotesToolProvider$Resolutions;,
        Lcom/inkwell/notes/NotesToolProvider$NoteTool;
    }
.end annotation


# static fields
.field public static final ASSISTANT_CERT:[B

.field static final NEGOTIATED:Ljava/lang/String; = "{\"selected_version\":2,\"provider_id\":\"com.inkwell\",\"provider_name\":\"Inkwell notes\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

.field static final TAG:Ljava/lang/String; = "InkwellNotes"


# instance fields
.field private final background:Ljava/util/concurrent/ExecutorService;

.field private final calls:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/NotesToolProvider$NoteTool;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private exportDir:Ljava/io/File;

.field private final pending:Lcom/inkwell/notes/PendingDeletes;

.field private policy:Lcom/inkwell/core/CallerPolicy;

.field private final resolutions:Lcom/inkwell/notes/NotesToolProvider$Resolutions;

.field private final sessions:Lcom/inkwell/core/SessionTable;

.field private trash:Lcom/inkwell/notes/NoteTrash;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 37
    const-string v0, "q1Zr0c4WbX8mTz2Ke6uP9nHj3yLd5Gv7Qs1Af0Bo4Rw="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider;->ASSISTANT_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 35
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 46
    new-instance v0, Lcom/inkwell/core/SessionTable;

    invoke-direct {v0}, Lcom/inkwell/core/SessionTable;-><init>()V

    iput-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->sessions:Lcom/inkwell/core/SessionTable;

    .line 47
    invoke-static {}, Lcom/inkwell/notes/PendingDeletes;->get()Lcom/inkwell/notes/PendingDeletes;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->pending:Lcom/inkwell/notes/PendingDeletes;

    .line 48
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->background:Ljava/util/concurrent/ExecutorService;

    .line 49
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->calls:Ljava/util/EnumMap;

    .line 50
    new-instance v0, Lcom/inkwell/notes/NotesToolProvider$Resolutions;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/inkwell/notes/NotesToolProvider$Resolutions;-><init>(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/notes/NotesToolProvider$1;)V

    iput-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->resolutions:Lcom/inkwell/notes/NotesToolProvider$Resolutions;

    return-void
.end method

.method static synthetic access$100(Lcom/inkwell/notes/NotesToolProvider;J)Ljava/lang/String;
    .registers 4

    .line 35
    invoke-direct {p0, p1, p2}, Lcom/inkwell/notes/NotesToolProvider;->describe(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$300(Lcom/inkwell/notes/NotesToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method static synthetic access$400(Lcom/inkwell/notes/NotesToolProvider;)Ljava/io/File;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->exportDir:Ljava/io/File;

    return-object v0
.end method

.method static synthetic access$500(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/core/CallerPolicy;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->policy:Lcom/inkwell/core/CallerPolicy;

    return-object v0
.end method

.method static synthetic access$600(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/PendingDeletes;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->pending:Lcom/inkwell/notes/PendingDeletes;

    return-object v0
.end method

.method static synthetic access$700(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/NotesToolProvider$Resolutions;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->resolutions:Lcom/inkwell/notes/NotesToolProvider$Resolutions;

    return-object v0
.end method

.method static synthetic access$800(Lcom/inkwell/notes/NotesToolProvider;)Lcom/inkwell/notes/NoteTrash;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->trash:Lcom/inkwell/notes/NoteTrash;

    return-object v0
.end method

.method static synthetic access$900(Lcom/inkwell/notes/NotesToolProvider;)Ljava/util/concurrent/ExecutorService;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->background:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method private describe(J)Ljava/lang/String;
    .registers 9

    .line 136
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "SELECT title FROM notes WHERE id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 137
    :try_start_0
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v1

    if-eqz v1, :cond_0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Delete the note \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-interface {v0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_0
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Delete note "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 138
    :goto_0
    if-eqz v0, :cond_1

    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 137
    :cond_1
    return-object v1

    .line 136
    :catch_0
    move-exception v1

    if-eqz v0, :cond_2

    :try_start_1
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v2

    invoke-virtual {v1, v2}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v1
.end method

.method private listTools()Ljava/lang/String;
    .registers 8

    .line 123
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v1, "{\"revision\":\"notes-7\",\"tools\":["

    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 124
    invoke-static {}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->values()[Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    move-result-object v1

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 125
    invoke-virtual {v4}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->ordinal()I

    move-result v5

    if-lez v5, :cond_0

    .line 126
    const/16 v5, 0x2c

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 128
    :cond_0
    const-string v5, "{\"name\":\""

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    iget-object v6, v4, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->wireName:Ljava/lang/String;

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "\",\"annotations\":{\"effect\":\""

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    iget-object v6, v4, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->effect:Ljava/lang/String;

    .line 129
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "\",\"risk\":\""

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    iget-object v6, v4, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->risk:Ljava/lang/String;

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "\",\"confirmation\":\""

    .line 130
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    iget-object v6, v4, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->confirmation:Ljava/lang/String;

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "\"}}"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 124
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 132
    :cond_1
    const-string v1, "]}"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method private declared-synchronized meter(Lcom/inkwell/notes/NotesToolProvider$NoteTool;)V
    .registers 5

    monitor-enter p0

    .line 118
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider;->calls:Ljava/util/EnumMap;

    invoke-virtual {v0, p1}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    .line 119
    iget-object v1, p0, Lcom/inkwell/notes/NotesToolProvider;->calls:Ljava/util/EnumMap;

    if-nez v0, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v2

    add-int/lit8 v2, v2, 0x1

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v1, p1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 120
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 74
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 75
    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 76
    :goto_0
    const-string v2, "request_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 77
    iget-object v3, p0, Lcom/inkwell/notes/NotesToolProvider;->policy:Lcom/inkwell/core/CallerPolicy;

    invoke-virtual {v3, v0}, Lcom/inkwell/core/CallerPolicy;->trusted(I)Z

    move-result v3

    if-nez v3, :cond_1

    .line 78
    const-string v3, "PERMISSION_DENIED"

    const-string v4, "caller not allowed"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 80
    :cond_1
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_3

    .line 81
    const-string v3, "consumer_versions"

    invoke-virtual {v1, v3}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v3

    invoke-static {v3}, Lcom/inkwell/core/SessionTable;->speaksV2([I)Z

    move-result v3

    if-nez v3, :cond_2

    .line 82
    const/4 v3, 0x0

    const-string v4, "UNSUPPORTED_VERSION"

    const-string v5, "only CETP v2 is served"

    invoke-static {v3, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 84
    :cond_2
    const/4 v3, 0x6

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "status"

    aput-object v5, v3, v4

    const/4 v4, 0x1

    const-string v5, "success"

    aput-object v5, v3, v4

    const/4 v4, 0x2

    const-string v5, "data"

    aput-object v5, v3, v4

    const/4 v4, 0x3

    const-string v5, "{\"selected_version\":2,\"provider_id\":\"com.inkwell\",\"provider_name\":\"Inkwell notes\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"

    aput-object v5, v3, v4

    const/4 v4, 0x4

    const-string v5, "session_token"

    aput-object v5, v3, v4

    iget-object v4, p0, Lcom/inkwell/notes/NotesToolProvider;->sessions:Lcom/inkwell/core/SessionTable;

    invoke-virtual {v4, v0}, Lcom/inkwell/core/SessionTable;->open(I)Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x5

    aput-object v4, v3, v5

    invoke-static {v3}, Lcom/inkwell/core/Replies;->bundle([Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 86
    :cond_3
    iget-object v3, p0, Lcom/inkwell/notes/NotesToolProvider;->sessions:Lcom/inkwell/core/SessionTable;

    const-string v4, "session_token"

    invoke-virtual {v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4, v0}, Lcom/inkwell/core/SessionTable;->valid(Ljava/lang/String;I)Z

    move-result v3

    if-nez v3, :cond_4

    .line 87
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 89
    :cond_4
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_5

    .line 90
    invoke-direct {p0}, Lcom/inkwell/notes/NotesToolProvider;->listTools()Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/inkwell/core/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 92
    :cond_5
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_6

    .line 93
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v2, v3, v4}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 97
    :cond_6
    :try_start_0
    new-instance v3, Lcom/inkwell/core/ToolCall;

    invoke-direct {v3, v0, v1}, Lcom/inkwell/core/ToolCall;-><init>(ILandroid/os/Bundle;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1

    .line 101
    invoke-virtual {v3}, Lcom/inkwell/core/ToolCall;->expired()Z

    move-result v4

    if-eqz v4, :cond_7

    .line 102
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v2, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 104
    :cond_7
    iget-object v4, v3, Lcom/inkwell/core/ToolCall;->toolName:Ljava/lang/String;

    invoke-static {v4}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->forName(Ljava/lang/String;)Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    move-result-object v4

    .line 105
    if-nez v4, :cond_8

    .line 106
    const-string v5, "TOOL_NOT_FOUND"

    const-string v6, "unknown tool"

    invoke-static {v2, v5, v6}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 108
    :cond_8
    invoke-direct {p0, v4}, Lcom/inkwell/notes/NotesToolProvider;->meter(Lcom/inkwell/notes/NotesToolProvider$NoteTool;)V

    .line 110
    :try_start_1
    invoke-virtual {v4, p0, v3}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->run(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v5
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_0

    return-object v5

    .line 111
    :catch_0
    move-exception v5

    .line 112
    const-string v6, "InkwellNotes"

    const-string v7, "tool failed"

    invoke-static {v6, v7, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 113
    const-string v6, "INTERNAL_ERROR"

    const-string v7, "the tool could not run"

    invoke-static {v2, v6, v7}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 98
    :catch_1
    move-exception v3

    .line 99
    const-string v4, "INVALID_ARGS"

    const-string v5, "args must be a JSON object"

    invoke-static {v2, v4, v5}, Lcom/inkwell/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 291
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 281
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 286
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 54
    invoke-virtual {p0}, Lcom/inkwell/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 55
    const-string v1, "inkwell.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    iput-object v1, p0, Lcom/inkwell/notes/NotesToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 56
    new-instance v1, Ljava/io/File;

    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "exports"

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/inkwell/notes/NotesToolProvider;->exportDir:Ljava/io/File;

    .line 57
    iget-object v1, p0, Lcom/inkwell/notes/NotesToolProvider;->exportDir:Ljava/io/File;

    invoke-virtual {v1}, Ljava/io/File;->mkdirs()Z

    .line 58
    new-instance v1, Lcom/inkwell/core/CallerPolicy;

    sget-object v3, Lcom/inkwell/notes/NotesToolProvider;->ASSISTANT_CERT:[B

    invoke-direct {v1, v0, v3}, Lcom/inkwell/core/CallerPolicy;-><init>(Landroid/content/Context;[B)V

    iput-object v1, p0, Lcom/inkwell/notes/NotesToolProvider;->policy:Lcom/inkwell/core/CallerPolicy;

    .line 59
    iget-object v1, p0, Lcom/inkwell/notes/NotesToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 60
    new-instance v3, Lcom/inkwell/notes/NotesToolProvider$1;

    invoke-direct {v3, p0, v1}, Lcom/inkwell/notes/NotesToolProvider$1;-><init>(Lcom/inkwell/notes/NotesToolProvider;Landroid/database/sqlite/SQLiteDatabase;)V

    .line 67
    const-class v4, Lcom/inkwell/notes/NoteTrash;

    invoke-virtual {v4}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;

    move-result-object v4

    const/4 v5, 0x1

    new-array v5, v5, [Ljava/lang/Class;

    const-class v6, Lcom/inkwell/notes/NoteTrash;

    aput-object v6, v5, v2

    new-instance v6, Lcom/inkwell/notes/NotesAudit;

    invoke-direct {v6, v3}, Lcom/inkwell/notes/NotesAudit;-><init>(Lcom/inkwell/notes/NoteTrash;)V

    invoke-static {v4, v5, v6}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/inkwell/notes/NoteTrash;

    iput-object v4, p0, Lcom/inkwell/notes/NotesToolProvider;->trash:Lcom/inkwell/notes/NoteTrash;

    .line 69
    const/4 v4, 0x1

    return v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 276
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 296
    const/4 v0, 0x0

    return v0
.end method
