.class public final Lcom/spokeshare/UnlockActivity;
.super Lcom/spokeshare/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final approveLabel:Ljava/lang/String;
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 46
    invoke-direct {p0}, Lcom/spokeshare/ConfirmActivity;-><init>()V
    .line 47
    const-string v0, "Unlock bike"
    iput-object v0, p0, Lcom/spokeshare/UnlockActivity;->heading:Ljava/lang/String;
    .line 48
    const-string v0, "Unlock and ride"
    iput-object v0, p0, Lcom/spokeshare/UnlockActivity;->approveLabel:Ljava/lang/String;
    .line 46
    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2
    .line 48
    iget-object v0, p0, Lcom/spokeshare/UnlockActivity;->approveLabel:Ljava/lang/String;
    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 47
    iget-object v0, p0, Lcom/spokeshare/UnlockActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
