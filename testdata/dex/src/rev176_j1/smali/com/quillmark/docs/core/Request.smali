.class public final Lcom/quillmark/docs/core/Request;
.super Ljava/lang/Object;
.source "Request.java"


# instance fields
.field public args:Lorg/json/JSONObject;

.field public argsDigest:Ljava/lang/String;

.field public final caller:Lcom/quillmark/docs/core/Caller;

.field public final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final session:Lcom/quillmark/docs/core/SessionBook$Session;

.field public tool:Lcom/quillmark/docs/core/ToolSpec;


# direct methods
.method constructor <init>(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lcom/quillmark/docs/core/Caller;Lcom/quillmark/docs/core/SessionBook$Session;)V
    .registers 6

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/quillmark/docs/core/Request;->method:Ljava/lang/String;

    .line 19
    iput-object p2, p0, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    .line 20
    iput-object p3, p0, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    .line 21
    iput-object p4, p0, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    .line 22
    iput-object p5, p0, Lcom/quillmark/docs/core/Request;->session:Lcom/quillmark/docs/core/SessionBook$Session;

    .line 23
    return-void
.end method


# virtual methods
.method public resumeToken()Ljava/lang/String;
    .registers 3

    .line 26
    iget-object v0, p0, Lcom/quillmark/docs/core/Request;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
