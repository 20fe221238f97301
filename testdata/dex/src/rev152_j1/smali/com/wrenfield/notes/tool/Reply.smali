.class public final Lcom/wrenfield/notes/tool/Reply;
.super Ljava/lang/Object;
.source "Reply.java"


# instance fields
.field private final data:Lorg/json/JSONObject;

.field private final file:Landroid/os/ParcelFileDescriptor;

.field private final prompt:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method private constructor <init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/wrenfield/notes/tool/Reply;->data:Lorg/json/JSONObject;

    .line 19
    iput-object p2, p0, Lcom/wrenfield/notes/tool/Reply;->file:Landroid/os/ParcelFileDescriptor;

    .line 20
    iput-object p3, p0, Lcom/wrenfield/notes/tool/Reply;->prompt:Ljava/lang/String;

    .line 21
    iput-object p4, p0, Lcom/wrenfield/notes/tool/Reply;->resolution:Landroid/app/PendingIntent;

    .line 22
    iput-object p5, p0, Lcom/wrenfield/notes/tool/Reply;->resumeToken:Ljava/lang/String;

    .line 23
    return-void
.end method

.method public static confirm(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/wrenfield/notes/tool/Reply;
    .registers 10

    .line 45
    if-eqz p1, :cond_0

    if-nez p2, :cond_1

    .line 46
    :cond_0
    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "a confirmation needs its resolution and resume token"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 48
    :cond_1
    new-instance v0, Lcom/wrenfield/notes/tool/Reply;

    move-object v1, v0

    const/4 v2, 0x0

    const/4 v3, 0x0

    move-object v4, p0

    move-object v5, p1

    move-object v6, p2

    invoke-direct/range {v1 .. v6}, Lcom/wrenfield/notes/tool/Reply;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0
.end method

.method public static file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)Lcom/wrenfield/notes/tool/Reply;
    .registers 13

    .line 35
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "media_type"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 36
    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sha256"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 37
    new-instance v0, Lcom/wrenfield/notes/tool/Reply;

    move-object v1, v0

    move-object v2, v7

    move-object v3, p0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/wrenfield/notes/tool/Reply;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v7

    .line 39
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "file reply"

    invoke-direct {v0, v2, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method public static inline(Lorg/json/JSONObject;)Lcom/wrenfield/notes/tool/Reply;
    .registers 9

    .line 27
    :try_start_0
    new-instance v0, Lcom/wrenfield/notes/tool/Reply;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "value"

    invoke-virtual {v2, v3, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v1, v0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/wrenfield/notes/tool/Reply;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v7

    .line 29
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "inline reply"

    invoke-direct {v0, v2, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public awaitsUser()Z
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/wrenfield/notes/tool/Reply;->resolution:Landroid/app/PendingIntent;

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public data()Lorg/json/JSONObject;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/wrenfield/notes/tool/Reply;->data:Lorg/json/JSONObject;

    return-object v0
.end method

.method public file()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 60
    iget-object v0, p0, Lcom/wrenfield/notes/tool/Reply;->file:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public prompt()Ljava/lang/String;
    .registers 2

    .line 64
    iget-object v0, p0, Lcom/wrenfield/notes/tool/Reply;->prompt:Ljava/lang/String;

    return-object v0
.end method

.method public resolution()Landroid/app/PendingIntent;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/wrenfield/notes/tool/Reply;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 72
    iget-object v0, p0, Lcom/wrenfield/notes/tool/Reply;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
