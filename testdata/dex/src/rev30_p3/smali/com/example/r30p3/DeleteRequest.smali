.class final Lcom/example/r30p3/DeleteRequest;
.super Ljava/lang/Object;
.source "DeleteRequest.java"


# instance fields
.field confirmed:Z

.field folder:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static parse(Lorg/json/JSONObject;)Lcom/example/r30p3/DeleteRequest;
    .registers 3

    .line 10
    new-instance v0, Lcom/example/r30p3/DeleteRequest;

    invoke-direct {v0}, Lcom/example/r30p3/DeleteRequest;-><init>()V

    .line 11
    const-string v1, "folder"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v0, Lcom/example/r30p3/DeleteRequest;->folder:Ljava/lang/String;

    .line 12
    const-string v1, "user_confirmed"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result p0

    iput-boolean p0, v0, Lcom/example/r30p3/DeleteRequest;->confirmed:Z

    .line 13
    return-object v0
.end method
