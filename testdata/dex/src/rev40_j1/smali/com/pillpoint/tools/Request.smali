.class public final Lcom/pillpoint/tools/Request;
.super Ljava/lang/Object;
.source "Request.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/pillpoint/tools/Request$Builder;
    }
.end annotation

.field public final args:Lorg/json/JSONObject;

.field public final pkg:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I

.method constructor <init>(Lcom/pillpoint/tools/Request$Builder;)V
    .registers 3
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 15
    iget v0, p1, Lcom/pillpoint/tools/Request$Builder;->uid:I
    iput v0, p0, Lcom/pillpoint/tools/Request;->uid:I
    .line 16
    iget-object v0, p1, Lcom/pillpoint/tools/Request$Builder;->pkg:Ljava/lang/String;
    iput-object v0, p0, Lcom/pillpoint/tools/Request;->pkg:Ljava/lang/String;
    .line 17
    iget-object v0, p1, Lcom/pillpoint/tools/Request$Builder;->tool:Ljava/lang/String;
    iput-object v0, p0, Lcom/pillpoint/tools/Request;->tool:Ljava/lang/String;
    .line 18
    iget-object v0, p1, Lcom/pillpoint/tools/Request$Builder;->args:Lorg/json/JSONObject;
    iput-object v0, p0, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    .line 19
    iget-object p1, p1, Lcom/pillpoint/tools/Request$Builder;->resumeToken:Ljava/lang/String;
    iput-object p1, p0, Lcom/pillpoint/tools/Request;->resumeToken:Ljava/lang/String;
    .line 20
    return-void
.end method
