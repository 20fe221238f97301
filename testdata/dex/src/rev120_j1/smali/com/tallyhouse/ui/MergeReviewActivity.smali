.class public final Lcom/tallyhouse/ui/MergeReviewActivity;
.super Lcom/tallyhouse/ui/ConfirmActionActivity;
.source "MergeReviewActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Lcom/tallyhouse/ui/ConfirmActionActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected approveLabel()Ljava/lang/String;
    .registers 2

    .line 12
    const-string v0, "Merge"

    return-object v0
.end method

.method protected title()Ljava/lang/String;
    .registers 2

    .line 7
    const-string v0, "Merge these clients?"

    return-object v0
.end method
