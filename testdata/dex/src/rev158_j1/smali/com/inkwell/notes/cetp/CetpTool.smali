.class public interface abstract Lcom/inkwell/notes/cetp/CetpTool;
.super Ljava/lang/Object;
.source "CetpTool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/cetp/CetpTool$Effect;,
        Lcom/inkwell/notes/cetp/CetpTool$Risk;,
        Lcom/inkwell/notes/cetp/CetpTool$Confirm;
    }
.end annotation


# direct methods
.method public static companion(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 4

    .line 123
    const-string v1, "com.inkwell."

    invoke-virtual {p1, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 124
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Landroid/content/pm/PackageManager;->checkSignatures(Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 123
    :goto_0
    return v0
.end method

.method public static varargs describeAll([Lcom/inkwell/notes/cetp/CetpTool;)Lorg/json/JSONArray;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T::",
            "Lcom/inkwell/notes/cetp/CetpTool;",
            ">([TT;)",
            "Lorg/json/JSONArray;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .annotation runtime Ljava/lang/SafeVarargs;
    .end annotation

    .line 107
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 108
    move-object v2, p0

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_0

    aget-object v5, v2, v4

    .line 109
    invoke-interface {v5}, Lcom/inkwell/notes/cetp/CetpTool;->describe()Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v1, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 108
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 111
    :cond_0
    return-object v1
.end method

.method public static find(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Enum<",
            "TT;>;:",
            "Lcom/inkwell/notes/cetp/CetpTool;",
            ">(",
            "Ljava/lang/Class<",
            "TT;>;",
            "Ljava/lang/String;",
            ")TT;"
        }
    .end annotation

    .line 95
    if-eqz p1, :cond_0

    const-string v1, "[a-z][a-z0-9_]{0,63}"

    invoke-virtual {p1, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 96
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 99
    :cond_1
    :try_start_0
    sget-object v2, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {p1, v2}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 101
    const/4 v0, 0x0

    return-object v0
.end method

.method public static signedWith(Landroid/content/Context;Ljava/lang/String;[B)Z
    .registers 6

    .line 115
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_0

    if-nez p2, :cond_1

    .line 116
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 118
    :cond_1
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const/4 v2, 0x1

    invoke-virtual {v0, p1, p2, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method


# virtual methods
.method public admits(Lcom/inkwell/notes/cetp/Ctx;)Z
    .registers 8

    .line 63
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->caller()Lcom/inkwell/notes/cetp/Caller;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/cetp/Caller;->packageName()Ljava/lang/String;

    move-result-object v4

    .line 64
    if-nez v4, :cond_0

    .line 65
    const/4 v0, 0x0

    return v0

    .line 67
    :cond_0
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->scope()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v4, v2}, Lcom/inkwell/notes/data/NotesDb;->grant(Ljava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/data/NotesDb$Grant;

    move-result-object v5

    .line 68
    if-eqz v5, :cond_1

    iget v0, v5, Lcom/inkwell/notes/data/NotesDb$Grant;->uid:I

    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->caller()Lcom/inkwell/notes/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v1

    if-ne v0, v1, :cond_1

    iget-wide v0, v5, Lcom/inkwell/notes/data/NotesDb$Grant;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 69
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 71
    :cond_2
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v0

    iget-object v2, v5, Lcom/inkwell/notes/data/NotesDb$Grant;->certSha256:[B

    invoke-static {v0, v4, v2}, Lcom/inkwell/notes/cetp/CetpTool;->signedWith(Landroid/content/Context;Ljava/lang/String;[B)Z

    move-result v0

    return v0
.end method

.method public abstract confirm()Lcom/inkwell/notes/cetp/CetpTool$Confirm;
.end method

.method public describe()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 75
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 76
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;

    move-result-object v2

    iget-object v2, v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->wire:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->risk()Lcom/inkwell/notes/cetp/CetpTool$Risk;

    move-result-object v2

    invoke-virtual {v2}, Lcom/inkwell/notes/cetp/CetpTool$Risk;->name()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v2, v3}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;

    move-result-object v2

    sget-object v3, Lcom/inkwell/notes/cetp/CetpTool$Effect;->DELETE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const-string v1, "destructive"

    if-ne v2, v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 79
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;

    move-result-object v2

    sget-object v3, Lcom/inkwell/notes/cetp/CetpTool$Effect;->READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const-string v1, "idempotent"

    if-ne v2, v3, :cond_1

    const/4 v2, 0x1

    goto :goto_1

    :cond_1
    const/4 v2, 0x0

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->openWorld()Z

    move-result v2

    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 81
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->confirm()Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    move-result-object v2

    invoke-virtual {v2}, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->name()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v2, v3}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 82
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 83
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 84
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->wireName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->title()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 86
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 87
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->input()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 88
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->output()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 89
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->scope()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 90
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    return-object v0
.end method

.method public abstract description()Ljava/lang/String;
.end method

.method public abstract effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;
.end method

.method public abstract input()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public mutating()Z
    .registers 3

    .line 54
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;

    move-result-object v0

    sget-object v1, Lcom/inkwell/notes/cetp/CetpTool$Effect;->READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    if-eq v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public abstract name()Ljava/lang/String;
.end method

.method public openWorld()Z
    .registers 2

    .line 58
    const/4 v0, 0x0

    return v0
.end method

.method public abstract output()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract risk()Lcom/inkwell/notes/cetp/CetpTool$Risk;
.end method

.method public abstract run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract scope()Ljava/lang/String;
.end method

.method public abstract title()Ljava/lang/String;
.end method

.method public wireName()Ljava/lang/String;
    .registers 3

    .line 50
    invoke-interface {p0}, Lcom/inkwell/notes/cetp/CetpTool;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
