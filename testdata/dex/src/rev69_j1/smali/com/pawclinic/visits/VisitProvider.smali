.class public Lcom/pawclinic/visits/VisitProvider;
.super Landroid/content/ContentProvider;
.source "VisitProvider.java"

# interfaces
.implements Lcom/pawclinic/core/CallerGate;


# static fields
.field static final AUTHORITY:Ljava/lang/String; = "com.pawclinic.visits"

.field static final MATCHER:Landroid/content/UriMatcher;

.field static final TAG:Ljava/lang/String; = "PawClinic"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"visits-3\",\"tools\":[]}"

.field static final VISITS:I = 0x1

.field static final XRAY:I = 0x2


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4
    .line 35
    new-instance v0, Landroid/content/UriMatcher;
    const/4 v1, -0x1
    invoke-direct {v0, v1}, Landroid/content/UriMatcher;-><init>(I)V
    sput-object v0, Lcom/pawclinic/visits/VisitProvider;->MATCHER:Landroid/content/UriMatcher;
    .line 38
    sget-object v0, Lcom/pawclinic/visits/VisitProvider;->MATCHER:Landroid/content/UriMatcher;
    const-string v1, "com.pawclinic.visits"
    const-string v2, "visits"
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/UriMatcher;->addURI(Ljava/lang/String;Ljava/lang/String;I)V
    .line 39
    sget-object v0, Lcom/pawclinic/visits/VisitProvider;->MATCHER:Landroid/content/UriMatcher;
    const-string v2, "xray/*"
    const/4 v3, 0x2
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/UriMatcher;->addURI(Ljava/lang/String;Ljava/lang/String;I)V
    .line 40
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 42
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/pawclinic/visits/VisitProvider;->sessions:Ljava/util/Map;
    .line 43
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/pawclinic/visits/VisitProvider;->pending:Ljava/util/Map;
    return-void
.end method

