.class public final Lb/aa;
.super Ljava/lang/Object;
.source "aa.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field private final d:La/f;

.field private final e:Ljava/lang/String;

.field private final g:J


# direct methods
.method constructor <init>(La/f;Ljava/lang/String;J)V
    .registers 5

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lb/aa;->d:La/f;

    .line 18
    iput-object p2, p0, Lb/aa;->e:Ljava/lang/String;

    .line 19
    iput-wide p3, p0, Lb/aa;->g:J

    .line 20
    return-void
.end method


# virtual methods
.method public run()V
    .registers 10

    .line 24
    iget-object v0, p0, Lb/aa;->d:La/f;

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 26
    :try_start_0
    iget-object v1, p0, Lb/aa;->e:Ljava/lang/String;

    invoke-static {v6, v1}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 27
    iget-object v1, p0, Lb/aa;->e:Ljava/lang/String;

    const-string v2, "cancelled"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    return-void

    .line 30
    :cond_0
    iget-object v1, p0, Lb/aa;->e:Ljava/lang/String;

    const-string v2, "running"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 31
    iget-wide v1, p0, Lb/aa;->g:J

    invoke-static {v6, v1, v2}, Lb/b;->b(Landroid/database/sqlite/SQLiteDatabase;J)Lorg/json/JSONObject;

    move-result-object v7

    .line 32
    if-nez v7, :cond_1

    .line 33
    iget-object v1, p0, Lb/aa;->e:Ljava/lang/String;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "error_code"

    const-string v5, "CONFLICT"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 34
    const-string v4, "error_message"

    const-string v5, "The current state does not allow this change."

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 35
    const-string v4, "retryable"

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    .line 33
    const-string v2, "failed"

    invoke-static {v6, v1, v2, v3}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 37
    :cond_1
    iget-object v1, p0, Lb/aa;->e:Ljava/lang/String;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "kind"

    const-string v5, "inline"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "value"

    invoke-virtual {v3, v4, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    invoke-static {v6, v1, v2, v3}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 48
    :goto_0
    goto :goto_1

    :catch_0
    move-exception v7

    .line 40
    const-string v0, "Fieldbook"

    const-string v1, "archive operation failed"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 42
    :try_start_1
    iget-object v1, p0, Lb/aa;->e:Ljava/lang/String;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "error_code"

    const-string v5, "INTERNAL_ERROR"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 43
    const-string v4, "error_message"

    const-string v5, "Something went wrong in Fieldbook."

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "retryable"

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v3

    .line 44
    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    .line 42
    const-string v2, "failed"

    invoke-static {v6, v1, v2, v3}, Lb/c;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_1

    .line 47
    goto :goto_1

    :catch_1
    move-exception v8

    .line 49
    :goto_1
    return-void
.end method
