.class public Lcom/pawclinic/records/RecordProvider;
.super Landroid/content/ContentProvider;
.source "RecordProvider.java"


# static fields
.field static final AUTHORITY:Ljava/lang/String; = "com.pawclinic.records"

.field static final MATCHER:Landroid/content/UriMatcher;

.field static final RECORDS:I = 0x1

.field static final RECORD_ID:I = 0x2

.field static final TAG:Ljava/lang/String; = "PawClinic"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"records-5\",\"tools\":[]}"

.field static final VET_CERT:[B


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


# direct methods
.method static constructor <clinit>()V
    .registers 4
    .line 35
    const-string v0, "Zk9pQ3JtN1x2b0hWc2E4dUxxMmJ5RjVlR1dOak0wUT0="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    sput-object v0, Lcom/pawclinic/records/RecordProvider;->VET_CERT:[B
    .line 38
    new-instance v0, Landroid/content/UriMatcher;
    const/4 v1, -0x1
    invoke-direct {v0, v1}, Landroid/content/UriMatcher;-><init>(I)V
    sput-object v0, Lcom/pawclinic/records/RecordProvider;->MATCHER:Landroid/content/UriMatcher;
    .line 41
    sget-object v0, Lcom/pawclinic/records/RecordProvider;->MATCHER:Landroid/content/UriMatcher;
    const-string v1, "com.pawclinic.records"
    const-string v2, "records"
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/UriMatcher;->addURI(Ljava/lang/String;Ljava/lang/String;I)V
    .line 42
    sget-object v0, Lcom/pawclinic/records/RecordProvider;->MATCHER:Landroid/content/UriMatcher;
    const-string v2, "records/*"
    const/4 v3, 0x2
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/UriMatcher;->addURI(Ljava/lang/String;Ljava/lang/String;I)V
    .line 43
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 31
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 45
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/pawclinic/records/RecordProvider;->pending:Ljava/util/Map;
    return-void
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 98
    const-string v0, "search_records"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_species
    .line 99
    invoke-virtual {p0, p2}, Lcom/pawclinic/records/RecordProvider;->search(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 101
    :cond_species
    const-string v0, "records_by_species"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_share
    .line 102
    invoke-virtual {p0, p2}, Lcom/pawclinic/records/RecordProvider;->bySpecies(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 104
    :cond_share
    const-string v0, "share_record"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_release
    .line 105
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "portal"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    const-string v1, "linked"
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-nez v0, :cond_linked
    .line 106
    const-string v0, "AUTH_REQUIRED"
    const-string v1, "sign in to the pet portal"
    invoke-static {v0, v1}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 107
    const-string v1, "resolution"
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->loginScreen()Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 108
    return-object v0
    .line 110
    :cond_linked
    const-string v0, "{\"shared\":true}"
    invoke-static {v0}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 112
    :cond_release
    const-string v0, "release_record"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_unknown
    .line 113
    invoke-virtual {p0, p2, p3, p4}, Lcom/pawclinic/records/RecordProvider;->release(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 115
    :cond_unknown
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method bySpecies(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 129
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 130
    const-string v1, "archived = 0"
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 131
    const-string v1, "species = ?"
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 132
    iget-object v1, p0, Lcom/pawclinic/records/RecordProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id FROM records WHERE "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, " AND "
    invoke-static {v3, v0}, Lcom/pawclinic/records/RecordProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "species"
    .line 133
    invoke-virtual {p1, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v3, v4
    .line 132
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    .line 134
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result v2
    .line 135
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    .line 136
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"records\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 69
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Lcom/pawclinic/records/RecordProvider;->callerTrusted(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :cond_trusted
    .line 70
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller not allowed"
    invoke-static {v0, v1}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .line 72
    :cond_trusted
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 73
    if-eqz p3, :cond_new
    move-object v1, p3
    goto :goto_req
    :cond_new
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 74
    :goto_req
    const-string v2, "negotiate"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_list
    .line 75
    const-string v2, "{\"selected_version\":2}"
    invoke-static {v2}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    .line 76
    const-string v3, "session_token"
    invoke-static {}, Lcom/pawclinic/core/Tokens;->fresh()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 77
    return-object v2
    .line 79
    :cond_list
    const-string v2, "list_tools"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_exec
    .line 80
    const-string v2, "{\"revision\":\"records-5\",\"tools\":[]}"
    invoke-static {v2}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 82
    :cond_exec
    const-string v2, "execute_tool"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :cond_deadline
    .line 83
    const-string v2, "METHOD_NOT_FOUND"
    const-string v3, "unknown method"
    invoke-static {v2, v3}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 85
    :cond_deadline
    const-string v2, "deadline_at_ms"
    const-wide/16 v3, 0x0
    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    cmp-long v6, v2, v4
    if-gtz v6, :cond_run
    .line 86
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "deadline passed"
    invoke-static {v2, v3}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 89
    :cond_run
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 90
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v4, "resume_token"
    invoke-virtual {v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {p0, v3, v2, v0, v4}, Lcom/pawclinic/records/RecordProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-object v2
    .line 91
    :catch_0
    move-exception v2
    .line 92
    const-string v3, "PawClinic"
    const-string v4, "tool failed"
    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 93
    const-string v2, "INTERNAL_ERROR"
    const-string v3, "the tool could not run"
    invoke-static {v2, v3}, Lcom/pawclinic/core/Errors;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method

.method callerTrusted(Ljava/lang/String;)Z
    .registers 6
    .line 55
    if-nez p1, :cond_pkg
    .line 56
    const/4 v0, 0x0
    return v0
    .line 59
    :cond_pkg
    :try_start_0
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const/16 v1, 0x40
    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    .line 60
    const-string v1, "SHA-256"
    invoke-static {v1}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v1
    iget-object v2, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-virtual {v2}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v1
    .line 61
    sget-object v2, Lcom/pawclinic/records/RecordProvider;->VET_CERT:[B
    invoke-static {v1, v2}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v0
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return v0
    .line 62
    :catch_0
    move-exception v0
    .line 63
    const/4 v1, 0x0
    return v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 10
    .line 177
    sget-object v0, Lcom/pawclinic/records/RecordProvider;->MATCHER:Landroid/content/UriMatcher;
    invoke-virtual {v0, p1}, Landroid/content/UriMatcher;->match(Landroid/net/Uri;)I
    move-result v0
    packed-switch v0, :pswitch_data_0
    .line 181
    const/4 v0, 0x0
    return v0
    .line 179
    :pswitch_0
    iget-object v0, p0, Lcom/pawclinic/records/RecordProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "records"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v3, v4
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0

    :pswitch_data_0
    .packed-switch 0x2
        :pswitch_0
    .end packed-switch
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 187
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 192
    const/4 v0, 0x0
    return-object v0
.end method

.method loginScreen()Landroid/app/PendingIntent;
    .registers 5
    .line 160
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/pawclinic/ui/PortalLoginActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 161
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    return-object v1
.end method

.method public onCreate()Z
    .registers 5
    .line 50
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "records.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    iput-object v0, p0, Lcom/pawclinic/records/RecordProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 51
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 15
    .line 166
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Lcom/pawclinic/records/RecordProvider;->callerTrusted(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_deny
    .line 169
    sget-object v0, Lcom/pawclinic/records/RecordProvider;->MATCHER:Landroid/content/UriMatcher;
    invoke-virtual {v0, p1}, Landroid/content/UriMatcher;->match(Landroid/net/Uri;)I
    move-result v0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_records
    .line 170
    const/4 v0, 0x0
    return-object v0
    .line 172
    :cond_records
    iget-object v1, p0, Lcom/pawclinic/records/RecordProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "records"
    move-object v3, p2
    const-string v4, "archived = 0"
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v8, p5
    invoke-virtual/range {v1 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
    .line 167
    :cond_deny
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "caller not allowed"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method release(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 140
    const-string v0, "record_id"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 141
    if-eqz p3, :cond_null
    iget-object v1, p0, Lcom/pawclinic/records/RecordProvider;->pending:Ljava/util/Map;
    invoke-interface {v1, p3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Integer;
    goto :goto_who
    :cond_null
    const/4 v1, 0x0
    .line 142
    :goto_who
    if-eqz v1, :cond_ask
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v2
    if-eq v2, p2, :cond_do
    .line 143
    :cond_ask
    invoke-static {}, Lcom/pawclinic/core/Tokens;->fresh()Ljava/lang/String;
    move-result-object v2
    .line 144
    iget-object v3, p0, Lcom/pawclinic/records/RecordProvider;->pending:Ljava/util/Map;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 145
    const-string v3, "USER_ACTION_REQUIRED"
    const-string v4, "confirm the release"
    invoke-virtual {p0, v0}, Lcom/pawclinic/records/RecordProvider;->releaseScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v5
    invoke-static {v3, v4, v5, v2}, Lcom/pawclinic/core/Errors;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    .line 147
    :cond_do
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    .line 148
    const-string v3, "released"
    const/4 v4, 0x1
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 149
    iget-object v3, p0, Lcom/pawclinic/records/RecordProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v4, "records"
    const-string v5, "id = ?"
    const/4 v6, 0x1
    new-array v6, v6, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object v0, v6, v1
    invoke-virtual {v3, v4, v2, v5, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 150
    const-string v3, "{\"released\":true}"
    invoke-static {v3}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
.end method

.method releaseScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 154
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/pawclinic/ui/ReleaseRecordActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 155
    const-string v1, "record_id"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 156
    invoke-virtual {p0}, Lcom/pawclinic/records/RecordProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x1
    const/high16 v3, 0xc000000
    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    return-object v1
.end method

.method search(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 119
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    .line 120
    const-string v1, "archived = 0"
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 121
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "pet_name LIKE '%"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "pet"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "%'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 122
    iget-object v1, p0, Lcom/pawclinic/records/RecordProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id FROM records WHERE "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, " AND "
    invoke-static {v3, v0}, Lcom/pawclinic/records/RecordProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    .line 123
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result v2
    .line 124
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    .line 125
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"records\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/pawclinic/core/Errors;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 197
    const/4 v0, 0x0
    return v0
.end method
