.class public final Lcom/saltmarsh/podcasts/ToolCall;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final caller:Lcom/saltmarsh/podcasts/Caller;

.field private final digest:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final requestId:Ljava/lang/String;

.field private final session:Lcom/saltmarsh/podcasts/Session;

.field private final ticket:Lcom/saltmarsh/podcasts/Ticket;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Lcom/saltmarsh/podcasts/Ticket;)V
    .registers 10

    const-string v0, "caller"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 51
    iput-object p1, p0, Lcom/saltmarsh/podcasts/ToolCall;->caller:Lcom/saltmarsh/podcasts/Caller;

    .line 52
    iput-object p2, p0, Lcom/saltmarsh/podcasts/ToolCall;->session:Lcom/saltmarsh/podcasts/Session;

    .line 53
    iput-object p3, p0, Lcom/saltmarsh/podcasts/ToolCall;->extras:Landroid/os/Bundle;

    .line 54
    iput-object p4, p0, Lcom/saltmarsh/podcasts/ToolCall;->requestId:Ljava/lang/String;

    .line 55
    iput-object p5, p0, Lcom/saltmarsh/podcasts/ToolCall;->tool:Ljava/lang/String;

    .line 56
    iput-object p6, p0, Lcom/saltmarsh/podcasts/ToolCall;->args:Lorg/json/JSONObject;

    .line 57
    iput-object p7, p0, Lcom/saltmarsh/podcasts/ToolCall;->digest:Ljava/lang/String;

    .line 58
    iput-object p8, p0, Lcom/saltmarsh/podcasts/ToolCall;->ticket:Lcom/saltmarsh/podcasts/Ticket;

    .line 50
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getCaller()Lcom/saltmarsh/podcasts/Caller;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->caller:Lcom/saltmarsh/podcasts/Caller;

    return-object v0
.end method

.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 57
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 54
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSession()Lcom/saltmarsh/podcasts/Session;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->session:Lcom/saltmarsh/podcasts/Session;

    return-object v0
.end method

.method public final getTicket()Lcom/saltmarsh/podcasts/Ticket;
    .registers 2

    .line 58
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->ticket:Lcom/saltmarsh/podcasts/Ticket;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolCall;->tool:Ljava/lang/String;

    return-object v0
.end method
