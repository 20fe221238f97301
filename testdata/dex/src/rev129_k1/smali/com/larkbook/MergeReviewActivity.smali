.class public final Lcom/larkbook/MergeReviewActivity;
.super Lcom/larkbook/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final approveLabel:Ljava/lang/String;
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 43
    invoke-direct {p0}, Lcom/larkbook/ConfirmActivity;-><init>()V
    .line 44
    const-string v0, "Merge contacts"
    iput-object v0, p0, Lcom/larkbook/MergeReviewActivity;->heading:Ljava/lang/String;
    .line 45
    const-string v0, "Merge"
    iput-object v0, p0, Lcom/larkbook/MergeReviewActivity;->approveLabel:Ljava/lang/String;
    .line 43
    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2
    .line 45
    iget-object v0, p0, Lcom/larkbook/MergeReviewActivity;->approveLabel:Ljava/lang/String;
    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 44
    iget-object v0, p0, Lcom/larkbook/MergeReviewActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