.method private ask(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 7
    .line 135
    invoke-static {}, Lcom/pawclinic/core/Tokens;->fresh()Ljava/lang/String;
    move-result-object v0
    .line 136
    iget-object v1, p0, Lcom/pawclinic/visits/VisitProvider;->pending:Ljava/util/Map;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 137
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in PawClinic"
    invoke-static {v1, v2, p1, v0}, Lcom/pawclinic/core/Errors;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 101
    const-string v0, "book_visit"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_cancel
    .line 102
    const-string v0, "slot"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 103
    invoke-direct {p0, p4, p3}, Lcom/pawclinic/visits/VisitProvider;->resumed(Ljava/lang/String;I)Z
    move-result v1
    if-nez v1, :cond_book
    .line 104
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/pawclinic/ui/BookVisitActivity;
    const-string v3, "slot"
    const/high16 v4, 0x4000000
    invoke-static {v1, v2, v3, v0, v4}, Lcom/pawclinic/core/Screens$-CC;->open(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v1
    .line 106
    invoke-direct {p0, v1, p3}, Lcom/pawclinic/visits/VisitProvider;->ask(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 108
    :cond_book
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    .line 109
    const-string v2, "slot"
    invoke-virtual {v1, v2, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 110
    iget-object v2, p0, Lcom/pawclinic/visits/VisitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "visits"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 111
    const-string v2, "{\"booked\":true}"
    invoke-static {v2}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 113
    :cond_cancel
    const-string v0, "cancel_visit"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_unknown
    .line 114
    const-string v0, "visit_id"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 115
    invoke-direct {p0, p4, p3}, Lcom/pawclinic/visits/VisitProvider;->resumed(Ljava/lang/String;I)Z
    move-result v1
    if-nez v1, :cond_drop
    .line 116
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/pawclinic/ui/CancelVisitActivity;
    const-string v3, "visit_id"
    const/high16 v4, 0x8000000
    invoke-static {v1, v2, v3, v0, v4}, Lcom/pawclinic/core/Screens$-CC;->open(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v1
    .line 118
    invoke-direct {p0, v1, p3}, Lcom/pawclinic/visits/VisitProvider;->ask(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 120
    :cond_drop
    iget-object v1, p0, Lcom/pawclinic/visits/VisitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "visits"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v0, v4, v5
    invoke-virtual {v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 121
    const-string v1, "{\"cancelled\":true}"
    invoke-static {v1}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    .line 123
    :cond_unknown
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private resumed(Ljava/lang/String;I)Z
    .registers 5
    .line 127
    if-nez p1, :cond_look
    .line 128
    const/4 v0, 0x0
    return v0
    .line 130
    :cond_look
    iget-object v0, p0, Lcom/pawclinic/visits/VisitProvider;->pending:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    .line 131
    if-eqz v0, :cond_no
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v1
    if-ne v1, p2, :cond_no
    const/4 v1, 0x1
    goto :goto_ret
    :cond_no
    const/4 v1, 0x0
    :goto_ret
    return v1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 55
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 56
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {p0, v1, v0}, Lcom/pawclinic/visits/VisitProvider;->trustedCaller(Landroid/content/Context;I)Z
    move-result v1
    if-nez v1, :cond_trusted
    .line 57
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller not allowed"
    invoke-static {v1, v2}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    .line 59
    :cond_trusted
    if-eqz p3, :cond_new
    move-object v1, p3
    goto :goto_req
    :cond_new
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 60
    :goto_req
    const-string v2, "negotiate"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_session
    .line 61
    invoke-static {}, Lcom/pawclinic/core/Tokens;->fresh()Ljava/lang/String;
    move-result-object v2
    .line 62
    iget-object v3, p0, Lcom/pawclinic/visits/VisitProvider;->sessions:Ljava/util/Map;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 63
    const-string v3, "{\"selected_version\":2}"
    invoke-static {v3}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 64
    const-string v4, "session_token"
    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    return-object v3
    .line 67
    :cond_session
    iget-object v2, p0, Lcom/pawclinic/visits/VisitProvider;->sessions:Ljava/util/Map;
    const-string v3, "session_token"
    const-string v4, ""
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    .line 68
    if-eqz v2, :cond_nego
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v3
    if-eq v3, v0, :cond_list
    .line 69
    :cond_nego
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "negotiate first"
    invoke-static {v2, v3}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 71
    :cond_list
    const-string v2, "list_tools"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_exec
    .line 72
    const-string v2, "{\"revision\":\"visits-3\",\"tools\":[]}"
    invoke-static {v2}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 74
    :cond_exec
    const-string v2, "execute_tool"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_run
    .line 75
    const-string v2, "METHOD_NOT_FOUND"
    const-string v3, "unknown method"
    invoke-static {v2, v3}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 78
    :cond_run
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 79
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 80
    const-string v4, "check_in"
    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :cond_deadline
    .line 81
    invoke-virtual {p0, v2}, Lcom/pawclinic/visits/VisitProvider;->checkIn(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    .line 83
    :cond_deadline
    const-string v4, "deadline_at_ms"
    const-wide/16 v5, 0x0
    invoke-virtual {v1, v4, v5, v6}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    cmp-long v8, v4, v6
    if-gtz v8, :cond_go
    .line 84
    const-string v4, "DEADLINE_EXCEEDED"
    const-string v5, "deadline passed"
    invoke-static {v4, v5}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    .line 86
    :cond_go
    const-string v4, "resume_token"
    invoke-virtual {v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {p0, v3, v2, v0, v4}, Lcom/pawclinic/visits/VisitProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-object v4
    .line 87
    :catch_0
    move-exception v2
    .line 88
    const-string v3, "PawClinic"
    const-string v4, "tool failed"
    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 89
    const-string v2, "INTERNAL_ERROR"
    const-string v3, "the tool could not run"
    invoke-static {v2, v3}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method

.method checkIn(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 94
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 95
    const-string v1, "arrived"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 96
    iget-object v1, p0, Lcom/pawclinic/visits/VisitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "visits"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v5, 0x0
    const-string v6, "visit_id"
    invoke-virtual {p1, v6}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v4, v5
    invoke-virtual {v1, v2, v0, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v1
    .line 97
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"checked_in\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 172
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 162
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 167
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 5
    .line 48
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "visits.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    iput-object v0, p0, Lcom/pawclinic/visits/VisitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 49
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/pawclinic/notify/Reminders;->schedule(Landroid/content/Context;)V
    .line 50
    const/4 v0, 0x1
    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 153
    sget-object v0, Lcom/pawclinic/visits/VisitProvider;->MATCHER:Landroid/content/UriMatcher;
    invoke-virtual {v0, p1}, Landroid/content/UriMatcher;->match(Landroid/net/Uri;)I
    move-result v0
    const/4 v1, 0x2
    if-ne v0, v1, :cond_missing
    .line 156
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "latest_xray.png"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 157
    const/high16 v1, 0x10000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    return-object v1
    .line 154
    :cond_missing
    new-instance v0, Ljava/io/FileNotFoundException;
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 15
    .line 142
    invoke-virtual {p0}, Lcom/pawclinic/visits/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {p0, v0, v1}, Lcom/pawclinic/visits/VisitProvider;->trustedCaller(Landroid/content/Context;I)Z
    move-result v0
    if-eqz v0, :cond_deny
    .line 145
    sget-object v0, Lcom/pawclinic/visits/VisitProvider;->MATCHER:Landroid/content/UriMatcher;
    invoke-virtual {v0, p1}, Landroid/content/UriMatcher;->match(Landroid/net/Uri;)I
    move-result v0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_visits
    .line 146
    const/4 v0, 0x0
    return-object v0
    .line 148
    :cond_visits
    iget-object v1, p0, Lcom/pawclinic/visits/VisitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "visits"
    move-object v3, p2
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v8, p5
    invoke-virtual/range {v1 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
    .line 143
    :cond_deny
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "caller not allowed"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public synthetic trustedCaller(Landroid/content/Context;I)Z
    .registers 3
    invoke-static {p0, p1, p2}, Lcom/pawclinic/core/CallerGate$-CC;->$default$trustedCaller(Lcom/pawclinic/core/CallerGate;Landroid/content/Context;I)Z
    move-result p1
    return p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 177
    const/4 v0, 0x0
    return v0
.end method
