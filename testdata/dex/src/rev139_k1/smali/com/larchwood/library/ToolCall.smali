.class public final Lcom/larchwood/library/ToolCall;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final caller:Lcom/larchwood/library/Caller;

.field private final digest:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final ticket:Lcom/larchwood/library/Ticket;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/Caller;Landroid/os/Bundle;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Lcom/larchwood/library/Ticket;)V
    .registers 8

    const-string v0, "caller"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/ToolCall;->caller:Lcom/larchwood/library/Caller;

    iput-object p2, p0, Lcom/larchwood/library/ToolCall;->extras:Landroid/os/Bundle;

    iput-object p3, p0, Lcom/larchwood/library/ToolCall;->tool:Ljava/lang/String;

    iput-object p4, p0, Lcom/larchwood/library/ToolCall;->args:Lorg/json/JSONObject;

    iput-object p5, p0, Lcom/larchwood/library/ToolCall;->digest:Ljava/lang/String;

    iput-object p6, p0, Lcom/larchwood/library/ToolCall;->ticket:Lcom/larchwood/library/Ticket;

    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getCaller()Lcom/larchwood/library/Caller;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/ToolCall;->caller:Lcom/larchwood/library/Caller;

    return-object v0
.end method

.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/ToolCall;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getTicket()Lcom/larchwood/library/Ticket;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/ToolCall;->ticket:Lcom/larchwood/library/Ticket;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/ToolCall;->tool:Ljava/lang/String;

    return-object v0
.end method
