.class public final Lcom/spokeshare/TransferActivity;
.super Lcom/spokeshare/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final approveLabel:Ljava/lang/String;
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 56
    invoke-direct {p0}, Lcom/spokeshare/ConfirmActivity;-><init>()V
    .line 57
    const-string v0, "Transfer ride credit"
    iput-object v0, p0, Lcom/spokeshare/TransferActivity;->heading:Ljava/lang/String;
    .line 58
    const-string v0, "Send credit"
    iput-object v0, p0, Lcom/spokeshare/TransferActivity;->approveLabel:Ljava/lang/String;
    .line 56
    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2
    .line 58
    iget-object v0, p0, Lcom/spokeshare/TransferActivity;->approveLabel:Ljava/lang/String;
    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 57
    iget-object v0, p0, Lcom/spokeshare/TransferActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
