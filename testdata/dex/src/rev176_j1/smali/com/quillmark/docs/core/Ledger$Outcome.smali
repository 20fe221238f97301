.class public final Lcom/quillmark/docs/core/Ledger$Outcome;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/core/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Outcome"
.end annotation


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final value:Lorg/json/JSONObject;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 3

    .line 111
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 112
    iput-object p1, p0, Lcom/quillmark/docs/core/Ledger$Outcome;->value:Lorg/json/JSONObject;

    .line 113
    iput-object p2, p0, Lcom/quillmark/docs/core/Ledger$Outcome;->errorCode:Ljava/lang/String;

    .line 114
    return-void
.end method

.method public static error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 3

    .line 121
    new-instance v0, Lcom/quillmark/docs/core/Ledger$Outcome;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/quillmark/docs/core/Ledger$Outcome;-><init>(Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method

.method static fromJson(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 139
    const-string v1, "error"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 140
    const-string v1, "error"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0

    .line 142
    :cond_0
    const-string v1, "value"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static ok(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 3

    .line 117
    new-instance v0, Lcom/quillmark/docs/core/Ledger$Outcome;

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1}, Lcom/quillmark/docs/core/Ledger$Outcome;-><init>(Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public isOk()Z
    .registers 2

    .line 125
    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger$Outcome;->errorCode:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 129
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 130
    invoke-virtual {p0}, Lcom/quillmark/docs/core/Ledger$Outcome;->isOk()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 131
    iget-object v2, p0, Lcom/quillmark/docs/core/Ledger$Outcome;->value:Lorg/json/JSONObject;

    const-string v1, "value"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 133
    :cond_0
    iget-object v2, p0, Lcom/quillmark/docs/core/Ledger$Outcome;->errorCode:Ljava/lang/String;

    const-string v1, "error"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 135
    :goto_0
    return-object v3
.end method
