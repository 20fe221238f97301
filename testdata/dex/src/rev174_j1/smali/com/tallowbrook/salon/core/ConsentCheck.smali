.class public interface abstract Lcom/tallowbrook/salon/core/ConsentCheck;
.super Ljava/lang/Object;
.source "ConsentCheck.java"


# static fields
.field public static final DENIED:I = 0x3

.field public static final GRANTED:I = 0x0

.field public static final MISMATCH:I = 0x4

.field public static final NEEDED:I = 0x1

.field public static final PENDING:I = 0x2


# virtual methods
.method public abstract approvals()Lcom/tallowbrook/salon/core/ApprovalStore;
.end method

.method public consent(Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/ToolCall;)I
    .registers 5

    .line 15
    invoke-interface {p0}, Lcom/tallowbrook/salon/core/ConsentCheck;->approvals()Lcom/tallowbrook/salon/core/ApprovalStore;

    move-result-object v0

    iget v1, p1, Lcom/tallowbrook/salon/core/Caller;->uid:I

    invoke-virtual {v0, v1, p2}, Lcom/tallowbrook/salon/core/ApprovalStore;->consume(ILcom/tallowbrook/salon/core/ToolCall;)I

    move-result v0

    return v0
.end method
