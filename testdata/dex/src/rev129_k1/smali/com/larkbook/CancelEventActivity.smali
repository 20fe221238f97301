.class public final Lcom/larkbook/CancelEventActivity;
.super Lcom/larkbook/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final approveLabel:Ljava/lang/String;
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 38
    invoke-direct {p0}, Lcom/larkbook/ConfirmActivity;-><init>()V
    .line 39
    const-string v0, "Cancel event"
    iput-object v0, p0, Lcom/larkbook/CancelEventActivity;->heading:Ljava/lang/String;
    .line 40
    const-string v0, "Cancel event"
    iput-object v0, p0, Lcom/larkbook/CancelEventActivity;->approveLabel:Ljava/lang/String;
    .line 38
    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2
    .line 40
    iget-object v0, p0, Lcom/larkbook/CancelEventActivity;->approveLabel:Ljava/lang/String;
    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 39
    iget-object v0, p0, Lcom/larkbook/CancelEventActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
