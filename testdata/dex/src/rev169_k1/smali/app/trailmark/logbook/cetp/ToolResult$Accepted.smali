.class public final Lapp/trailmark/logbook/cetp/ToolResult$Accepted;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lapp/trailmark/logbook/cetp/ToolResult;


# instance fields
.field private final operationId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "operationId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;->operationId:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 63
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;->operationId:Ljava/lang/String;

    return-object v0
.end method
