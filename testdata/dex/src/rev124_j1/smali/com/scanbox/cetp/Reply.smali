.class public final Lcom/scanbox/cetp/Reply;
.super Lcom/android/tools/r8/RecordTag;
.source "Reply.java"


# instance fields
.field private final errorCode:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;

.field private final retryable:Z

.field private final status:Ljava/lang/String;

.field private final valueJson:Ljava/lang/String;


# direct methods
.method private synthetic $record$equals(Ljava/lang/Object;)Z
    .registers 4

    if-nez p1, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    invoke-direct {p0}, Lcom/scanbox/cetp/Reply;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lcom/scanbox/cetp/Reply;

    invoke-direct {p1}, Lcom/scanbox/cetp/Reply;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->status:Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->errorCode:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->message:Ljava/lang/String;

    const/4 v3, 0x2

    aput-object v1, v0, v3

    iget-boolean v1, p0, Lcom/scanbox/cetp/Reply;->retryable:Z

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    const/4 v3, 0x3

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->valueJson:Ljava/lang/String;

    const/4 v3, 0x4

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->resolution:Landroid/app/PendingIntent;

    const/4 v3, 0x5

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->resumeToken:Ljava/lang/String;

    const/4 v3, 0x6

    aput-object v1, v0, v3

    return-object v0
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 8
    .annotation system Ldalvik/annotation/MethodParameters;
        accessFlags = {
            0x0,
            0x0,
            0x0,
            0x0,
            0x0,
            0x0,
            0x0
        }
        names = {
            "status",
            "errorCode",
            "message",
            "retryable",
            "valueJson",
            "resolution",
            "resumeToken"
        }
    .end annotation

    .line 7
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/scanbox/cetp/Reply;->status:Ljava/lang/String;

    iput-object p2, p0, Lcom/scanbox/cetp/Reply;->errorCode:Ljava/lang/String;

    iput-object p3, p0, Lcom/scanbox/cetp/Reply;->message:Ljava/lang/String;

    iput-boolean p4, p0, Lcom/scanbox/cetp/Reply;->retryable:Z

    iput-object p5, p0, Lcom/scanbox/cetp/Reply;->valueJson:Ljava/lang/String;

    iput-object p6, p0, Lcom/scanbox/cetp/Reply;->resolution:Landroid/app/PendingIntent;

    iput-object p7, p0, Lcom/scanbox/cetp/Reply;->resumeToken:Ljava/lang/String;

    return-void
.end method

.method public static failure(Ljava/lang/String;Ljava/lang/String;Z)Lcom/scanbox/cetp/Reply;
    .registers 12

    .line 19
    new-instance v0, Lcom/scanbox/cetp/Reply;

    move-object v1, v0

    const-string v2, "error"

    move-object v3, p0

    move-object v4, p1

    move v5, p2

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/scanbox/cetp/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0
.end method

.method public static needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/scanbox/cetp/Reply;
    .registers 12

    .line 23
    new-instance v0, Lcom/scanbox/cetp/Reply;

    move-object v1, v0

    const-string v2, "error"

    const-string v3, "USER_ACTION_REQUIRED"

    move-object v4, p0

    const/4 v5, 0x0

    const/4 v6, 0x0

    move-object v7, p1

    move-object v8, p2

    invoke-direct/range {v1 .. v8}, Lcom/scanbox/cetp/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0
.end method

.method public static ok(Lorg/json/JSONObject;)Lcom/scanbox/cetp/Reply;
    .registers 2

    .line 11
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/scanbox/cetp/Reply;->success(Ljava/lang/String;)Lcom/scanbox/cetp/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static success(Ljava/lang/String;)Lcom/scanbox/cetp/Reply;
    .registers 10

    .line 15
    new-instance v0, Lcom/scanbox/cetp/Reply;

    move-object v1, v0

    const-string v2, "success"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    move-object v6, p0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/scanbox/cetp/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 7
    invoke-direct {p0, p1}, Lcom/scanbox/cetp/Reply;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public errorCode()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/cetp/Reply;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public final hashCode()I
    .registers 3

    .line 7
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lcom/scanbox/cetp/Reply;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public isError()Z
    .registers 3

    .line 27
    iget-object v1, p0, Lcom/scanbox/cetp/Reply;->status:Ljava/lang/String;

    const-string v0, "error"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public keepable()Z
    .registers 2

    .line 32
    invoke-virtual {p0}, Lcom/scanbox/cetp/Reply;->isError()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public message()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/cetp/Reply;->message:Ljava/lang/String;

    return-object v0
.end method

.method public resolution()Landroid/app/PendingIntent;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/cetp/Reply;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/cetp/Reply;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public retryable()Z
    .registers 2

    .line 7
    iget-boolean v0, p0, Lcom/scanbox/cetp/Reply;->retryable:Z

    return v0
.end method

.method public status()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/cetp/Reply;->status:Ljava/lang/String;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 7
    invoke-direct {p0}, Lcom/scanbox/cetp/Reply;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/scanbox/cetp/Reply;

    const-string v2, "status;errorCode;message;retryable;valueJson;resolution;resumeToken"

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public valueJson()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/cetp/Reply;->valueJson:Ljava/lang/String;

    return-object v0
.end method
