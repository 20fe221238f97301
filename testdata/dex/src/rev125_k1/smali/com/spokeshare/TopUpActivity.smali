.class public final Lcom/spokeshare/TopUpActivity;
.super Lcom/spokeshare/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final approveLabel:Ljava/lang/String;
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 51
    invoke-direct {p0}, Lcom/spokeshare/ConfirmActivity;-><init>()V
    .line 52
    const-string v0, "Top up ride credit"
    iput-object v0, p0, Lcom/spokeshare/TopUpActivity;->heading:Ljava/lang/String;
    .line 53
    const-string v0, "Charge card"
    iput-object v0, p0, Lcom/spokeshare/TopUpActivity;->approveLabel:Ljava/lang/String;
    .line 51
    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2
    .line 53
    iget-object v0, p0, Lcom/spokeshare/TopUpActivity;->approveLabel:Ljava/lang/String;
    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 52
    iget-object v0, p0, Lcom/spokeshare/TopUpActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
