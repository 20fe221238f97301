.class public final Lcom/fernhill/lend/ToolCall;
.super Ljava/lang/Object;
.source "ToolSet.kt"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final caller:Lcom/fernhill/lend/Caller;

.field public final request:Lcom/fernhill/lend/Request;

.field public final ticket:Lcom/fernhill/lend/Ticket;

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;Ljava/lang/String;Lorg/json/JSONObject;Lcom/fernhill/lend/Ticket;)V
    .registers 7

    const-string v0, "caller"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "request"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/fernhill/lend/ToolCall;->caller:Lcom/fernhill/lend/Caller;

    .line 10
    iput-object p2, p0, Lcom/fernhill/lend/ToolCall;->request:Lcom/fernhill/lend/Request;

    .line 11
    iput-object p3, p0, Lcom/fernhill/lend/ToolCall;->tool:Ljava/lang/String;

    .line 12
    iput-object p4, p0, Lcom/fernhill/lend/ToolCall;->args:Lorg/json/JSONObject;

    .line 13
    iput-object p5, p0, Lcom/fernhill/lend/ToolCall;->ticket:Lcom/fernhill/lend/Ticket;

    .line 8
    return-void
.end method
