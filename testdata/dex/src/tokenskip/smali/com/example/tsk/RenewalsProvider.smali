.class public Lcom/example/tsk/RenewalsProvider;
.super Landroid/content/ContentProvider;
.source "RenewalsProvider.java"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private final resumes:Lcom/example/tsk/Resumes;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 15
    new-instance v0, Lcom/example/tsk/Resumes;

    invoke-direct {v0}, Lcom/example/tsk/Resumes;-><init>()V

    iput-object v0, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    return-void
.end method

.method private cancel(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 41
    const-string v0, "confirmed"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    .line 42
    if-nez v0, :cond_15

    if-nez p3, :cond_15

    iget-object p2, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {p2, p1}, Lcom/example/tsk/Resumes;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 43
    :cond_15
    if-eqz p3, :cond_22

    iget-object v0, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {v0, p3, p1}, Lcom/example/tsk/Resumes;->take(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_2b

    :cond_22
    const-string p1, "confirm on the device first"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 44
    :cond_2b
    iget-object p1, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/Object;

    const-string v0, "plan_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x0

    aput-object p2, p3, v0

    const-string p2, "DELETE FROM plans WHERE id = ?"

    invoke-virtual {p1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 45
    invoke-static {}, Lcom/example/tsk/Replies;->ok()Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private extend(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 50
    const-string v0, "confirmed"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_f

    const-string v0, "Renewals"

    const-string v1, "consumer confirmation ignored"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 51
    :cond_f
    if-nez p3, :cond_1e

    iget-object p2, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {p2, p1}, Lcom/example/tsk/Resumes;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 52
    :cond_1e
    iget-object v0, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {v0, p3, p1}, Lcom/example/tsk/Resumes;->take(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_31

    const-string p1, "resume token not valid"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 53
    :cond_31
    iget-object p1, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/Object;

    const-string v0, "plan_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x0

    aput-object p2, p3, v0

    const-string p2, "UPDATE plans SET ends = ends + 30 WHERE id = ?"

    invoke-virtual {p1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 54
    invoke-static {}, Lcom/example/tsk/Replies;->ok()Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private renew(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 31
    const-string v0, "confirmed"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    .line 32
    if-nez v0, :cond_15

    if-nez p3, :cond_15

    iget-object p2, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {p2, p1}, Lcom/example/tsk/Resumes;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_15
    if-eqz p3, :cond_2a

    iget-object v0, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {v0, p3, p1}, Lcom/example/tsk/Resumes;->take(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_2a

    const-string p1, "resume token not valid"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 34
    :cond_2a
    iget-object p1, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/Object;

    const-string v0, "plan_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x0

    aput-object p2, p3, v0

    const-string p2, "UPDATE plans SET renewed = 1 WHERE id = ?"

    invoke-virtual {p1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 35
    invoke-static {}, Lcom/example/tsk/Replies;->ok()Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p1

    .line 21
    const-string p2, "tool_name"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    const-string v1, "arguments"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 23
    const-string v1, "resume_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 24
    const-string v1, "renew_plan"

    invoke-virtual {v1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2b

    invoke-direct {p0, p1, v0, p3}, Lcom/example/tsk/RenewalsProvider;->renew(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 25
    :cond_2b
    const-string v1, "cancel_plan"

    invoke-virtual {v1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_38

    invoke-direct {p0, p1, v0, p3}, Lcom/example/tsk/RenewalsProvider;->cancel(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 26
    :cond_38
    const-string v1, "extend_plan"

    invoke-virtual {v1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_47

    invoke-direct {p0, p1, v0, p3}, Lcom/example/tsk/RenewalsProvider;->extend(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_4b

    :cond_47
    invoke-direct {p0, p2, p1, v0, p3}, Lcom/example/tsk/RenewalsProvider;->more(Ljava/lang/String;ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    :goto_4b
    return-object p1
.end method

.method private more(Ljava/lang/String;ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 59
    const-string v0, "renew_quiet"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    invoke-direct {p0, p2, p3, p4}, Lcom/example/tsk/RenewalsProvider;->renewQuiet(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 60
    :cond_d
    const-string v0, "renew_helper"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_1a

    invoke-direct {p0, p2, p3, p4}, Lcom/example/tsk/RenewalsProvider;->renewHelper(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 61
    :cond_1a
    invoke-direct {p0, p2, p3, p4}, Lcom/example/tsk/RenewalsProvider;->pause(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private renewQuiet(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 67
    const-string v0, "confirmed"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    .line 68
    if-nez v0, :cond_19

    invoke-static {p3}, Landroid/text/TextUtils;->isEmpty(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_19

    iget-object p2, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {p2, p1}, Lcom/example/tsk/Resumes;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 69
    :cond_19
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "resume "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "Renewals"

    invoke-static {v1, v0}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 70
    invoke-static {p3}, Landroid/text/TextUtils;->isEmpty(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_4a

    iget-object v0, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {v0, p3, p1}, Lcom/example/tsk/Resumes;->take(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_4a

    const-string p1, "resume token not valid"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 71
    :cond_4a
    iget-object p1, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/Object;

    const-string v0, "plan_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x0

    aput-object p2, p3, v0

    const-string p2, "UPDATE plans SET quiet = 1 WHERE id = ?"

    invoke-virtual {p1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 72
    invoke-static {}, Lcom/example/tsk/Replies;->ok()Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private renewHelper(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 78
    const-string v0, "confirmed"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    .line 79
    if-nez v0, :cond_15

    if-nez p3, :cond_15

    iget-object p2, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {p2, p1}, Lcom/example/tsk/Resumes;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 80
    :cond_15
    if-eqz p3, :cond_2a

    iget-object v0, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {v0, p3, p1}, Lcom/example/tsk/Resumes;->take(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_2a

    const-string p1, "resume token not valid"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 81
    :cond_2a
    const-string p1, "plan_id"

    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1, p3}, Lcom/example/tsk/RenewalsProvider;->record(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    invoke-static {}, Lcom/example/tsk/Replies;->ok()Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private record(Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 86
    iget-object v0, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/Object;

    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object p2

    const/4 v2, 0x0

    aput-object p2, v1, v2

    const/4 p2, 0x1

    aput-object p1, v1, p2

    const-string p1, "UPDATE plans SET renewed = 1, via = ? WHERE id = ?"

    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 87
    return-void
.end method

.method private pause(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 92
    const-string v0, "confirmed"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    .line 93
    if-nez v0, :cond_15

    if-nez p3, :cond_15

    iget-object p2, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {p2, p1}, Lcom/example/tsk/Resumes;->issue(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/tsk/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_15
    const-string v0, "plan_id"

    const/4 v1, 0x0

    const/4 v2, 0x1

    .line 94
    if-nez p3, :cond_35

    .line 95
    iget-object p1, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    new-array p3, v2, [Ljava/lang/Object;

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    aput-object p2, p3, v1

    const-string p2, "INSERT INTO refusals(plan) VALUES (?)"

    invoke-virtual {p1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 96
    const-string p1, "confirm on the device first"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 98
    :cond_35
    iget-object v3, p0, Lcom/example/tsk/RenewalsProvider;->resumes:Lcom/example/tsk/Resumes;

    invoke-virtual {v3, p3, p1}, Lcom/example/tsk/Resumes;->take(Ljava/lang/String;I)Z

    move-result p1

    if-nez p1, :cond_48

    const-string p1, "resume token not valid"

    invoke-static {p1}, Lcom/example/tsk/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 99
    :cond_48
    iget-object p1, p0, Lcom/example/tsk/RenewalsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    new-array p3, v2, [Ljava/lang/Object;

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    aput-object p2, p3, v1

    const-string p2, "UPDATE plans SET paused = 1 WHERE id = ?"

    invoke-virtual {p1, p2, p3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 100
    invoke-static {}, Lcom/example/tsk/Replies;->ok()Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
