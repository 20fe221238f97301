.class public final Lcom/saltmarsh/ferry/ToolCall;
.super Ljava/lang/Object;
.source "Toolbox.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final box:Lcom/saltmarsh/ferry/Toolbox;

.field private final caller:Lcom/saltmarsh/ferry/Caller;

.field private final extras:Landroid/os/Bundle;

.field private final ticket:Lcom/saltmarsh/ferry/Ticket;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/ferry/Toolbox;Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;Ljava/lang/String;Lorg/json/JSONObject;Lcom/saltmarsh/ferry/Ticket;)V
    .registers 8

    const-string v0, "box"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "caller"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/ToolCall;->box:Lcom/saltmarsh/ferry/Toolbox;

    iput-object p2, p0, Lcom/saltmarsh/ferry/ToolCall;->caller:Lcom/saltmarsh/ferry/Caller;

    iput-object p3, p0, Lcom/saltmarsh/ferry/ToolCall;->extras:Landroid/os/Bundle;

    iput-object p4, p0, Lcom/saltmarsh/ferry/ToolCall;->tool:Ljava/lang/String;

    iput-object p5, p0, Lcom/saltmarsh/ferry/ToolCall;->args:Lorg/json/JSONObject;

    iput-object p6, p0, Lcom/saltmarsh/ferry/ToolCall;->ticket:Lcom/saltmarsh/ferry/Ticket;

    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getBox()Lcom/saltmarsh/ferry/Toolbox;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolCall;->box:Lcom/saltmarsh/ferry/Toolbox;

    return-object v0
.end method

.method public final getCaller()Lcom/saltmarsh/ferry/Caller;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolCall;->caller:Lcom/saltmarsh/ferry/Caller;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getTicket()Lcom/saltmarsh/ferry/Ticket;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolCall;->ticket:Lcom/saltmarsh/ferry/Ticket;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/saltmarsh/ferry/ToolCall;->tool:Ljava/lang/String;

    return-object v0
.end method
