.class public final Lcom/hearthlist/cetp/Request;
.super Ljava/lang/Object;
.source "Request.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/cetp/Request$Builder;
    }
.end annotation


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final asyncGranted:Z

.field private final callerPackage:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final extras:Landroid/os/Bundle;

.field private final rawArgs:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(Lcom/hearthlist/cetp/Request$Builder;)V
    .registers 4

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iget v0, p1, Lcom/hearthlist/cetp/Request$Builder;->uid:I

    iput v0, p0, Lcom/hearthlist/cetp/Request;->uid:I

    .line 21
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->callerPackage:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->callerPackage:Ljava/lang/String;

    .line 22
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->requestId:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->requestId:Ljava/lang/String;

    .line 23
    iget-wide v0, p1, Lcom/hearthlist/cetp/Request$Builder;->deadlineAtMs:J

    iput-wide v0, p0, Lcom/hearthlist/cetp/Request;->deadlineAtMs:J

    .line 24
    iget-boolean v0, p1, Lcom/hearthlist/cetp/Request$Builder;->asyncGranted:Z

    iput-boolean v0, p0, Lcom/hearthlist/cetp/Request;->asyncGranted:Z

    .line 25
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->extras:Landroid/os/Bundle;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->extras:Landroid/os/Bundle;

    .line 26
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->tool:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->tool:Ljava/lang/String;

    .line 27
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->rawArgs:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->rawArgs:Ljava/lang/String;

    .line 28
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->args:Lorg/json/JSONObject;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->args:Lorg/json/JSONObject;

    .line 29
    iget-object v0, p1, Lcom/hearthlist/cetp/Request$Builder;->resumeToken:Ljava/lang/String;

    iput-object v0, p0, Lcom/hearthlist/cetp/Request;->resumeToken:Ljava/lang/String;

    .line 30
    return-void
.end method

.method public static builder()Lcom/hearthlist/cetp/Request$Builder;
    .registers 1

    .line 33
    new-instance v0, Lcom/hearthlist/cetp/Request$Builder;

    invoke-direct {v0}, Lcom/hearthlist/cetp/Request$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 79
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public asyncGranted()Z
    .registers 2

    .line 63
    iget-boolean v0, p0, Lcom/hearthlist/cetp/Request;->asyncGranted:Z

    return v0
.end method

.method public callerPackage()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public deadlineAtMs()J
    .registers 3

    .line 59
    iget-wide v0, p0, Lcom/hearthlist/cetp/Request;->deadlineAtMs:J

    return-wide v0
.end method

.method public extras()Landroid/os/Bundle;
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public rawArgs()Ljava/lang/String;
    .registers 2

    .line 75
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->rawArgs:Ljava/lang/String;

    return-object v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 83
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public toBuilder()Lcom/hearthlist/cetp/Request$Builder;
    .registers 4

    .line 37
    new-instance v0, Lcom/hearthlist/cetp/Request$Builder;

    invoke-direct {v0}, Lcom/hearthlist/cetp/Request$Builder;-><init>()V

    iget v1, p0, Lcom/hearthlist/cetp/Request;->uid:I

    .line 38
    invoke-virtual {v0, v1}, Lcom/hearthlist/cetp/Request$Builder;->uid(I)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/cetp/Request;->callerPackage:Ljava/lang/String;

    .line 39
    invoke-virtual {v0, v1}, Lcom/hearthlist/cetp/Request$Builder;->callerPackage(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/cetp/Request;->requestId:Ljava/lang/String;

    .line 40
    invoke-virtual {v0, v1}, Lcom/hearthlist/cetp/Request$Builder;->requestId(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v0

    iget-wide v1, p0, Lcom/hearthlist/cetp/Request;->deadlineAtMs:J

    .line 41
    invoke-virtual {v0, v1, v2}, Lcom/hearthlist/cetp/Request$Builder;->deadlineAtMs(J)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v0

    iget-boolean v1, p0, Lcom/hearthlist/cetp/Request;->asyncGranted:Z

    .line 42
    invoke-virtual {v0, v1}, Lcom/hearthlist/cetp/Request$Builder;->asyncGranted(Z)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/cetp/Request;->extras:Landroid/os/Bundle;

    .line 43
    invoke-virtual {v0, v1}, Lcom/hearthlist/cetp/Request$Builder;->extras(Landroid/os/Bundle;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v0

    .line 37
    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 71
    iget-object v0, p0, Lcom/hearthlist/cetp/Request;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 47
    iget v0, p0, Lcom/hearthlist/cetp/Request;->uid:I

    return v0
.end method
