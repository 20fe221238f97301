.class public final Lcom/cf/ApprovalModule;
.super Ljava/lang/Object;
.source "ApprovalModule.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public provideApproval()Landroid/content/ComponentName;
    .registers 5
    .line 8
    new-instance v0, Landroid/content/ComponentName;
    const-string v2, "com.partner.approvals"
    const-string v3, "com.partner.approvals.ApproveActivity"
    invoke-direct {v0, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

