.class final Lcom/verdant/garden/beds/DurableMutationExecutor$Row;
.super Ljava/lang/Object;
.source "DurableMutationExecutor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/beds/DurableMutationExecutor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Row"
.end annotation


# instance fields
.field private final data:Ljava/lang/String;

.field private final digest:Ljava/lang/String;

.field private final errorCode:Ljava/lang/String;

.field private final status:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 98
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 99
    iput-object p1, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->tool:Ljava/lang/String;

    .line 100
    iput-object p2, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->digest:Ljava/lang/String;

    .line 101
    iput-object p3, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->status:Ljava/lang/String;

    .line 102
    iput-object p4, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->data:Ljava/lang/String;

    .line 103
    iput-object p5, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->errorCode:Ljava/lang/String;

    .line 104
    return-void
.end method


# virtual methods
.method answer(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 107
    iget-object v0, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->tool()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->digest:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 108
    :cond_0
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 110
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->status:Ljava/lang/String;

    if-nez v0, :cond_2

    .line 111
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->CONFLICT:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_2
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->status:Ljava/lang/String;

    iget-object v2, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->data:Ljava/lang/String;

    iget-object v3, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;->errorCode:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3}, Lcom/verdant/garden/cetp/Envelopes;->replay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
