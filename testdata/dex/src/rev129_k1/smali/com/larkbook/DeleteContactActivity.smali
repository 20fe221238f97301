.class public final Lcom/larkbook/DeleteContactActivity;
.super Lcom/larkbook/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final approveLabel:Ljava/lang/String;
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 48
    invoke-direct {p0}, Lcom/larkbook/ConfirmActivity;-><init>()V
    .line 49
    const-string v0, "Delete contact"
    iput-object v0, p0, Lcom/larkbook/DeleteContactActivity;->heading:Ljava/lang/String;
    .line 50
    const-string v0, "Delete"
    iput-object v0, p0, Lcom/larkbook/DeleteContactActivity;->approveLabel:Ljava/lang/String;
    .line 48
    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2
    .line 50
    iget-object v0, p0, Lcom/larkbook/DeleteContactActivity;->approveLabel:Ljava/lang/String;
    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 49
    iget-object v0, p0, Lcom/larkbook/DeleteContactActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
