.class public final Lcom/brambleway/DeleteTripActivity;
.super Lcom/brambleway/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 77
    invoke-direct {p0}, Lcom/brambleway/ConfirmActivity;-><init>()V
    .line 78
    const-string v0, "Delete trip"
    iput-object v0, p0, Lcom/brambleway/DeleteTripActivity;->heading:Ljava/lang/String;
    .line 77
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 78
    iget-object v0, p0, Lcom/brambleway/DeleteTripActivity;->heading:Ljava/lang/String;
    return-object v0
.end method

.method protected getStore()Lcom/brambleway/TicketStore;
    .registers 2
    .line 79
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getTripDesk()Lcom/brambleway/ResumeDesk;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/ResumeDesk;->getStore()Lcom/brambleway/TicketStore;
    move-result-object v0
    return-object v0
.end method
