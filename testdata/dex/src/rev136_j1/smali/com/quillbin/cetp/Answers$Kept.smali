.class public final Lcom/quillbin/cetp/Answers$Kept;
.super Ljava/lang/Object;
.source "Answers.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/cetp/Answers;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Kept"
.end annotation


# instance fields
.field public final digest:Ljava/lang/String;

.field public final text:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 77
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 78
    iput-object p1, p0, Lcom/quillbin/cetp/Answers$Kept;->tool:Ljava/lang/String;

    .line 79
    iput-object p2, p0, Lcom/quillbin/cetp/Answers$Kept;->digest:Ljava/lang/String;

    .line 80
    iput-object p3, p0, Lcom/quillbin/cetp/Answers$Kept;->text:Ljava/lang/String;

    .line 81
    return-void
.end method

.method public static of(Lcom/quillbin/cetp/Request;Landroid/os/Bundle;)Lcom/quillbin/cetp/Answers$Kept;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 84
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 85
    invoke-static {}, Lcom/quillbin/cetp/Answers;->-$$Nest$sfgetKEPT_KEYS()[Ljava/lang/String;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget-object v9, v6, v8

    .line 86
    invoke-virtual {p1, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 87
    if-eqz v10, :cond_0

    .line 88
    invoke-virtual {v5, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 85
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 91
    :cond_1
    const-string v1, "retryable"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->containsKey(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 92
    const-string v3, "retryable"

    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 94
    :cond_2
    new-instance v0, Lcom/quillbin/cetp/Answers$Kept;

    invoke-virtual {p0}, Lcom/quillbin/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0}, Lcom/quillbin/cetp/Request;->argsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lcom/quillbin/cetp/Answers$Kept;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public matches(Lcom/quillbin/cetp/Request;)Z
    .registers 4

    .line 99
    iget-object v0, p0, Lcom/quillbin/cetp/Answers$Kept;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/cetp/Answers$Kept;->digest:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public replay(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 103
    new-instance v4, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/quillbin/cetp/Answers$Kept;->text:Ljava/lang/String;

    invoke-direct {v4, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 104
    const-string v1, "status"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lcom/quillbin/cetp/Answers;->-$$Nest$smhead(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    .line 105
    invoke-static {}, Lcom/quillbin/cetp/Answers;->-$$Nest$sfgetKEPT_KEYS()[Ljava/lang/String;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget-object v9, v6, v8

    .line 106
    const-string v0, "status"

    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v4, v9}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 107
    invoke-virtual {v4, v9}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v5, v9, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 110
    :cond_1
    const-string v1, "retryable"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 111
    const-string v3, "retryable"

    invoke-virtual {v4, v3}, Lorg/json/JSONObject;->getBoolean(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 113
    :cond_2
    return-object v5
.end method
