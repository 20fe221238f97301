.class public final Lcom/pillpoint/tools/Request$Builder;
.super Ljava/lang/Object;
.source "Request.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/pillpoint/tools/Request;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation

.field args:Lorg/json/JSONObject;

.field pkg:Ljava/lang/String;

.field resumeToken:Ljava/lang/String;

.field tool:Ljava/lang/String;

.field uid:I

.method public constructor <init>()V
    .registers 2
    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 25
    const-string v0, ""
    iput-object v0, p0, Lcom/pillpoint/tools/Request$Builder;->tool:Ljava/lang/String;
    .line 26
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iput-object v0, p0, Lcom/pillpoint/tools/Request$Builder;->args:Lorg/json/JSONObject;
    return-void
.end method

.method public args(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    .registers 3
    .line 46
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;
    if-eqz p1, :cond_0
    goto :goto_0
    :cond_0
    const-string p1, "{}"
    :goto_0
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    iput-object v0, p0, Lcom/pillpoint/tools/Request$Builder;->args:Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_1
    .line 47
    :catch_0
    move-exception p1
    .line 48
    new-instance p1, Lorg/json/JSONObject;
    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V
    iput-object p1, p0, Lcom/pillpoint/tools/Request$Builder;->args:Lorg/json/JSONObject;
    .line 50
    :goto_1
    return-object p0
.end method

.method public build()Lcom/pillpoint/tools/Request;
    .registers 2
    .line 59
    new-instance v0, Lcom/pillpoint/tools/Request;
    invoke-direct {v0, p0}, Lcom/pillpoint/tools/Request;-><init>(Lcom/pillpoint/tools/Request$Builder;)V
    return-object v0
.end method

.method public pkg(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    .registers 2
    .line 35
    iput-object p1, p0, Lcom/pillpoint/tools/Request$Builder;->pkg:Ljava/lang/String;
    .line 36
    return-object p0
.end method

.method public resumeToken(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    .registers 2
    .line 54
    iput-object p1, p0, Lcom/pillpoint/tools/Request$Builder;->resumeToken:Ljava/lang/String;
    .line 55
    return-object p0
.end method

.method public tool(Ljava/lang/String;)Lcom/pillpoint/tools/Request$Builder;
    .registers 2
    .line 40
    if-eqz p1, :cond_0
    iput-object p1, p0, Lcom/pillpoint/tools/Request$Builder;->tool:Ljava/lang/String;
    .line 41
    :cond_0
    return-object p0
.end method

.method public uid(I)Lcom/pillpoint/tools/Request$Builder;
    .registers 2
    .line 30
    iput p1, p0, Lcom/pillpoint/tools/Request$Builder;->uid:I
    .line 31
    return-object p0
.end method
