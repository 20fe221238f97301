.class public final Lapp/trailmark/logbook/cetp/ToolResult$Failed;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lapp/trailmark/logbook/cetp/ToolResult;


# instance fields
.field private final code:Lapp/trailmark/logbook/cetp/ErrorCode;

.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->code:Lapp/trailmark/logbook/cetp/ErrorCode;

    iput-object p2, p0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->message:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Lapp/trailmark/logbook/cetp/ErrorCode;
    .registers 2

    .line 64
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->code:Lapp/trailmark/logbook/cetp/ErrorCode;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 64
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;->message:Ljava/lang/String;

    return-object v0
.end method
