.class public final Lcom/brambleway/CancelBookingActivity;
.super Lcom/brambleway/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 82
    invoke-direct {p0}, Lcom/brambleway/ConfirmActivity;-><init>()V
    .line 83
    const-string v0, "Cancel booking"
    iput-object v0, p0, Lcom/brambleway/CancelBookingActivity;->heading:Ljava/lang/String;
    .line 82
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 83
    iget-object v0, p0, Lcom/brambleway/CancelBookingActivity;->heading:Ljava/lang/String;
    return-object v0
.end method

.method protected getStore()Lcom/brambleway/TicketStore;
    .registers 2
    .line 84
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getBookingDesk()Lcom/brambleway/ResumeDesk;
    move-result-object v0
    invoke-virtual {v0}, Lcom/brambleway/ResumeDesk;->getStore()Lcom/brambleway/TicketStore;
    move-result-object v0
    return-object v0
.end method
