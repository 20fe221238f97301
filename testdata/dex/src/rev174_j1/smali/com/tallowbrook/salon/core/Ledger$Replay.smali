.class public final Lcom/tallowbrook/salon/core/Ledger$Replay;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Replay"
.end annotation


# instance fields
.field public final kind:I

.field public final operationId:Ljava/lang/String;

.field public final result:Lcom/tallowbrook/salon/core/ToolCall$Result;


# direct methods
.method constructor <init>(ILcom/tallowbrook/salon/core/ToolCall$Result;Ljava/lang/String;)V
    .registers 4

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput p1, p0, Lcom/tallowbrook/salon/core/Ledger$Replay;->kind:I

    .line 26
    iput-object p2, p0, Lcom/tallowbrook/salon/core/Ledger$Replay;->result:Lcom/tallowbrook/salon/core/ToolCall$Result;

    .line 27
    iput-object p3, p0, Lcom/tallowbrook/salon/core/Ledger$Replay;->operationId:Ljava/lang/String;

    .line 28
    return-void
.end method

.method static accepted(Ljava/lang/String;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 4

    .line 43
    new-instance v0, Lcom/tallowbrook/salon/core/Ledger$Replay;

    const/4 v1, 0x3

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, p0}, Lcom/tallowbrook/salon/core/Ledger$Replay;-><init>(ILcom/tallowbrook/salon/core/ToolCall$Result;Ljava/lang/String;)V

    return-object v0
.end method

.method static done(Lcom/tallowbrook/salon/core/ToolCall$Result;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 4

    .line 39
    new-instance v0, Lcom/tallowbrook/salon/core/Ledger$Replay;

    const/4 v1, 0x2

    const/4 v2, 0x0

    invoke-direct {v0, v1, p0, v2}, Lcom/tallowbrook/salon/core/Ledger$Replay;-><init>(ILcom/tallowbrook/salon/core/ToolCall$Result;Ljava/lang/String;)V

    return-object v0
.end method

.method static fresh()Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 4

    .line 31
    new-instance v0, Lcom/tallowbrook/salon/core/Ledger$Replay;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/tallowbrook/salon/core/Ledger$Replay;-><init>(ILcom/tallowbrook/salon/core/ToolCall$Result;Ljava/lang/String;)V

    return-object v0
.end method

.method static mismatch()Lcom/tallowbrook/salon/core/Ledger$Replay;
    .registers 4

    .line 35
    new-instance v0, Lcom/tallowbrook/salon/core/Ledger$Replay;

    const/4 v1, 0x1

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/tallowbrook/salon/core/Ledger$Replay;-><init>(ILcom/tallowbrook/salon/core/ToolCall$Result;Ljava/lang/String;)V

    return-object v0
.end method
